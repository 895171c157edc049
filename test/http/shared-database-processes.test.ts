// biome-ignore-all lint/suspicious/noExplicitAny: response bodies are untyped JSON, checked by the assertions.
/**
 * Two `serve --no-workers` processes and two worker processes on one PostgreSQL database, over
 * real HTTP: mixed requests through both servers, a worker killed with SIGKILL in the middle of
 * a TTS job, then a server killed with SIGKILL with requests in flight. Every acknowledged job
 * is recorded and completes (the interrupted one by the other worker, once its lease expired),
 * none runs to completion twice, and the debits equal the usage ledger.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestPostgres } from './postgres-test-database.js';

const postgres = await startTestPostgres();
const FIXTURE = new URL('./fixtures/shared-database-process.ts', import.meta.url).pathname;
const CLI = new URL('../../src/cli/main.ts', import.meta.url).pathname;
const dataDirectory = mkdtempSync(path.join(tmpdir(), 'langproc-shared-'));
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await postgres?.stop();
  rmSync(dataDirectory, { recursive: true, force: true });
});

/** Starts a fixture process; resolves its first stdout line. */
async function start(
  role: 'serve' | 'worker',
  databaseUrl: string,
): Promise<{ child: ChildProcess; line: string }> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      FIXTURE,
      ...['--role', role, '--database-url', databaseUrl, '--data-dir', dataDirectory],
      ...['--delay', '800', '--lease', '1000'],
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  const line = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve(output.split('\n')[0]!.trim());
    });
    child.once('exit', (code) => reject(new Error(`${role} exited early with ${code}`)));
  });
  return { child, line };
}

async function rows(databaseUrl: string, sql: string, values: unknown[] = []): Promise<any[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
}

