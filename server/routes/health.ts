/** Moved to server/routes/health/ (issue 14); kept for server/app.ts until it switches. */
export { healthRoutes } from './health/index.js';
