#!/usr/bin/env node
/**
 * `npx tcg …`: the command line of the TCG rules service (apps/cli/src/main.ts; `npx tcg --help`).
 * Runs the TypeScript sources through tsx (a devDependency, present after `npm ci`), else the built
 * dist/apps/cli/src/main.js (`npm run build`), so it works from a clean checkout without a build step.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

// `tcg … | head`: a closed pipe ends the command quietly
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'apps', 'cli', 'src', 'main.ts');
const built = join(root, 'dist', 'apps', 'cli', 'src', 'main.js');

let tsx = null;
try {
  tsx = await import('tsx/esm/api');
} catch {
  tsx = null;
}
if (tsx && existsSync(source)) {
  tsx.register();
  const { main } = await import(pathToFileURL(source).href);
  process.exitCode = await main(process.argv.slice(2));
} else if (existsSync(built)) {
  const { main } = await import(pathToFileURL(built).href);
  process.exitCode = await main(process.argv.slice(2));
} else {
  console.error('tcg: neither tsx (npm ci) nor a build (npm run build) is available');
  process.exitCode = 2;
}
