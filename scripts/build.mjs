// Builds the console when dist/ is missing or older than its sources (npm test's first step:
// the security suite checks the built console, the end-to-end suite serves it).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildConsoleIfStale } from './lib/consoleBuild.mjs';

buildConsoleIfStale(join(dirname(fileURLToPath(import.meta.url)), '..'));
