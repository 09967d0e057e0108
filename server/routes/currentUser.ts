/** Moved to server/routes/currentUser/ (issue 14); kept for server/app.ts until it switches. */
export { currentUserRoutes } from './currentUser/index.js';
