/**
 * Console output the component tests provoke on purpose, kept out of the test log so a real failure
 * stands out (issue 13: ~680 lines of it on a passing run). Only these known kinds are dropped:
 * - ra-core logs every rejection of the data provider (`console.error(error)` outside production): an
 *   HttpError there is an answer the test's own fetch handler scripted (the network is mocked);
 * - the network failure a test scripts (TypeError "Failed to fetch");
 * - jsdom refusing a real page navigation ("Not implemented: navigation"), for links left to the browser;
 * - the console's trace of each mutation in development (`console.info('[mutation]', …)`, src/dataProviders/tracer.ts).
 * Everything else (React warnings, an error thrown in a component, any other rejection) is printed as usual.
 */
type ConsoleMethod = 'error' | 'warn' | 'info' | 'log';
const METHODS: readonly ConsoleMethod[] = ['error', 'warn', 'info', 'log'];

const JSDOM_NAVIGATION = 'Not implemented: navigation (except hash changes)';

function isScriptedHttpAnswer(value: unknown): boolean {
  return value instanceof Error && value.name === 'HttpError' && typeof (value as { status?: unknown }).status === 'number';
}

function isScriptedNetworkFailure(value: unknown): boolean {
  return value instanceof TypeError && value.message === 'Failed to fetch';
}

function isJsdomNavigation(value: unknown): boolean {
  const text = value instanceof Error ? value.message : typeof value === 'string' ? value.replace(/^Error: /, '') : '';
  return text.startsWith(JSDOM_NAVIGATION);
}

export function isExpectedConsoleOutput(method: ConsoleMethod, args: readonly unknown[]): boolean {
  const [first] = args;
  if (method === 'info') return first === '[mutation]';
  if (method === 'error') return isScriptedHttpAnswer(first) || isScriptedNetworkFailure(first) || isJsdomNavigation(first);
  return false;
}

/** Wraps the console's methods so that only the expected output above is dropped. */
export function silenceExpectedConsoleOutput(target: Pick<Console, ConsoleMethod> = console): void {
  for (const method of METHODS) {
    const original = target[method].bind(target);
    target[method] = (...args: unknown[]) => {
      if (!isExpectedConsoleOutput(method, args)) original(...args);
    };
  }
}
