/** Moved to server/routes/config/ (issue 14); kept for server/app.ts until it switches. */
export { configRoutes } from './config/index.js';
