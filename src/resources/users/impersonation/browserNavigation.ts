/** Leaves the console for another application (a full page load); a module of its own so tests can replace it. */
export function leaveConsoleFor(url: string): void {
  window.location.assign(url);
}
