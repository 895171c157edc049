import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../src/http/store/sqlite-store.js';
import type { Store, TextJobInput } from '../../src/http/store/store.js';

const directories: string[] = [];
function freshDirectory(): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'langproc-store-'));
  directories.push(directory);
  return directory;
}
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

function job(accountId: number, cost: number): TextJobInput {
  return {
    accountId,
    jobType: 'redact',
    status: 'completed',
    domain: 'general',
    sourceLanguage: 'English',
    targetLanguage: null,
    style: null,
    result: 'done',
    resultStructured: null,
    error: null,
    missingRanges: [],
    modelName: 'rules',
    processingTime: 0.001,
    route: 'single_pass',
    units: { total: 1, succeeded: 1, failed: 0 },
    usage: { calls: 1, prompt_tokens: 1, completion_tokens: 1, total_tokens: 2, cost },
  };
}

describe('openSqliteStore', () => {
  it('debits in the job transaction and refuses jobs the balance cannot pay, within one batch', async () => {
    const store = openSqliteStore({ dataDirectory: freshDirectory() });
    const account = await store.createAccount({ name: 'a', balance: 1 });
    const outcomes = await Promise.allSettled([
      store.recordTextJob(job(account.id, 0.6)),
      store.recordTextJob(job(account.id, 0.6)),
      store.recordTextJob(job(account.id, 0.4)),
    ]);
    expect(
      outcomes.map((outcome) =>
        outcome.status === 'fulfilled' ? outcome.value : (outcome.reason as { code: string }).code,
      ),
    ).toEqual([{ jobId: 1, balance: 0.4 }, 'insufficient_balance', { jobId: 2, balance: 0 }]);
    await store.close();
  });

  it('keeps everything across reopening, and fails work interrupted maxAttempts times', async () => {
    const dataDirectory = freshDirectory();
    let store: Store = openSqliteStore({ dataDirectory });
    const account = await store.createAccount({ name: 'b', balance: 5 });
    const tts = await store.createTtsJob({ accountId: account.id, language: 'Zulu', text: 'Sawubona' });
    const reports = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await store.startTtsJob(tts.job_id))?.attempts).toBe(attempt + 1);
      await store.close(); // the process "dies" while the job is processing
      store = openSqliteStore({ dataDirectory });
      reports.push(await store.recoverInterruptedWork({ maxAttempts: 3 }));
    }
    expect(reports).toEqual([
      { requeued: 1, failed: 0 },
      { requeued: 1, failed: 0 },
      { requeued: 0, failed: 1 },
    ]);
    const failed = await store.getTtsJob({ accountId: account.id, jobId: tts.job_id });
    expect([failed?.status, failed?.error]).toEqual([
      'failed',
      'Interrupted by a server restart 3 times; not retried again.',
    ]);
    expect(await store.listPendingWork('tts')).toEqual([]);
    await store.close();
  });

  it('refuses a second owner of the same data directory', async () => {
    const dataDirectory = freshDirectory();
    const store = openSqliteStore({ dataDirectory });
    expect(() => openSqliteStore({ dataDirectory })).toThrow(/in use by process/u);
    await store.close();
    const again = openSqliteStore({ dataDirectory });
    await again.close();
  });
});
