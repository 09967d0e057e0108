/** Stub of helper D's component (replaced at merge): refreshes a user's PIN after a confirmation. */
export const RefreshPinButton = (_props: { userId: number; onRefreshed?: () => void }) => null;
