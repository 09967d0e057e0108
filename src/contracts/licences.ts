import { Type, type Static } from 'typebox';
import { LICENCE_ORIGINAL_TYPES } from '../domain/licences.js';

/**
 * The licences calls of spec 2 §7 (organisation licences tab), written once: the server validates
 * and serialises with these schemas, the console imports their types only (`import type`).
 */

/** A licence of an organisation (spec 2 §3). */
export const License = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  position: Type.Integer({ description: '0-based; the console shows position + 1' }),
  visible: Type.Boolean(),
  active: Type.Boolean(),
  original_type: Type.String({ description: LICENCE_ORIGINAL_TYPES.join(' | ') }),
});
export type License = Static<typeof License>;

/** GET /super_admin/api/organisations/{id}/licenses */
export const OrganisationLicenses = Type.Object({ licenses: Type.Array(License) });
export type OrganisationLicenses = Static<typeof OrganisationLicenses>;

export const LicenseParams = Type.Object({
  id: Type.Integer({ minimum: 1, description: 'the organisation' }),
  license_id: Type.Integer({ minimum: 1, description: 'one of its licences' }),
});

/** PATCH /super_admin/api/organisations/{id}/licenses/{licenseId}: at least one of the two. */
export const LicenseUpdate = Type.Object(
  {
    visible: Type.Optional(Type.Boolean()),
    active: Type.Optional(Type.Boolean()),
  },
  { minProperties: 1, additionalProperties: false },
);
export type LicenseUpdate = Static<typeof LicenseUpdate>;

/** The PATCH's answer (spec 2 §7: id, name, visible; active too). */
export const UpdatedLicense = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  visible: Type.Boolean(),
  active: Type.Boolean(),
});
export type UpdatedLicense = Static<typeof UpdatedLicense>;
