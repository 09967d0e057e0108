/** Stub of helper D's component (replaced at merge): sends the PIN to a user, a shop or an organisation. */
export const SendPinButton = (_props: { scope: { type: 'user' | 'shop' | 'organisation'; id: number }; recipientsCount?: number; variant?: 'icon' | 'button' }) => null;
