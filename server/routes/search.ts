/** Moved to server/routes/search/ (issue 14); kept for server/app.ts until it switches. */
export { searchRoutes } from './search/index.js';
