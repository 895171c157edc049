/**
 * HTTP benchmark: prints numbers, asserts nothing. Starts the server (bench/http-server.ts, as
 * `langproc serve` builds it, rate limit off, warn-level logging) in its own process over a fresh
 * data directory, then drives
 * POST /api/v1/text/redact with 1 KB bodies from autocannon (its own process) at concurrency 64.
 * Every request is authenticated, rules-redacted, and recorded as a text job with its usage
 * debited in SQLite. Prints requests/s, p50/p99 latency, errors, the server's memory, its CPU time
 * per request (main thread, other threads) and autocannon's (less sensitive than requests/s to
 * other work on the machine), the load average, and the number of jobs recorded.
 * `--target constant-redact` replaces the redaction by a constant function (the adapter's own
 * cost); `--target job` measures GET /api/v1/text/jobs/1; `--rate` offers a fixed load;
 * `--cpu-prof-dir` writes V8 CPU profiles of the server's threads.
 *
 * @example
 * ```sh
 * npm run bench:http
 * npm run bench:http -- --connections 64 --duration 10 --redaction-threads 0
 * npm run bench:http -- --target constant-redact --cpu-prof-dir /tmp/profiles
 * npm run bench:http -- --rate 3000
 * npm run bench:http -- --instances
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
    // Requests per second in total (autocannon --overallRate); unset: as many as the server answers.
    rate: { type: 'string' },
    // Folder for V8 CPU profiles of the server process and its threads (`node --cpu-prof`).
    'cpu-prof-dir': { type: 'string' },
    // Two-instance mode (bench/http-instances.ts): one instance on SQLite, one on PostgreSQL,
    // two on PostgreSQL; `--target redact` or `constant-redact` (its default).
    instances: { type: 'boolean', default: false },
  },
});

const SERVER = new URL('./http-server.ts', import.meta.url).pathname;
const AUTOCANNON = new URL('../node_modules/autocannon/autocannon.js', import.meta.url).pathname;
const run = promisify(execFile);
// Linux reports CPU times in clock ticks of 1/100 s (`getconf CLK_TCK`).
const CLOCK_TICKS_PER_SECOND = 100;

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

if (values.instances) {
  const { runInstancesBenchmark } = await import('./http-instances.js');
  await runInstancesBenchmark({
    connections: Number(values.connections),
    durationSeconds: Number(values.duration),
    warmupSeconds: Number(values.warmup),
    target: values.target === 'redact' && process.argv.includes('--target') ? 'redact' : 'constant-redact',
    body,
  });
  process.exit(0);
}

function memoryOf(pid: number): { rssMiB: number; peakMiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`, 'u').exec(status)?.[1] ?? 0) / 1024;
  return { rssMiB: Math.round(field('VmRSS')), peakMiB: Math.round(field('VmHWM')) };
}

/** CPU seconds used so far (user + system) by a process's main thread, by all its threads, and by its waited-for children. */
function cpuSecondsOf(pid: number | 'self'): { main: number; all: number; children: number } {
  // Fields after the command name: state is field 3, utime 14, stime 15, cutime 16, cstime 17.
  const fields = (file: string) =>
    readFileSync(file, 'utf8')
      .replace(/^.*\) /su, '')
      .split(' ');
  const ticks = (file: string, first: number) => {
    const values = fields(file);
    return Number(values[first - 3]) + Number(values[first - 2]);
  };
  const id = pid === 'self' ? process.pid : pid;
  return {
    main: ticks(`/proc/${id}/task/${id}/stat`, 14) / CLOCK_TICKS_PER_SECOND,
    all: ticks(`/proc/${id}/stat`, 14) / CLOCK_TICKS_PER_SECOND,
    children: ticks(`/proc/${id}/stat`, 16) / CLOCK_TICKS_PER_SECOND,
  };
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
      ...(values.rate === undefined ? [] : ['--overallRate', values.rate]),
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
    ...(values['cpu-prof-dir'] === undefined ? [] : ['--cpu-prof', '--cpu-prof-dir', values['cpu-prof-dir']]),
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
    `connections ${values.connections}, warm-up ${values.warmup} s, measured ${values.duration} s, redaction threads ${values['redaction-threads']}${values.rate === undefined ? '' : `, ${values.rate} requests/s offered`}`,
  );
  console.log(`node ${process.version}, ${(await import('node:os')).cpus().length} CPUs`);
  await autocannon(url, token, values.warmup!);
  const serverBefore = cpuSecondsOf(server.pid!);
  const benchBefore = cpuSecondsOf('self');
  const result = await autocannon(url, token, values.duration!);
  const serverAfter = cpuSecondsOf(server.pid!);
  const benchAfter = cpuSecondsOf('self');
  const memory = memoryOf(server.pid!);
  const microsecondsPerRequest = (seconds: number) => Math.round((seconds * 1e6) / result.requests.total);
  console.log(`requests/s      ${Math.round(result.requests.average)}`);
  console.log(`latency p50     ${result.latency.p50} ms`);
  console.log(`latency p99     ${result.latency.p99} ms`);
  console.log(`latency max     ${result.latency.max} ms`);
  console.log(
    `requests        ${result.requests.total} (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`,
  );
  console.log(`server memory   RSS ${memory.rssMiB} MiB, peak ${memory.peakMiB} MiB`);
  // CPU per request: what the server costs, whatever else the machine is running.
  const mainThread = serverAfter.main - serverBefore.main;
  const otherThreads = serverAfter.all - serverBefore.all - mainThread;
  console.log(
    `CPU/request     server main thread ${microsecondsPerRequest(mainThread)} µs, other threads ${microsecondsPerRequest(otherThreads)} µs, autocannon ${microsecondsPerRequest(benchAfter.children - benchBefore.children)} µs`,
  );
  console.log(
    `load average    ${(await import('node:os'))
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
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
