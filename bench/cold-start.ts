/**
 * Cold start: how long a fresh Node process takes to `import('langproc')` (the built `dist/`,
 * through the package's own `exports`) and run one `redact()`, next to `import('zod')` alone, in
 * fresh processes; prints the median and the range of several runs, and which heavy packages the
 * root entry pulled in (should be none). Prints numbers, asserts nothing. Needs `npm run build`.
 *
 * @example
 * ```sh
 * npm run build && npx tsx bench/cold-start.ts            # 9 runs each
 * npx tsx bench/cold-start.ts --runs 15
 * npx tsx bench/cold-start.ts --root /tmp/langproc-before   # a built checkout of another commit
 * ```
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '9' }, root: { type: 'string' } },
});
const runs = Number(values.runs);
/** The package folder to import from (`--root`: another checkout's build, for a before/after). */
const root = path.resolve(values.root ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));

/** Packages the root entry must not load (optional peers and big metadata). */
const HEAVY = [
  '@huggingface/transformers',
  'onnxruntime-node',
  'espeak-ng',
  'fluent-ffmpeg',
  '@ffmpeg-installer',
  '@ffprobe-installer',
  'node-sqlite3-wasm',
  'fastify',
];

const scripts = {
  "import('zod')": `
    const start = performance.now();
    await import('zod');
    const end = performance.now();
    console.log(JSON.stringify({ milliseconds: end - start, sinceProcessStart: end }));`,
  "import('langproc') + redact()": `
    const start = performance.now();
    const { redact } = await import('langproc');
    const result = await redact({ text: 'Sunana Musa Bello, lambata 0803 123 4567.', language: 'Hausa' });
    const end = performance.now();
    if (!result.result.includes('[PHONE_NUMBER]')) throw new Error('unexpected output: ' + result.result);
    const { createRequire } = await import('node:module');
    const loaded = Object.keys(createRequire(import.meta.url).cache ?? {});
    console.log(JSON.stringify({ milliseconds: end - start, sinceProcessStart: end, loaded }));`,
  "import('langproc')": `
    const start = performance.now();
    await import('langproc');
    const end = performance.now();
    console.log(JSON.stringify({ milliseconds: end - start, sinceProcessStart: end }));`,
} as const;

interface Sample {
  milliseconds: number;
  sinceProcessStart: number;
  loaded?: string[];
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

console.log(`node ${process.version}, ${runs} fresh processes each, median (min-max) in ms`);
for (const [name, script] of Object.entries(scripts)) {
  const samples: Sample[] = [];
  for (let run = 0; run < runs; run++) {
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: root,
      encoding: 'utf8',
    });
    samples.push(JSON.parse(output.trim().split('\n').at(-1)!) as Sample);
  }
  const times = samples.map((sample) => sample.milliseconds);
  const total = samples.map((sample) => sample.sinceProcessStart);
  console.log(
    `${name.padEnd(32)} ${median(times).toFixed(1)} (${Math.min(...times).toFixed(1)}-${Math.max(...times).toFixed(1)})` +
      `   since process start ${median(total).toFixed(1)}`,
  );
  const loaded = samples[0]?.loaded;
  if (loaded !== undefined) {
    const heavy = HEAVY.filter((name) => loaded.some((file) => file.includes(`node_modules/${name}`)));
    console.log(
      `${''.padEnd(32)} CommonJS heavy packages loaded: ${heavy.length === 0 ? 'none' : heavy.join(', ')}`,
    );
  }
}
