import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, useGetIdentity } from 'react-admin';
import { GlobalSearchSlot } from './GlobalSearchSlot';
import { Logo } from './Logo';
import { UserMenu } from './UserMenu';

/** Top bar: logo, page title, global search (only for a user with initials), user menu. */
export const AppBar = () => {
  const { identity } = useGetIdentity();
  return (
    <RaAppBar userMenu={<UserMenu />} toolbar={<LoadingIndicator />}>
      <Logo />
      <TitlePortal />
      {identity?.initials ? <GlobalSearchSlot /> : null}
    </RaAppBar>
  );
};
