/** Moved to server/routes/invitations/ (issue 14); kept for server/app.ts until it switches. */
export { invitationRoutes } from './invitations/index.js';
