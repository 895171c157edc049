/**
 * HTTP benchmark: prints numbers, asserts nothing. Starts the server (bench/http-server.ts, as
 * `langproc serve` builds it, rate limit off, warn-level logging) in its own process over a fresh
 * data directory, then drives
 * POST /api/v1/text/redact with 1 KB bodies from autocannon (its own process) at concurrency 64.
 * Every request is authenticated, rules-redacted, and recorded as a text job with its usage
 * debited in SQLite. Prints requests/s, p50/p99 latency, errors, the server's memory, and the
 * number of jobs recorded. `--target constant-redact` replaces the redaction by a constant
 * function (the adapter's own cost); `--target job` measures GET /api/v1/text/jobs/1.
 *
 * @example
 * ```sh
 * npm run bench:http
 * npm run bench:http -- --connections 64 --duration 10 --redaction-threads 0
 * ```
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { createAccountWithKey } from '../src/http/api-keys.js';
import { openSqliteStore } from '../src/http/store/sqlite-store.js';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '64' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    // `redact` (the contract's hot path), `constant-redact` (the same route with the redaction
    // replaced by a constant function: the adapter's own cost, job write and debit included), or
    // `job` (GET a text job: auth and one SQLite read).
    target: { type: 'string', default: 'redact' },
    // Worker threads running the redaction (`langproc serve --redaction-threads`).
    'redaction-threads': { type: 'string', default: '2' },
  },
});

const SERVER = new URL('./http-server.ts', import.meta.url).pathname;
const AUTOCANNON = new URL('../node_modules/autocannon/autocannon.js', import.meta.url).pathname;
const run = promisify(execFile);

const LINES = [
  'Agent: Good morning, thank you for calling. Am I speaking with Amaka Okonkwo?',
  'Customer: Yes, this is Amaka. I am calling about a charge on my account.',
  'Agent: Thank you. Please confirm the phone number on the account.',
  'Customer: It is 0803 123 4567, and my email is amaka.okonkwo@example.com.',
  'Agent: I see a payment of 45,000 naira on the 3rd of March. Is that the one?',
  'Customer: Yes. I never made that payment, and I would like it reversed.',
  'Agent: I understand. I have opened a dispute and you will get an email within two days.',
  'Customer: Thank you very much for your help.',
  'Agent: You are welcome. Is there anything else I can do for you today?',
  'Customer: No, that is all.',
  'Agent: Have a lovely day.',
];
let text = LINES.join('\n');
while (Buffer.byteLength(JSON.stringify({ text, language: 'English' })) < 1024) text += ' Thanks again.';
const body = JSON.stringify({ text, language: 'English' });

function memoryOf(pid: number): { rssMiB: number; peakMiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`, 'u').exec(status)?.[1] ?? 0) / 1024;
  return { rssMiB: Math.round(field('VmRSS')), peakMiB: Math.round(field('VmHWM')) };
}

async function autocannon(url: string, token: string, seconds: string) {
  const request =
    values.target === 'job'
      ? [`${url}/api/v1/text/jobs/1`]
      : [
          '--method',
          'POST',
          '--headers',
          'content-type=application/json',
          '--body',
          body,
          `${url}/api/v1/text/redact`,
        ];
  const { stdout } = await run(
    process.execPath,
    [
      AUTOCANNON,
      '--json',
      '--connections',
      values.connections!,
      '--duration',
      seconds,
      '--headers',
      `authorization=Bearer ${token}`,
      ...request,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; average: number; max: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
}

const dataDirectory = mkdtempSync(path.join(tmpdir(), 'langproc-bench-http-'));
const store = openSqliteStore({ dataDirectory });
const { token } = await createAccountWithKey(store, { name: 'bench', balance: 1_000_000 });
await store.close();

const server = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    SERVER,
    '--data-dir',
    dataDirectory,
    '--redact',
    values.target === 'constant-redact' ? 'constant' : 'real',
    '--redaction-threads',
    values['redaction-threads']!,
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
const url = await new Promise<string>((resolve, reject) => {
  let output = '';
  server.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    const match = /serving on (http:\/\/\S+)/u.exec(output);
    if (match) resolve(match[1]!);
  });
  server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

try {
  if (values.target === 'job') {
    await fetch(`${url}/api/v1/text/redact`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    });
    console.log('langproc HTTP benchmark: GET /api/v1/text/jobs/1');
  } else {
    const what = values.target === 'constant-redact' ? ' (constant redaction)' : '';
    console.log(
      `langproc HTTP benchmark: POST /api/v1/text/redact${what}, ${Buffer.byteLength(body)}-byte bodies`,
    );
  }
  console.log(
    `connections ${values.connections}, warm-up ${values.warmup} s, measured ${values.duration} s, redaction threads ${values['redaction-threads']}`,
  );
  console.log(`node ${process.version}, ${(await import('node:os')).cpus().length} CPUs`);
  await autocannon(url, token, values.warmup!);
  const result = await autocannon(url, token, values.duration!);
  const memory = memoryOf(server.pid!);
  console.log(`requests/s      ${Math.round(result.requests.average)}`);
  console.log(`latency p50     ${result.latency.p50} ms`);
  console.log(`latency p99     ${result.latency.p99} ms`);
  console.log(`latency max     ${result.latency.max} ms`);
  console.log(
    `requests        ${result.requests.total} (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`,
  );
  console.log(`server memory   RSS ${memory.rssMiB} MiB, peak ${memory.peakMiB} MiB`);
} finally {
  await new Promise((resolve) => {
    server.once('exit', resolve);
    server.kill('SIGTERM');
  });
  const reopened = openSqliteStore({ dataDirectory });
  const account = (await reopened.findAccountByName('bench'))!;
  const last = await reopened.recordTextJob({
    accountId: account.id,
    jobType: 'redact',
    status: 'failed',
    domain: 'general',
    sourceLanguage: 'English',
    targetLanguage: null,
    style: null,
    result: null,
    resultStructured: null,
    error: 'bench probe',
    missingRanges: [],
    modelName: null,
    processingTime: null,
    route: null,
    units: null,
    usage: null,
  });
  console.log(`text jobs recorded ${last.jobId - 1} (balance left ${account.balance.toFixed(4)})`);
  await reopened.close();
  rmSync(dataDirectory, { recursive: true, force: true });
}
