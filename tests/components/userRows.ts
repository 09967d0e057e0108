/** Rows of GET /super_admin/api/users as the server answers them (spec 2 §3 "User row"), for the users tables' tests. */
export const USER_ROWS = [
  {
    id: 41,
    name: 'Élodie Durand',
    first_name: 'Élodie',
    email: 'elodie@durand.example',
    phoneNumber: '06 12 34 56 78',
    organisation: { id: 12, name: 'Boulangeries Durand', url: '/organisations/12' },
    shop: { id: 9, name: 'Bastille', url: '/shops/9' },
    shops: [
      { id: 10, name: 'Nation', url: '/shops/10' },
      { id: 11, name: 'Opéra', url: '/shops/11' },
    ],
    user_license_name: 'Manager',
    status: { text: 'active', className: 'success' },
    archived_at: null,
  },
  {
    id: 42,
    name: 'Paul Archivé',
    first_name: 'Paul',
    email: null,
    phoneNumber: null,
    organisation: null,
    shop: null,
    shops: [],
    user_license_name: null,
    status: { text: 'archived', className: 'danger' },
    archived_at: '2026-01-02T10:00:00.000Z',
  },
];
