/** Moved to server/routes/superAdminUsers/ (issue 14); kept for server/app.ts until it switches. */
export { superAdminUsersRoutes } from './superAdminUsers/index.js';
