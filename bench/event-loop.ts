/**
 * Event-loop benchmark: how long `GET /healthz` takes while one heavy request runs. Starts
 * `langproc serve` (its own process, fresh data directory, rate limit off, `--max-text 1000000`)
 * and runs each heavy operation alone — structured summaries of 100k characters of calls and of
 * 1M characters of one repeated sentence, a streamed summary, a 10k-character synthesis (direct and
 * as a queued job), redaction of 100k characters (plain and streamed) — while a probe asks for
 * `/healthz` every 10 ms. Prints, per operation: its time, the number of probes, their median and
 * worst latency, and the share of the operation's time the server's main thread spent on the CPU.
 * A worst probe over {@link HEALTHZ_BOUND_MS} is marked `OVER`; with `--check`, the run exits 1
 * when any is (with task threads; `--task-threads 0` shows the main-thread baseline).
 *
 * @example
 * ```sh
 * node --import tsx bench/event-loop.ts                     # task threads 2, then 0 for comparison
 * node --import tsx bench/event-loop.ts --task-threads 2 --check
 * ```
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadCorpus } from '../test/redaction/corpus.js';
import { ADVERSARIAL_TEXTS } from '../test/summarization/adversarial-texts.js';

/** The bound a `/healthz` answer must stay under while heavy work runs. */
export const HEALTHZ_BOUND_MS = 100;
/** Pause between two probes. */
const PROBE_INTERVAL_MS = 10;

const { values } = parseArgs({
  options: {
    // Comma-separated task-thread counts to run the server with, one server each.
    'task-threads': { type: 'string', default: '2,0' },
    'redaction-threads': { type: 'string', default: '2' },
    // Exit 1 when a probe exceeds the bound with task threads (> 0).
    check: { type: 'boolean', default: false },
  },
});

const MAIN = new URL('../src/cli/main.ts', import.meta.url).pathname;
// Linux reports CPU times in clock ticks of 1/100 s (`getconf CLK_TCK`).
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) of a process's main thread. */
function mainThreadCpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8')
    .replace(/^.*\) /su, '')
    .split(' ');
  // after the command name, state is field 3; utime is 14, stime 15
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

function repeatTo(text: string, length: number): string {
  return text.repeat(Math.ceil(length / text.length)).slice(0, length);
}

const englishCalls = loadCorpus()
  .filter((transcript) => transcript.language === 'English')
  .map((transcript) => transcript.text)
  .join('\n');
const CALLS_100K = repeatTo(`${englishCalls}\n`, 100_000);
const SPEECH_10K = repeatTo(
  'The refund will be processed within two days, and we will call you back. ',
  10_000,
);

interface Operation {
  name: string;
  method: string;
  route: string;
  body: unknown;
  /** For a queued job: resolves when the job is done. */
  waitForJob?: boolean;
}

const OPERATIONS: Operation[] = [
  {
    name: 'summarize structured, 100k chars of calls',
    method: 'POST',
    route: '/api/v1/text/summarize',
    body: { text: CALLS_100K, language: 'English', style: 'structured' },
  },
  {
    name: 'summarize structured, 1M chars of one sentence',
    method: 'POST',
    route: '/api/v1/text/summarize',
    body: { text: ADVERSARIAL_TEXTS.repeatedSentence(1_000_000), language: 'English', style: 'structured' },
  },
  {
    name: 'summarize short streamed, 100k chars',
    method: 'POST',
    route: '/api/v1/text/summarize',
    body: { text: CALLS_100K, language: 'English', style: 'short', stream: true },
  },
  {
    name: 'tts/synthesize, 10k chars',
    method: 'POST',
    route: '/api/v1/tts/synthesize',
    body: { text: SPEECH_10K, language: 'English' },
  },
  {
    name: 'tts job, 10k chars',
    method: 'POST',
    route: '/api/v1/tts/jobs',
    body: { text: SPEECH_10K, language: 'English' },
    waitForJob: true,
  },
  {
    name: 'redact, 100k chars',
    method: 'POST',
    route: '/api/v1/text/redact',
    body: { text: CALLS_100K, language: 'English' },
  },
  {
    name: 'redact streamed, 100k chars',
    method: 'POST',
    route: '/api/v1/text/redact',
    body: { text: CALLS_100K, language: 'English', stream: true },
  },
];

