/** Moved to server/db/types/ (one file per area); kept so the files not yet switched still compile (issue 14). */
export type * from './types/index.js';
