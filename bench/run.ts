// `npm run bench`: every benchmark scenario in turn (more arrive with later issues).
import { spawnSync } from 'node:child_process';

const scenarios = [['bundle size', 'bench/bundleSize.ts']];
for (const [name, file] of scenarios) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
