/** Moved to server/routes/users/store.ts (issue 14); kept for server/auth/userAccounts.ts until it switches. */
export * from '../routes/users/store.js';
