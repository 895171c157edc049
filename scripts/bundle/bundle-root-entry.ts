/**
 * Builds the root entry's one-file bundle (`dist/src/index.bundle.js`, what `import('langproc')`
 * loads) from the compiled `dist/src/index.js`: esbuild bundles it with every package external,
 * then its regex literals are rewritten so that V8 reads each pattern once (`regex-literals.ts`;
 * docs/architecture.md). `npm run build` runs it after `tsc`.
 *
 * @example
 * ```sh
 * npx tsc -p tsconfig.build.json && npx tsx scripts/bundle/bundle-root-entry.ts
 * ```
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { deferRegexLiterals } from './regex-literals.js';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const outfile = path.join(root, 'dist', 'src', 'index.bundle.js');

const result = await build({
  entryPoints: [path.join(root, 'dist', 'src', 'index.js')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  outfile,
  write: false,
  logLevel: 'warning',
});
const output = result.outputFiles.find((file) => file.path === outfile);
if (output === undefined) throw new Error(`Expected esbuild to produce ${outfile}, got no such file`);
writeFileSync(outfile, deferRegexLiterals(output.text).source);
