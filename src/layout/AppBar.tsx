import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, useGetIdentity } from 'react-admin';
import { useDocumentTitleFollowing } from './documentTitle';
import { GlobalSearchSlot } from './GlobalSearchSlot';
import { Logo } from './Logo';
import { UserMenu } from './UserMenu';

/** Top bar: logo, page title (also the browser tab's), global search (only for a user with initials), user menu. */
export const AppBar = () => {
  const { identity } = useGetIdentity();
  const titleRef = useDocumentTitleFollowing();
  return (
    <RaAppBar userMenu={<UserMenu />} toolbar={<LoadingIndicator />}>
      <Logo />
      <TitlePortal ref={titleRef} />
      {identity?.initials ? <GlobalSearchSlot /> : null}
    </RaAppBar>
  );
};
