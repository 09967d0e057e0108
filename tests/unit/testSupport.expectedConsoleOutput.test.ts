import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { isExpectedConsoleOutput, silenceExpectedConsoleOutput } from '../components/expectedConsoleOutput';

/** Issue 13: the component tests drop only the output they provoke on purpose; a real error still shows. */
describe('expected console output of the component tests', () => {
  it.each([
    ['a scripted HTTP answer logged by ra-core', 'error', [new HttpError('errors.not_found', 404, { error: 'not_found' })]],
    ['a scripted network failure', 'error', [new TypeError('Failed to fetch')]],
    ['jsdom refusing a navigation', 'error', ['Error: Not implemented: navigation (except hash changes)\n    at module.exports', undefined]],
    ['the mutation trace', 'info', ['[mutation]', { resource: 'users', method: 'update' }]],
  ] as const)('drops %s', (_case, method, args) => {
    expect(isExpectedConsoleOutput(method, args)).toBe(true);
  });

  it.each([
    ['an error thrown in a component', 'error', [new TypeError("Cannot read properties of undefined (reading 'id')")]],
    ['any other error', 'error', [new Error('boom')]],
    ['a React warning', 'error', ['Warning: Each child in a list should have a unique "key" prop.']],
    ['a warning', 'warn', ['[mutation]']],
    ['other information', 'info', ['ready']],
    ['a log line', 'log', ['[mutation]']],
  ] as const)('keeps %s', (_case, method, args) => {
    expect(isExpectedConsoleOutput(method, args)).toBe(false);
  });

  it('passes everything but the expected output on to the console', () => {
    const target = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), log: vi.fn() };
    const { error, info } = target;
    silenceExpectedConsoleOutput(target);
    target.error(new HttpError('errors.internal_error', 500, null));
    target.info('[mutation]', {});
    expect(error).not.toHaveBeenCalled();
    expect(info).not.toHaveBeenCalled();
    const unexpected = new Error('unexpected');
    target.error(unexpected);
    expect(error).toHaveBeenCalledWith(unexpected);
  });
});