async function call(url: string, token: string, method: string, route: string, body?: unknown) {
  const response = await fetch(url + route, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe.skipIf(postgres === undefined)('two servers and two workers on one PostgreSQL database', () => {
  it('loses no job when a worker is killed mid-job or a server with requests in flight, completes each once, and debits what the ledger records', async () => {
    const databaseUrl = await postgres!.createDatabase();
    await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      CLI,
      'db',
      'migrate',
      '--database-url',
      databaseUrl,
    ]);
    const created = await promisify(execFile)(process.execPath, [
      ...['--import', 'tsx', CLI, 'keys', 'create', '--account', 'mixed', '--balance', '50'],
      ...['--database-url', databaseUrl],
    ]);
    const token = created.stdout.trim().split('\n').at(-1)!;
    expect(token).toMatch(/^lp_/u);
    const [serveA, serveB, workerA, workerB] = await Promise.all([
      start('serve', databaseUrl),
      start('serve', databaseUrl),
      start('worker', databaseUrl),
      start('worker', databaseUrl),
    ]);
    const urls = [serveA.line, serveB.line];
    const requests = Array.from({ length: 40 }, (_, index) =>
      index % 5 === 0
        ? call(urls[index % 2]!, token, 'POST', '/api/v1/tts/jobs', {
            text: `Habari ${index}`,
            language: 'Swahili',
          })
        : call(urls[index % 2]!, token, 'POST', '/api/v1/text/redact', {
            text: `Call +254 712 345 678 about item ${index}.`,
            language: 'English',
          }),
    );
    const answers = await Promise.all(requests);
    const ttsIds = answers
      .filter((answer) => answer.body.poll !== undefined)
      .map((answer) => answer.body.job_id);
    expect(ttsIds).toHaveLength(8);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);

    // kill -9 the worker that runs a job right now
    let owner: string | undefined;
    for (let tries = 0; owner === undefined && tries < 100; tries++) {
      const running = await rows(
        databaseUrl,
        "SELECT lease_owner FROM tts_jobs WHERE status = 'processing' LIMIT 1",
      );
      owner = running[0]?.lease_owner;
      if (owner === undefined) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const victim = [workerA, workerB].find((worker) => worker.line === `worker ${owner}`)!;
    const [interrupted] = await rows(databaseUrl, 'SELECT job_id FROM tts_jobs WHERE lease_owner = $1', [
      owner,
    ]);
    victim.child.kill('SIGKILL');

    let unfinished = ttsIds.length;
    for (let tries = 0; unfinished > 0 && tries < 600; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      unfinished = (
        await rows(databaseUrl, "SELECT job_id FROM tts_jobs WHERE status IN ('pending', 'processing')")
      ).length;
    }
    const jobs = await rows(
      databaseUrl,
      'SELECT job_id, status, attempts, error FROM tts_jobs ORDER BY job_id',
    );
    expect(jobs.map((job) => job.status)).toEqual(ttsIds.map(() => 'completed'));
    expect(jobs.find((job) => Number(job.job_id) === Number(interrupted.job_id))?.attempts).toBe(2);
    for (const id of ttsIds) {
      const polled = await call(urls[1]!, token, 'GET', `/api/v1/tts/jobs/${id}`);
      expect([polled.body.status, polled.body.audio_url]).toEqual([
        'completed',
        `/api/v1/tts/jobs/${id}/audio`,
      ]);
    }
    const audio = await fetch(`${urls[0]}/api/v1/tts/jobs/${ttsIds[0]}/audio`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect([audio.status, audio.headers.get('content-type')]).toEqual([200, 'audio/wav']);

    // kill -9 a server with requests in flight: what it acknowledged is there, and nothing is
    // charged that the ledger does not record
    const inFlight = Array.from({ length: 60 }, (_, index) =>
      index % 15 === 0
        ? call(urls[1]!, token, 'POST', '/api/v1/tts/jobs', { text: `Kwaheri ${index}`, language: 'Swahili' })
        : call(urls[1]!, token, 'POST', '/api/v1/text/redact', {
            text: `Write to amina@example.com about order ${index}.`,
            language: 'English',
          }),
    );
    await new Promise((resolve) => setTimeout(resolve, 40));
    serveB.child.kill('SIGKILL');
    const settled = await Promise.allSettled(inFlight);
    const acknowledged = settled.flatMap((outcome) =>
      outcome.status === 'fulfilled' && outcome.value.status === 200 ? [outcome.value.body] : [],
    );
    const textIds = new Set(
      (await rows(databaseUrl, 'SELECT job_id FROM text_jobs')).map((row) => Number(row.job_id)),
    );
    const queuedIds = new Set(
      (await rows(databaseUrl, 'SELECT job_id FROM tts_jobs')).map((row) => Number(row.job_id)),
    );
    for (const body of acknowledged) {
      expect((body.poll === undefined ? textIds : queuedIds).has(body.job_id)).toBe(true);
    }
    for (let tries = 0; tries < 600; tries++) {
      const open = await rows(
        databaseUrl,
        "SELECT job_id FROM tts_jobs WHERE status IN ('pending', 'processing')",
      );
      if (open.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const finished = await rows(databaseUrl, 'SELECT status, error FROM tts_jobs');
    expect(
      finished.every((job) => job.status === 'completed' || (job.status === 'failed' && job.error !== null)),
    ).toBe(true);

    const [money] = await rows(
      databaseUrl,
      `SELECT (SELECT 5000000000 - balance_units FROM accounts WHERE name = 'mixed')::text AS debited,
        (SELECT coalesce(sum(cost_units), 0) FROM usage_ledger)::text AS recorded,
        (SELECT count(*) FROM usage_ledger WHERE operation <> 'synthesize')::int AS entries,
        (SELECT count(*) FROM text_jobs WHERE usage IS NOT NULL)::int AS charged_jobs,
        (SELECT count(*) FROM usage_ledger WHERE operation = 'synthesize')::int AS synthesis_entries,
        (SELECT count(*) FROM tts_jobs WHERE status = 'completed')::int AS synthesized_jobs`,
    );
    expect(money.debited).toBe(money.recorded);
    expect(money.entries).toBe(money.charged_jobs);
    // each completed TTS job paid once, however often it was interrupted and resumed
    expect(money.synthesis_entries).toBe(money.synthesized_jobs);
    expect(money.entries).toBeGreaterThanOrEqual(32);
  });
});
