/** Moved to server/http/routeContext.ts (issue 14); kept for the route files not yet switched. */
export type { RouteContext } from '../http/routeContext.js';
