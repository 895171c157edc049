/**
 * Cold start: how long a fresh Node process takes to `import('langproc')` (the built `dist/`,
 * through the package's own `exports`) and run one `redact()`, next to `import('zod')` alone, in
 * fresh processes; prints the median and the range of several runs, the ratio to `import('zod')`
 * measured in the same run, CPU time (less sensitive to a loaded machine than wall time), and which
 * heavy packages the root entry pulled in (should be none), and, from one more untimed process with a
 * resolve hook, every package `import('langproc')` + `redact()` loaded (zod should not be one). The root entry is one esbuild bundle
 * (`dist/src/index.bundle.js`); the unbundled `dist/src/index.js` is timed beside it. Prints
 * numbers, asserts nothing. Needs `npm run build`.
 *
 * @example
 * ```sh
 * npm run build && npx tsx bench/cold-start.ts            # 9 runs each
 * npx tsx bench/cold-start.ts --runs 15
 * npx tsx bench/cold-start.ts --root /tmp/langproc-before   # a built checkout of another commit
 * ```
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
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
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    await import('zod');
    const end = performance.now();
    const cpu = process.cpuUsage(cpuStart);
    console.log(JSON.stringify({ milliseconds: end - start, sinceProcessStart: end, cpu: (cpu.user + cpu.system) / 1000 }));`,
  "import('langproc') + redact()": `
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const { redact } = await import('langproc');
    const result = await redact({ text: 'Sunana Musa Bello, lambata 0803 123 4567.', language: 'Hausa' });
    const end = performance.now();
    if (!result.result.includes('[PHONE_NUMBER]')) throw new Error('unexpected output: ' + result.result);
    const { createRequire } = await import('node:module');
    const loaded = Object.keys(createRequire(import.meta.url).cache ?? {});
    const cpu = process.cpuUsage(cpuStart);
    console.log(JSON.stringify({ milliseconds: end - start, sinceProcessStart: end, cpu: (cpu.user + cpu.system) / 1000, loaded }));`,
  'unbundled dist/src/index.js + redact()': `
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const { redact } = await import('./dist/src/index.js');
    const result = await redact({ text: 'Sunana Musa Bello, lambata 0803 123 4567.', language: 'Hausa' });
    const end = performance.now();
    if (!result.result.includes('[PHONE_NUMBER]')) throw new Error('unexpected output: ' + result.result);
    const cpu = process.cpuUsage(cpuStart);
    console.log(JSON.stringify({ milliseconds: end - start, sinceProcessStart: end, cpu: (cpu.user + cpu.system) / 1000 }));`,
  "import('langproc')": `
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    await import('langproc');
    const end = performance.now();
    const cpu = process.cpuUsage(cpuStart);
    console.log(JSON.stringify({ milliseconds: end - start, sinceProcessStart: end, cpu: (cpu.user + cpu.system) / 1000 }));`,
} as const;

interface Sample {
  milliseconds: number;
  sinceProcessStart: number;
  /** CPU time from the start of the import to the end (all threads of the process), in ms. */
  cpu: number;
  loaded?: string[];
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

// interleaved (zod, langproc, ... then again), so that every variant sees the same load
const samples = new Map<string, Sample[]>(Object.keys(scripts).map((name) => [name, []]));
for (let run = 0; run < runs; run++) {
  for (const [name, script] of Object.entries(scripts)) {
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: root,
      encoding: 'utf8',
    });
    samples.get(name)!.push(JSON.parse(output.trim().split('\n').at(-1)!) as Sample);
  }
}

console.log(
  `node ${process.version}, ${runs} fresh processes each (interleaved), load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
);
console.log(`${'median (min-max) ms'.padEnd(40)} x zod   since start   CPU ms (x zod)`);
const zodSamples = samples.get("import('zod')")!;
const zodTime = median(zodSamples.map((sample) => sample.milliseconds));
const zodCpu = median(zodSamples.map((sample) => sample.cpu));
for (const [name, list] of samples) {
  const times = list.map((sample) => sample.milliseconds);
  const cpu = median(list.map((sample) => sample.cpu));
  console.log(
    `${name.padEnd(40)} ${median(times).toFixed(1)} (${Math.min(...times).toFixed(1)}-${Math.max(...times).toFixed(1)})` +
      `  ${(median(times) / zodTime).toFixed(2)}x  ${median(list.map((sample) => sample.sinceProcessStart)).toFixed(1)}` +
      `  ${cpu.toFixed(0)} (${(cpu / zodCpu).toFixed(2)}x)`,
  );
  const loaded = list[0]?.loaded;
  if (loaded !== undefined) {
    const heavy = HEAVY.filter((name) => loaded.some((file) => file.includes(`node_modules/${name}`)));
    console.log(
      `${''.padEnd(40)} CommonJS heavy packages loaded: ${heavy.length === 0 ? 'none' : heavy.join(', ')}`,
    );
  }
}

/**
 * The packages (under node_modules) that `import('langproc')` + one `redact()` loads, ES modules
 * (seen by a resolve hook, which is why this process is not timed) and CommonJS (require.cache).
 */
function loadedPackages(): string[] {
  const folder = mkdtempSync(path.join(tmpdir(), 'langproc-cold-start-'));
  const listPath = path.join(folder, 'loaded.txt');
  const hook = `import { appendFileSync } from 'node:fs';
    export async function resolve(specifier, context, next) {
      const result = await next(specifier, context);
      appendFileSync(${JSON.stringify(listPath)}, result.url + '\\n');
      return result;
    }`;
  const script = `
    import { register, createRequire } from 'node:module';
    import { appendFileSync } from 'node:fs';
    register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(hook)}));
    const { redact } = await import('langproc');
    await redact({ text: 'Sunana Musa Bello, lambata 0803 123 4567.', language: 'Hausa' });
    const required = Object.keys(createRequire(import.meta.url).cache ?? {});
    appendFileSync(${JSON.stringify(listPath)}, required.join('\\n') + '\\n');`;
  try {
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
    const names = readFileSync(listPath, 'utf8')
      .split('\n')
      .map((line) => /node_modules\/((?:@[^/]+\/)?[^/]+)/u.exec(line)?.[1])
      .filter((name): name is string => name !== undefined);
    return [...new Set(names)].sort();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const packages = loadedPackages();
console.log(
  `import('langproc') + redact() loads ${packages.length === 0 ? 'no package' : packages.join(', ')}; zod loaded: ${packages.includes('zod') ? 'yes' : 'no'}` +
    ' (libphonenumber-js, which the first phone number loads, is read and compiled from its one-file build, so it is not listed)',
);
