// biome-ignore-all lint/suspicious/noExplicitAny: response bodies are untyped JSON, checked by the assertions.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createAccountWithKey } from '../../src/http/api-keys.js';
import { openSqliteStore } from '../../src/http/store/sqlite-store.js';

const FIXTURE = new URL('./fixtures/restartable-server.ts', import.meta.url).pathname;
const dataDirectory = mkdtempSync(path.join(tmpdir(), 'langproc-restart-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDirectory, { recursive: true, force: true });
});

async function startChild(delayMilliseconds: number): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', FIXTURE, '--data-dir', dataDirectory, '--delay', String(delayMilliseconds)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => candidate.startsWith('http://'));
      if (line !== undefined) resolve(line.trim());
    });
    child.once('exit', (code) => reject(new Error(`server exited early with ${code}`)));
  });
  return { child, url };
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

describe('restart survival', () => {
  it('resumes queued and interrupted TTS jobs after SIGKILL, keeps acknowledged text jobs, and finishes running work on SIGTERM', async () => {
    const store = openSqliteStore({ dataDirectory });
    const { token } = await createAccountWithKey(store, { name: 'restart', balance: 100 });
    await store.close();
    const call = async (url: string, method: string, route: string, body?: unknown) => {
      const response = await fetch(url + route, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as any;
    };
    const waitFor = async (url: string, route: string, done: (body: any) => boolean) => {
      for (;;) {
        const body = await call(url, 'GET', route);
        if (done(body)) return body;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    // First process: slow synthesis; three jobs queued, the first one running, then SIGKILL.
    const first = await startChild(60_000);
    const translated = await call(first.url, 'POST', '/api/v1/text/translate', {
      text: 'Sannu.',
      source_language: 'Hausa',
      target_language: 'English',
    });
    const ids: number[] = [];
    for (const text of ['Moja.', 'Mbili.', 'Tatu.']) {
      ids.push((await call(first.url, 'POST', '/api/v1/tts/jobs', { text, language: 'Swahili' })).job_id);
    }
    await waitFor(first.url, `/api/v1/tts/jobs/${ids[0]}`, (body) => body.status === 'processing');
    expect((await call(first.url, 'GET', `/api/v1/tts/jobs/${ids[1]}`)).status).toBe('pending');
    first.child.kill('SIGKILL');
    await exited(first.child);

    // Second process: everything acknowledged is there and the queue runs to the end.
    const second = await startChild(0);
    const job = await call(second.url, 'GET', `/api/v1/text/jobs/${translated.job_id}`);
    expect({ status: job.status, result: job.result }).toEqual({
      status: 'completed',
      result: translated.result,
    });
    const statuses = [];
    for (const id of ids) {
      statuses.push(
        (
          await waitFor(
            second.url,
            `/api/v1/tts/jobs/${id}`,
            (body) => body.status === 'completed' || body.status === 'failed',
          )
        ).status,
      );
    }
    expect(statuses).toEqual(['completed', 'completed', 'completed']);
    second.child.kill('SIGTERM');
    await exited(second.child);

    // Third process: graceful shutdown lets a running job finish before exit.
    const third = await startChild(300);
    const late = (await call(third.url, 'POST', '/api/v1/tts/jobs', { text: 'Nne.', language: 'Swahili' }))
      .job_id;
    await waitFor(third.url, `/api/v1/tts/jobs/${late}`, (body) => body.status === 'processing');
    third.child.kill('SIGTERM');
    await exited(third.child);
    const reopened = openSqliteStore({ dataDirectory });
    try {
      const account = (await reopened.findAccountByName('restart'))!;
      expect((await reopened.getTtsJob({ accountId: account.id, jobId: late }))?.status).toBe('completed');
    } finally {
      await reopened.close();
    }
  });
});
