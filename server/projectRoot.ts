import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest folder holding package.json above `from`: the project's root, whether run from server/ (tsx) or build/server/ (the bundle). */
export function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${from}.`);
  }
}

export const PROJECT_ROOT = findProjectRoot(dirname(fileURLToPath(import.meta.url)));

/** A path inside the project, e.g. projectPath('dist'). */
export const projectPath = (...segments: string[]) => join(PROJECT_ROOT, ...segments);