async function startServer(taskThreads: string) {
  const dataDirectory = mkdtempSync(path.join(tmpdir(), 'langproc-bench-event-loop-'));
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      MAIN,
      'serve',
      '--port',
      '0',
      '--data-dir',
      dataDirectory,
      '--max-text',
      '1000000',
      '--body-limit',
      String(16 * 1024 * 1024),
      '--rate-limit',
      '0',
      '--task-threads',
      taskThreads,
      '--redaction-threads',
      values['redaction-threads']!,
      '--log-level',
      'warn',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const { url, token } = await new Promise<{ url: string; token: string }>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /serving on (http:\/\/\S+)/u.exec(output)?.[1];
      const token = /\n(lp_\S+)\n/u.exec(output)?.[1];
      if (url !== undefined && token !== undefined) resolve({ url, token });
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}`)));
  });
  return { child, url, token, dataDirectory };
}

async function stopServer(server: { child: ChildProcess; dataDirectory: string }) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
  rmSync(server.dataDirectory, { recursive: true, force: true });
}

async function perform(url: string, token: string, operation: Operation): Promise<number> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const response = await fetch(`${url}${operation.route}`, {
    method: operation.method,
    headers,
    body: JSON.stringify(operation.body),
  });
  const body = await response.arrayBuffer();
  if (!operation.waitForJob) return response.status;
  const { job_id: jobId } = JSON.parse(Buffer.from(body).toString()) as { job_id: number };
  for (;;) {
    const job = (await (
      await fetch(`${url}/api/v1/tts/jobs/${jobId}`, { headers: { authorization: headers.authorization } })
    ).json()) as { status: string };
    if (job.status === 'completed') return 200;
    if (job.status === 'failed') return 500;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Runs `operation` while probing /healthz; returns the probe latencies and the time it took. */
async function measure(server: { child: ChildProcess; url: string; token: string }, operation: Operation) {
  const latencies: number[] = [];
  let done = false;
  const cpuBefore = mainThreadCpuSeconds(server.child.pid!);
  const started = performance.now();
  const work = perform(server.url, server.token, operation).finally(() => {
    done = true;
  });
  while (!done) {
    const sent = performance.now();
    await (await fetch(`${server.url}/healthz`)).arrayBuffer();
    latencies.push(performance.now() - sent);
    await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS));
  }
  const status = await work;
  const seconds = (performance.now() - started) / 1000;
  const mainCpuShare = (mainThreadCpuSeconds(server.child.pid!) - cpuBefore) / seconds;
  latencies.sort((first, second) => first - second);
  return {
    status,
    seconds,
    probes: latencies.length,
    median: latencies[Math.floor(latencies.length / 2)] ?? 0,
    worst: latencies.at(-1) ?? 0,
    mainCpuShare,
  };
}

console.log(
  `langproc event-loop benchmark: GET /healthz every ${PROBE_INTERVAL_MS} ms during each operation`,
);
console.log(
  `node ${process.version}, ${cpus().length} CPUs, redaction threads ${values['redaction-threads']}`,
);
let over = false;
for (const taskThreads of values['task-threads']!.split(',')) {
  const server = await startServer(taskThreads);
  try {
    // warm-up: start the threads and load espeak-ng, as a running server would have
    for (const operation of OPERATIONS) {
      const small = {
        ...operation,
        body: { ...(operation.body as object), text: 'Hello. My card is blocked.' },
      };
      await perform(server.url, server.token, small);
    }
    console.log(`\ntask threads ${taskThreads}`);
    console.log(
      `${'operation'.padEnd(48)} ${'status'.padStart(6)} ${'time s'.padStart(7)} ${'probes'.padStart(6)} ${'p50 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'main CPU'.padStart(8)}`,
    );
    for (const operation of OPERATIONS) {
      const result = await measure(server, operation);
      const exceeded = result.worst > HEALTHZ_BOUND_MS;
      if (exceeded && Number(taskThreads) > 0) over = true;
      console.log(
        `${operation.name.padEnd(48)} ${String(result.status).padStart(6)} ${result.seconds.toFixed(2).padStart(7)} ${String(result.probes).padStart(6)} ${result.median.toFixed(1).padStart(7)} ${result.worst.toFixed(1).padStart(7)} ${`${Math.round(result.mainCpuShare * 100)}%`.padStart(8)}${exceeded ? `  OVER ${HEALTHZ_BOUND_MS} ms` : ''}`,
      );
    }
  } finally {
    await stopServer(server);
  }
}
console.log(
  `\nload average ${(await import('node:os'))
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
if (values.check && over) {
  console.log(`FAIL: /healthz took over ${HEALTHZ_BOUND_MS} ms while heavy work ran on task threads`);
  process.exit(1);
}
