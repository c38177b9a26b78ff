#!/usr/bin/env node
/**
 * Builds the playground (GET /play) into dist/playground: apps/playground/src/main.ts bundled by esbuild (no
 * framework, no external request), index.html and style.css copied. Run by `npm run build` (so by `npm start`) and
 * by the test setup (test/global-setup.ts). `--out <dir>` writes elsewhere.
 */
import { build } from 'esbuild';
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const i = process.argv.indexOf('--out');
const out = i > 0 ? resolve(process.argv[i + 1]) : join(root, 'dist', 'playground');
const src = join(root, 'apps', 'playground', 'src');

export async function buildPlayground(dir = out) {
  mkdirSync(dir, { recursive: true });
  await build({
    entryPoints: [join(src, 'main.ts')],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    sourcemap: false,
    legalComments: 'none',
    outfile: join(dir, 'app.js'),
    logLevel: 'warning',
  });
  for (const f of ['index.html', 'style.css']) copyFileSync(join(src, f), join(dir, f));
  return dir;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = await buildPlayground();
  console.log(`playground built into ${dir}`);
}
