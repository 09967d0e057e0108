/** Moved to server/routes/featureFlags/ (issue 14); kept for server/app.ts until it switches. */
export { featureFlagsRoutes } from './featureFlags/index.js';
