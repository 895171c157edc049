import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GROUP_COMMIT_INTERVAL_MS, openSqliteStore } from '../../src/http/store/sqlite-store.js';
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

  it('debits each account of a mixed batch in order and records failed jobs at no cost', async () => {
    const store = openSqliteStore({ dataDirectory: freshDirectory() });
    const first = await store.createAccount({ name: 'first', balance: 1 });
    const second = await store.createAccount({ name: 'second', balance: 0.5 });
    const failed: TextJobInput = { ...job(second.id, 0), status: 'failed', usage: null, error: 'boom' };
    const outcomes = await Promise.allSettled([
      store.recordTextJob(job(first.id, 0.25)),
      store.recordTextJob(job(second.id, 0.5)),
      store.recordTextJob(job(first.id, 0.25)),
      store.recordTextJob(job(second.id, 0.01)),
      store.recordTextJob(failed),
      store.recordTextJob(job(9999, 0)),
    ]);
    expect(
      outcomes.map((outcome) =>
        outcome.status === 'fulfilled' ? outcome.value : (outcome.reason as { code: string }).code,
      ),
    ).toEqual([
      { jobId: 1, balance: 0.75 },
      { jobId: 2, balance: 0 },
      { jobId: 3, balance: 0.5 },
      'insufficient_balance',
      { jobId: 4, balance: 0 },
      'insufficient_balance',
    ]);
    expect((await store.findAccountByName('first'))?.balance).toBe(0.5);
    expect((await store.findAccountByName('second'))?.balance).toBe(0);
    expect((await store.getTextJob({ accountId: second.id, jobId: 4 }))?.status).toBe('failed');
    await store.close();
  });

  it('answers token lookups with the balance left by the latest commit', async () => {
    const store = openSqliteStore({ dataDirectory: freshDirectory() });
    const account = await store.createAccount({ name: 'c', balance: 2 });
    await store.addApiKey({ accountId: account.id, tokenHash: 'digest' });
    expect((await store.findAccountByTokenHash('digest'))?.balance).toBe(2);
    await store.recordTextJob(job(account.id, 0.5));
    expect((await store.findAccountByTokenHash('digest'))?.balance).toBe(1.5);
    await store.adjustBalance({ accountId: account.id, amount: 1 });
    expect(await store.findAccountByTokenHash('digest')).toEqual({ ...account, balance: 2.5 });
    await Promise.allSettled([
      store.recordTextJob(job(account.id, 2)),
      store.recordTextJob(job(account.id, 1)),
    ]);
    expect((await store.findAccountByTokenHash('digest'))?.balance).toBe(0.5);
    expect(await store.findAccountByTokenHash('unknown')).toBeUndefined();
    await store.close();
  });

  it('stores results byte for byte, whatever their characters', async () => {
    const dataDirectory = freshDirectory();
    let store: Store = openSqliteStore({ dataDirectory });
    const account = await store.createAccount({ name: 'd', balance: 1 });
    const results = ['', 'plain', 'Ọmọ́ Ìbàdàn 😀 ጤና ይስጥልኝ مرحبا', 'line\nbreak\ttab', 'x'.repeat(100_000)];
    const ids = await Promise.all(
      results.map((result) => store.recordTextJob({ ...job(account.id, 0), result })),
    );
    await store.close();
    store = openSqliteStore({ dataDirectory });
    for (const [index, { jobId }] of ids.entries()) {
      expect((await store.getTextJob({ accountId: account.id, jobId }))?.result).toBe(results[index]);
    }
    await store.close();
  });

  it('commits a job at once when idle, holds later ones for the next group commit, and commits them on close', async () => {
    const dataDirectory = freshDirectory();
    let store: Store = openSqliteStore({ dataDirectory, groupCommitIntervalMs: 60_000 });
    const account = await store.createAccount({ name: 'e', balance: 1 });
    // The store is idle: this resolves on the next turn, not after the interval.
    expect(await store.recordTextJob(job(account.id, 0.5))).toEqual({ jobId: 1, balance: 0.5 });
    let settled = false;
    const later = Promise.all([
      store.recordTextJob(job(account.id, 0.25)),
      store.recordTextJob(job(account.id, 0.25)),
    ]).finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    await store.close();
    expect(await later).toEqual([
      { jobId: 2, balance: 0.25 },
      { jobId: 3, balance: 0 },
    ]);
    store = openSqliteStore({ dataDirectory });
    expect((await store.getTextJob({ accountId: account.id, jobId: 3 }))?.status).toBe('completed');
    expect((await store.findAccountByName('e'))?.balance).toBe(0);
    await store.close();
  });

  it('refuses a group commit interval below 0 and leaves the directory free', async () => {
    const dataDirectory = freshDirectory();
    expect(() => openSqliteStore({ dataDirectory, groupCommitIntervalMs: -1 })).toThrow(/at least 0/u);
    expect(GROUP_COMMIT_INTERVAL_MS).toBeGreaterThan(0);
    await openSqliteStore({ dataDirectory }).close();
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

  it('keeps reservedBalance from exact debits and lets an up-to-balance debit take what is left', async () => {
    const store = openSqliteStore({ dataDirectory: freshDirectory() });
    const account = await store.createAccount({ name: 'a', balance: 1 });
    const partial: TextJobInput = { ...job(account.id, 0.5), status: 'failed', error: 'aborted: gone' };
    const outcomes = await Promise.allSettled([
      store.recordTextJob({ ...job(account.id, 0.5), reservedBalance: 0.6 }),
      store.recordTextJob({ ...job(account.id, 0.4), reservedBalance: 0.6 }),
      store.recordTextJob({ ...partial, debit: 'up-to-balance' }),
      store.recordTextJob({ ...partial, debit: 'up-to-balance' }),
    ]);
    expect(
      outcomes.map((outcome) =>
        outcome.status === 'fulfilled' ? outcome.value : (outcome.reason as { code: string }).code,
      ),
    ).toEqual([
      'insufficient_balance',
      { jobId: 1, balance: 0.6 },
      { jobId: 2, balance: 0.1 },
      { jobId: 3, balance: 0 },
    ]);
    // a partial job is charged like a completed one, and records the cost it could pay
    expect((await store.getTextJob({ accountId: account.id, jobId: 2 }))?.usage?.cost).toBe(0.5);
    expect((await store.getTextJob({ accountId: account.id, jobId: 3 }))?.usage?.cost).toBe(0.1);
    expect((await store.getAccount(account.id))?.balance).toBe(0);
    await store.close();
  });

  it('counts the pending and processing TTS jobs and transcription tasks of an account', async () => {
    const store = openSqliteStore({ dataDirectory: freshDirectory() });
    const account = await store.createAccount({ name: 'a', balance: 1 });
    const other = await store.createAccount({ name: 'b', balance: 1 });
    const first = await store.createTtsJob({ accountId: account.id, language: 'English', text: 'one' });
    await store.createTtsJob({ accountId: account.id, language: 'English', text: 'two' });
    await store.createTtsJob({ accountId: other.id, language: 'English', text: 'three' });
    await store.createTranscriptionTask({
      accountId: account.id,
      originalFilename: 'clip.wav',
      uploadPath: '/nowhere',
      mediaType: 'audio/wav',
      languageField: 'english',
      language: 'English',
      modelName: 'whisper-1-transcribe',
      srtRequested: false,
    });
    expect(await store.countUnfinishedWork(account.id)).toBe(3);
    await store.startTtsJob(first.job_id);
    expect(await store.countUnfinishedWork(account.id)).toBe(3);
    await store.failTtsJob(first.job_id, 'internal_error: x');
    expect([await store.countUnfinishedWork(account.id), await store.countUnfinishedWork(other.id)]).toEqual([
      2, 1,
    ]);
    await store.close();
  });
});
