/** The dialogs' mutations, by key, so that a dialog knows it is busy (no closing meanwhile). */
export const CREATE_INVOICE = ['invoices', 'create'] as const;
export const UPDATE_INVOICE = ['invoices', 'update'] as const;
export const SEND_INVOICE = ['invoices', 'send'] as const;
