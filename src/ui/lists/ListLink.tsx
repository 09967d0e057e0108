import type { ReactNode } from 'react';

/** Classes of react-admin's <Link> (a MUI Link): the looks come once from listTableSx. */
export const LIST_LINK_CLASS = 'MuiTypography-root MuiTypography-inherit MuiLink-root MuiLink-underlineAlways RaLink-link';
/** An in-app link of a list table, followed by the router through the table's one click handler (ListTableBody). */
export const IN_APP_LINK_SELECTOR = 'a.RaLink-link';

interface ListLinkProps {
  /** an in-app path (`/organisations/12`) */
  to: string;
  /** the row's main link (its name), in medium weight */
  main?: boolean;
  children: ReactNode;
}

/**
 * A link of a list table cell, looking like react-admin's <Link> but a plain <a>: no router
 * subscription per cell (a page shows 300 of them). Middle and modified clicks open the path
 * in a new tab as any link does.
 */
export const ListLink = ({ to, main, children }: ListLinkProps) => (
  <a href={to} className={main ? `${LIST_LINK_CLASS} ListLink-main` : LIST_LINK_CLASS}>
    {children}
  </a>
);

/** An e-mail address as react-admin's <EmailField> shows it: a mailto link, nothing when empty. */
export const ListEmailLink = ({ email }: { email: string | null | undefined }) =>
  email != null ? (
    <a href={`mailto:${email}`} className="MuiTypography-root MuiTypography-body2 MuiLink-root MuiLink-underlineAlways">
      {email}
    </a>
  ) : null;
