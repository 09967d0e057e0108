/** Moved to server/routes/synchronization/ (issue 14); kept for server/app.ts until it switches. */
export { synchronizationRoutes } from './synchronization/index.js';
