/** The bundle's path, relative to the project root. */
export const SERVER_BUNDLE: string;
export function serverBuildIsStale(root: string): boolean;
/** Builds build/server/main.mjs when stale; resolves with its absolute path. */
export function buildServerIfStale(root: string, log?: (message: string) => void): Promise<string>;
