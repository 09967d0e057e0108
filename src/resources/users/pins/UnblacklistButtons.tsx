/** Stub of helper D's component (replaced at merge): un-blacklists the user's e-mail and phone. */
export const UnblacklistButtons = (_props: { userId: number; email: string | null; phone: string | null; blacklisted: { email: boolean; phone: boolean }; onChanged?: () => void }) => null;
