/** Where the server serves its stand-in of the main application when no MAIN_APP_URL is configured. */
export const MAIN_APP_STAND_IN_BASE = '/main_app';

/** The main application's base URL from the runtime configuration, or the server's stand-in. */
export const mainAppBase = (mainAppUrl: string | null | undefined): string =>
  (mainAppUrl && mainAppUrl.trim() !== '' ? mainAppUrl.trim() : MAIN_APP_STAND_IN_BASE).replace(/\/+$/, '');

/** Spec 1 §2.5: a shop of the light view links to its week planning in the main application. */
export const weekPlanningUrl = (mainAppUrl: string | null | undefined, shopId: number | string): string =>
  `${mainAppBase(mainAppUrl)}/shops/${encodeURIComponent(String(shopId))}/planning/week`;
