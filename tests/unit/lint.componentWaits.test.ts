import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** Issue 28: a component test waits on its condition under the one ceiling of tests/components/setup.ts. */
const eslint = new ESLint();

async function waitProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

const HEADER = "import { configure, screen, waitFor } from '@testing-library/react';\n";

describe('lint: component tests wait on conditions, not on their own time-outs', () => {
  // the first lint loads the config and the TypeScript parser: seconds on a loaded 2-core machine, not a test's time
  beforeAll(() => eslint.lintText('export const x = 1;\n', { filePath: 'tests/components/warmUp.tsx' }), 60_000);

  it.each([
    ['a find with its own time-out', "export const a = () => screen.findByText('x', {}, { timeout: 3000 });\n"],
    ['a waitFor with its own time-out', 'export const b = () => waitFor(() => undefined, { timeout: 3000 });\n'],
    ['a file changing the ceiling', 'configure({ asyncUtilTimeout: 5000 });\n'],
  ])('refuses %s', async (_name, code) => {
    const problems = await waitProblems('tests/components/someScreen.test.tsx', HEADER + code);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('tests/components/setup.ts');
  });

  it('takes a wait on the condition, and the ceiling set once in setup.ts', async () => {
    expect(await waitProblems('tests/components/someScreen.test.tsx', HEADER + "export const c = () => screen.findByText('x');\n")).toEqual([]);
    expect(await waitProblems('tests/components/setup.ts', HEADER + 'configure({ asyncUtilTimeout: 15_000 });\n')).toEqual([]);
  });
});
