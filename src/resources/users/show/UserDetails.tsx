import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, useTranslate } from 'react-admin';
import type { UserDetail } from '../../../contracts/users';
import { UserStatusChip } from '../UserStatusChip';

/** DD/MM/YYYY (spec 2 §9), in the browser's time zone. */
export const ddmmyyyy = (iso: string | null) => {
  if (!iso) return null;
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
};

const Field = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="div" sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children ?? '—'}
      </Typography>
    </Box>
  );
};

/** Spec 2 §2.3 details: name, e-mail, phone, organisation, shop, shops, contract hours, PIN, invitation accepted, status. */
export const UserDetails = ({ user }: { user: UserDetail }) => (
  <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
    <Field label="resources.users.fields.name">{user.name}</Field>
    <Field label="resources.users.fields.email">{user.email && <a href={`mailto:${user.email}`}>{user.email}</a>}</Field>
    <Field label="resources.users.fields.phoneNumber">{user.phoneNumber}</Field>
    <Field label="resources.users.fields.organisation">{user.organisation && <Link to={`/organisations/${user.organisation.id}`}>{user.organisation.name}</Link>}</Field>
    <Field label="resources.users.fields.shop">{user.shop && <Link to={`/shops/${user.shop.id}`}>{user.shop.name}</Link>}</Field>
    <Field label="resources.users.fields.shops">
      {user.shops.length > 0
        ? user.shops.map((shop, index) => (
            <span key={shop.id}>
              {index > 0 ? ', ' : null}
              <Link to={`/shops/${shop.id}`}>{shop.name}</Link>
            </span>
          ))
        : null}
    </Field>
    <Field label="resources.users.fields.contractHours">{user.contractHours}</Field>
    <Field label="resources.users.fields.badgingPin">{user.badgingPin}</Field>
    <Field label="resources.users.fields.invitationAcceptedAt">{ddmmyyyy(user.invitationAcceptedAt)}</Field>
    <Field label="resources.users.fields.status">
      <UserStatusChip status={user.status} />
    </Field>
  </Box>
);
