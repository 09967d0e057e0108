import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { GENERATED_FOLDERS } from '../../scripts/lib/generatedFolders.mjs';
import { projectPath } from '../../server/projectRoot.js';
import vitestConfig from '../../vitest.config.js';

/**
 * Issue 13, "The newcomer path": after `npm start` (which writes build/server, dist/ and data/),
 * `npm test` must not lint, type-check or run what was generated. One list, four tools.
 */
const ROOT = projectPath();
/** a file that would be linted, type-checked or run if it were not ignored */
const probeIn = (folder: string) => `${folder.replace('*', '-probe')}/generated.test.ts`;

describe('generated folders', () => {
  it('are ignored by eslint, while the sources next to them are not', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    for (const folder of GENERATED_FOLDERS) expect(await eslint.isPathIgnored(probeIn(folder)), folder).toBe(true);
    for (const source of ['server/main.ts', 'server/geo/data/probe.ts', 'scripts/lib/serverBuild.mjs', 'bench/run.ts']) {
      expect(await eslint.isPathIgnored(source), source).toBe(false);
    }
  });

  it('are excluded from the type-check (tsconfig.json)', () => {
    const tsconfig = JSON.parse(readFileSync(projectPath('tsconfig.json'), 'utf8')) as { exclude: string[] };
    expect([...tsconfig.exclude].sort()).toEqual(['node_modules', ...GENERATED_FOLDERS].sort());
  });

  it('are excluded from every vitest project', () => {
    const exclude = vitestConfig.test?.exclude ?? [];
    for (const folder of GENERATED_FOLDERS) expect(exclude, folder).toContain(`${folder}/**`);
  });

  it('are ignored by git, so a run leaves no untracked file', () => {
    for (const folder of GENERATED_FOLDERS) {
      expect(() => execFileSync('git', ['check-ignore', '-q', '--no-index', probeIn(folder)], { cwd: ROOT }), folder).not.toThrow();
    }
  });
});
