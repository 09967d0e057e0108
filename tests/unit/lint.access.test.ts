import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** Issue 27, access checked one way (eslint.config.js ACCESS_SYNTAX): only the access module reads the flags. */
const eslint = new ESLint();

async function accessProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

describe('lint: access checked one way', () => {
  // the first lint loads the config and the TypeScript parser: seconds on a loaded 2-core machine, not a test's time
  beforeAll(() => eslint.lintText('export const x = 1;\n', { filePath: 'src/ui/warmUp.ts' }), 60_000);

  it.each([
    ['reading the permissions', "import { usePermissions } from 'react-admin';\nexport const usePerms = () => usePermissions();\n", 'reads the permissions itself'],
    ['reading a permission flag', 'export const can = (permissions: { flags: Record<string, boolean> }) => permissions.flags.can_add_feature_flags;\n', 'reads permission flags'],
    ['reading the dev flags', 'export const on = (subject?: { devFlags: string[] }) => subject?.devFlags.includes("FEATUREDEV_X");\n', 'reads permission flags or dev flags'],
    ['naming a dev flag', "import { DEV_FLAGS } from '../../../domain/devFlags';\nexport const name = DEV_FLAGS.eventsService;\n", "named in a definition's rule only"],
  ])('a component may not do it: %s', async (_name, code, message) => {
    const problems = await accessProblems('src/resources/shops/show/SomeButton.tsx', code);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
    expect(problems[0]).toContain('useCanAccess');
  });

  it('a component asks react-admin’s canAccess', async () => {
    const code = "import { useCanAccess } from 'react-admin';\nexport const useEvents = () => useCanAccess({ resource: 'shops', action: 'events' }).canAccess;\n";
    expect(await accessProblems('src/resources/shops/ShopShow.tsx', code)).toEqual([]);
  });

  it('a definition names its flags, and the access module reads them', async () => {
    const definition = "import { DEV_FLAGS } from '../../domain/devFlags';\nexport default { name: 'shops', actions: { events: { devFlags: [DEV_FLAGS.eventsService] } } };\n";
    expect(await accessProblems('src/resources/shops/definition.ts', definition)).toEqual([]);
    const access = 'export const has = (subject: { flags: Record<string, boolean>; devFlags: string[] }) => subject.flags.x && subject.devFlags.length > 0;\n';
    expect(await accessProblems('src/domain/access.ts', access)).toEqual([]);
    expect(await accessProblems('src/authProvider.ts', access)).toEqual([]);
  });
});
