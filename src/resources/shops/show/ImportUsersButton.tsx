/**
 * Spec 2 §2.2 'import users' button and its modal. Owner: the user-import work (issue 17); renders nothing until it lands.
 * country: the shop's country (first in the template's country list).
 */
export const ImportUsersButton = (_props: { shopId: number; country: string }) => null;
