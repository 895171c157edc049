import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sqlite from 'node-sqlite3-wasm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openPostgresStore } from '../../src/http/store/postgres-store.js';
import {
  DATABASE_FILE_NAME,
  GROUP_COMMIT_INTERVAL_MS,
  openSqliteStore,
} from '../../src/http/store/sqlite-store.js';
import type { Store, TextJobInput } from '../../src/http/store/store.js';
import { fileModes, filesContaining } from './data-directory-scan.js';
import { startTestPostgres } from './postgres-test-database.js';
import { textJobInput } from './text-job-input.js';

const postgres = await startTestPostgres();
afterAll(() => postgres?.stop());

const directories: string[] = [];
function freshDirectory(): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'langproc-store-'));
  directories.push(directory);
  return directory;
}
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

/** A store implementation under test: where a fresh store lives, and how to open it there. */
interface StoreBackend {
  name: string;
  /** A new, empty location (a data directory, a database URL). */
  location(): Promise<string>;
  open(location: string): Promise<Store>;
}

const backends: StoreBackend[] = [
  {
    name: 'SQLite',
    location: async () => freshDirectory(),
    open: async (dataDirectory) => openSqliteStore({ dataDirectory }),
  },
  ...(postgres === undefined
    ? []
    : [
        {
          name: 'PostgreSQL',
          location: () => postgres.createDatabase(),
          open: (databaseUrl: string) => openPostgresStore({ databaseUrl }),
        },
      ]),
];

describe.each(backends)('the $name store', (backend) => {
  it('debits in the job transaction and refuses jobs the balance cannot pay, within one batch', async () => {
    const store = await backend.open(await backend.location());
    const account = await store.createAccount({ name: 'a', balance: 1 });
    const outcomes = await Promise.allSettled([
      store.recordTextJob(textJobInput(account.id, 0.6)),
      store.recordTextJob(textJobInput(account.id, 0.6)),
      store.recordTextJob(textJobInput(account.id, 0.4)),
    ]);
    expect(
      outcomes.map((outcome) =>
        outcome.status === 'fulfilled' ? outcome.value : (outcome.reason as { code: string }).code,
      ),
    ).toEqual([{ jobId: 1, balance: 0.4 }, 'insufficient_balance', { jobId: 2, balance: 0 }]);
    await store.close();
  });

  it('debits each account of a mixed batch in order and records failed jobs at no cost', async () => {
    const store = await backend.open(await backend.location());
    const first = await store.createAccount({ name: 'first', balance: 1 });
    const second = await store.createAccount({ name: 'second', balance: 0.5 });
    const failed: TextJobInput = {
      ...textJobInput(second.id, 0),
      status: 'failed',
      usage: null,
      error: 'boom',
    };
    const outcomes = await Promise.allSettled([
      store.recordTextJob(textJobInput(first.id, 0.25)),
      store.recordTextJob(textJobInput(second.id, 0.5)),
      store.recordTextJob(textJobInput(first.id, 0.25)),
      store.recordTextJob(textJobInput(second.id, 0.01)),
      store.recordTextJob(failed),
      store.recordTextJob(textJobInput(9999, 0)),
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
    const store = await backend.open(await backend.location());
    const account = await store.createAccount({ name: 'c', balance: 2 });
    await store.addApiKey({ accountId: account.id, tokenHash: 'digest', tokenPrefix: 'lp_abcde' });
    expect((await store.findAccountByTokenHash('digest'))?.balance).toBe(2);
    await store.recordTextJob(textJobInput(account.id, 0.5));
    expect((await store.findAccountByTokenHash('digest'))?.balance).toBe(1.5);
    await store.adjustBalance({ accountId: account.id, amount: 1 });
    expect(await store.findAccountByTokenHash('digest')).toEqual({ ...account, balance: 2.5 });
    await Promise.allSettled([
      store.recordTextJob(textJobInput(account.id, 2)),
      store.recordTextJob(textJobInput(account.id, 1)),
    ]);
    expect((await store.findAccountByTokenHash('digest'))?.balance).toBe(0.5);
    expect(await store.findAccountByTokenHash('unknown')).toBeUndefined();
    await store.close();
  });

  it('stores results byte for byte, whatever their characters', async () => {
    const location = await backend.location();
    let store: Store = await backend.open(location);
    const account = await store.createAccount({ name: 'd', balance: 1 });
    const results = ['', 'plain', 'Ọmọ́ Ìbàdàn 😀 ጤና ይስጥልኝ مرحبا', 'line\nbreak\ttab', 'x'.repeat(100_000)];
    const ids = await Promise.all(
      results.map((result) => store.recordTextJob({ ...textJobInput(account.id, 0), result })),
    );
    await store.close();
    store = await backend.open(location);
    for (const [index, { jobId }] of ids.entries()) {
      expect((await store.getTextJob({ accountId: account.id, jobId }))?.result).toBe(results[index]);
    }
    await store.close();
  });

  it.each([
    ['kokoro-82m', 'kokoro-82m'],
    [undefined, null],
  ] as const)(
    "keeps a TTS job's requested model %s as its model_name and hands it to the worker",
    async (modelName, expected) => {
      const store = await backend.open(await backend.location());
      const account = await store.createAccount({ name: 'voices', balance: 5 });
      const job = await store.createTtsJob({
        accountId: account.id,
        language: 'French',
        text: 'Bonjour.',
        ...(modelName === undefined ? {} : { modelName }),
      });
      expect(job.model_name).toBe(expected);
      expect((await store.startTtsJob(job.job_id))?.modelName).toBe(expected);
      await store.close();
    },
  );

  it('keeps everything across reopening, and fails work interrupted maxAttempts times', async () => {
    const location = await backend.location();
    let store: Store = await backend.open(location);
    const account = await store.createAccount({ name: 'b', balance: 5 });
    const tts = await store.createTtsJob({ accountId: account.id, language: 'Zulu', text: 'Sawubona' });
    const reports = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await store.startTtsJob(tts.job_id))?.attempts).toBe(attempt + 1);
      await store.close(); // the process "dies" while the job is processing
      store = await backend.open(location);
      reports.push(await store.recoverInterruptedWork({ maxAttempts: 3 }));
    }
    expect(reports).toEqual([
      { requeued: 1, failed: 0 },
      { requeued: 1, failed: 0 },
      { requeued: 0, failed: 1 },
    ]);
    const failed = await store.getTtsJob({ accountId: account.id, jobId: tts.job_id });
    expect(failed?.status).toBe('failed');
    expect(failed?.error).toMatch(/^Interrupted .*3 times.*; not retried again\.$/u);
    expect(await store.listPendingWork('tts')).toEqual([]);
    await store.close();
  });

  it('lists, revokes and rotates keys; a revoked token stops authenticating at once, even once cached', async () => {
    const location = await backend.location();
    const store = await backend.open(location);
    const acme = await store.createAccount({ name: 'acme', balance: 1 });
    const other = await store.createAccount({ name: 'other', balance: 1 });
    const first = await store.addApiKey({ accountId: acme.id, tokenHash: 'hash-1', tokenPrefix: 'lp_11111' });
    const second = await store.addApiKey({
      accountId: other.id,
      tokenHash: 'hash-2',
      tokenPrefix: 'lp_22222',
    });
    expect(first).toEqual({
      id: first.id,
      accountId: acme.id,
      accountName: 'acme',
      tokenPrefix: 'lp_11111',
      createdAt: first.createdAt,
      revokedAt: null,
    });
    expect((await store.listApiKeys()).map((key) => key.id)).toEqual([first.id, second.id]);
    expect(await store.listApiKeys({ accountId: other.id })).toEqual([second]);

    expect((await store.findAccountByTokenHash('hash-1'))?.name).toBe('acme'); // now cached
    const revoked = await store.revokeApiKey(first.id);
    expect(revoked?.revokedAt).toMatch(/^\d{4}-\d\d-\d\dT/u);
    expect(await store.findAccountByTokenHash('hash-1')).toBeUndefined();
    expect(await store.revokeApiKey(first.id)).toEqual(revoked); // already revoked: unchanged
    expect(await store.revokeApiKey(999)).toBeUndefined();
    await expect(
      store.rotateApiKey({ keyId: first.id, tokenHash: 'hash-3', tokenPrefix: 'lp_33333' }),
    ).rejects.toMatchObject({ code: 'invalid_input' });

    expect((await store.findAccountByTokenHash('hash-2'))?.name).toBe('other'); // now cached
    const rotated = await store.rotateApiKey({
      keyId: second.id,
      tokenHash: 'hash-4',
      tokenPrefix: 'lp_44444',
    });
    expect(rotated).toMatchObject({ accountId: other.id, tokenPrefix: 'lp_44444', revokedAt: null });
    expect(await store.findAccountByTokenHash('hash-2')).toBeUndefined();
    expect((await store.findAccountByTokenHash('hash-4'))?.name).toBe('other');
    expect(
      await store.rotateApiKey({ keyId: 999, tokenHash: 'hash-5', tokenPrefix: 'lp_55555' }),
    ).toBeUndefined();
    await store.close();

    const reopened = await backend.open(location);
    expect((await reopened.listApiKeys()).map((key) => [key.id, key.revokedAt === null])).toEqual([
      [first.id, false],
      [second.id, false],
      [rotated!.id, true],
    ]);
    expect(await reopened.findAccountByTokenHash('hash-1')).toBeUndefined();
    await reopened.close();
  });

  it('purges what finished before the cutoff, keeps unfinished work, and lists the files it refers to', async () => {
    const store = await backend.open(await backend.location());
    const account = await store.createAccount({ name: 'p', balance: 5 });
    const ids = { accountId: account.id };
    const { jobId } = await store.recordTextJob(textJobInput(account.id, 0.5));
    const done = await store.createTtsJob({ ...ids, language: 'Zulu', text: 'one' });
    await store.startTtsJob(done.job_id);
    await store.completeTtsJob(done.job_id, {
      modelName: 'm',
      audioPath: '/data/tts/1.wav',
      audioDuration: 1,
      processingTime: 1,
    });
    const waiting = await store.createTtsJob({ ...ids, language: 'Zulu', text: 'two' });
    const task = {
      ...ids,
      mediaType: 'audio/ogg',
      languageField: 'en',
      language: 'English',
      modelName: 'w',
    } as const;
    const transcribed = await store.createTranscriptionTask({
      ...task,
      uploadPath: '/data/uploads/a',
      srtRequested: false,
    });
    await store.startTranscriptionTask(transcribed.task_id);
    await store.failTranscriptionTask(transcribed.task_id, 'audio_decode_failed: no');
    const queued = await store.createTranscriptionTask({
      ...task,
      uploadPath: '/data/uploads/b',
      srtRequested: true,
    });
    expect(queued.original_filename).toBe('upload.ogg');
    expect(await store.listReferencedFiles()).toEqual({
      uploadPaths: ['/data/uploads/b'],
      audioPaths: ['/data/tts/1.wav'],
    });

    const past = new Date(Date.parse(done.created_at) - 60_000);
    expect(await store.purgeExpired({ finishedBefore: past })).toEqual({
      textJobs: 0,
      ttsJobs: 0,
      transcriptionTasks: 0,
      audioPaths: [],
      uploadPaths: [],
    });
    expect(await store.purgeExpired({ finishedBefore: new Date(Date.now() + 60_000) })).toEqual({
      textJobs: 1,
      ttsJobs: 1,
      transcriptionTasks: 1,
      audioPaths: ['/data/tts/1.wav'],
      uploadPaths: ['/data/uploads/a'],
    });
    expect(await store.getTextJob({ ...ids, jobId })).toBeUndefined();
    expect(await store.getTtsJob({ ...ids, jobId: done.job_id })).toBeUndefined();
    expect(await store.getTranscriptionTask({ ...ids, taskId: transcribed.task_id })).toBeUndefined();
    expect((await store.getTtsJob({ ...ids, jobId: waiting.job_id }))?.status).toBe('pending');
    expect(
      (await store.listTranscriptionTasks({ ...ids, page: 1, pageSize: 10 })).items.map(
        (item) => item.task_id,
      ),
    ).toEqual([queued.task_id]);
    expect((await store.findAccountByName('p'))?.balance).toBe(4.5); // the ledger and balance stay
    await store.close();
  });

  it('keeps reservedBalance from exact debits and lets an up-to-balance debit take what is left', async () => {
    const store = await backend.open(await backend.location());
    const account = await store.createAccount({ name: 'a', balance: 1 });
    const partial: TextJobInput = {
      ...textJobInput(account.id, 0.5),
      status: 'failed',
      error: 'aborted: gone',
    };
    const outcomes = await Promise.allSettled([
      store.recordTextJob({ ...textJobInput(account.id, 0.5), reservedBalance: 0.6 }),
      store.recordTextJob({ ...textJobInput(account.id, 0.4), reservedBalance: 0.6 }),
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

  it('keeps the redact_audio and keep_audio flags and the redacted audio, and purges them with the task', async () => {
    const store = await backend.open(await backend.location());
    const { id: accountId } = await store.createAccount({ name: 'a', balance: 1 });
    const other = await store.createAccount({ name: 'b', balance: 1 });
    const fields = {
      accountId,
      mediaType: 'audio/wav',
      languageField: 'english',
      language: 'English',
      modelName: 'whisper-1-transcribe',
      srtRequested: true,
    } as const;
    const plain = await store.createTranscriptionTask({ ...fields, uploadPath: '/data/uploads/plain' });
    const redacted = await store.createTranscriptionTask({
      ...fields,
      uploadPath: '/data/uploads/kept',
      redactAudio: true,
      keepAudio: true,
    });
    expect([plain.redact_audio, plain.keep_audio, plain.redacted_audio_url]).toEqual([false, false, null]);
    expect([redacted.redact_audio, redacted.keep_audio, redacted.redacted_audio_url]).toEqual([
      true,
      true,
      `/api/v1/api/status/${redacted.task_id}/redacted-audio`,
    ]);
    const work = await store.startTranscriptionTask(redacted.task_id);
    expect(work).toMatchObject({ redactAudio: true, keepAudio: true });
    expect(work?.audioRedaction).toBeUndefined();
    await store.completeTranscriptionTask(redacted.task_id, {
      modelName: 'whisper-1-transcribe',
      audioDuration: 2,
      processingTime: 1,
      resultText: 'my number is [PHONE_NUMBER]',
      srtContent: null,
      redactedAudioPath: '/data/tts/transcription-2.redacted.wav',
    });
    expect(await store.getTranscriptionUpload({ accountId, taskId: redacted.task_id })).toEqual({
      path: '/data/uploads/kept',
      mediaType: 'audio/wav',
      keepAudio: true,
      redactedAudioPath: '/data/tts/transcription-2.redacted.wav',
    });
    expect(await store.getTranscriptionUpload({ accountId: other.id, taskId: redacted.task_id })).toBe(
      undefined,
    );
    // the kept upload of a finished task is still referenced, the plain pending one too
    expect(await store.listReferencedFiles()).toEqual({
      uploadPaths: ['/data/uploads/plain', '/data/uploads/kept'],
      audioPaths: ['/data/tts/transcription-2.redacted.wav'],
    });
    expect(await store.purgeExpired({ finishedBefore: new Date(Date.now() + 60_000) })).toEqual({
      textJobs: 0,
      ttsJobs: 0,
      transcriptionTasks: 1,
      audioPaths: ['/data/tts/transcription-2.redacted.wav'],
      uploadPaths: ['/data/uploads/kept'],
    });
    // the upload's mode, padding, mask_gaps and entities are kept for the worker
    const settings = await store.createTranscriptionTask({
      ...fields,
      uploadPath: '/data/uploads/settings',
      redactAudio: true,
      audioRedaction: { mode: 'silence', padding: 0.25, maskGaps: false, entities: ['CARD_NUMBER', 'EMAIL'] },
    });
    expect((await store.startTranscriptionTask(settings.task_id))?.audioRedaction).toEqual({
      mode: 'silence',
      padding: 0.25,
      maskGaps: false,
      entities: ['CARD_NUMBER', 'EMAIL'],
    });
    await store.close();
  });

  it('debits audio usage exactly, keeping reservedBalance, and refuses what the balance cannot pay', async () => {
    const store = await backend.open(await backend.location());
    const account = await store.createAccount({ name: 'a', balance: 0.01 });
    const usage = (cost: number) => ({
      calls: 1,
      prompt_tokens: 0,
      completion_tokens: 0,
      total_tokens: 0,
      cost,
    });
    expect(
      await store.recordAudioUsage({
        accountId: account.id,
        operation: 'transcribe',
        jobId: 1,
        usage: usage(0.006),
      }),
    ).toEqual({ balance: 0.004 });
    const refusals = await Promise.allSettled([
      store.recordAudioUsage({
        accountId: account.id,
        operation: 'synthesize',
        jobId: 0,
        usage: usage(0.005),
      }),
      store.recordAudioUsage({
        accountId: account.id,
        operation: 'redact_audio',
        jobId: 2,
        usage: usage(0.003),
        reservedBalance: 0.002,
      }),
    ]);
    expect(
      refusals.map((outcome) => (outcome.status === 'rejected' ? outcome.reason.code : 'debited')),
    ).toEqual(['insufficient_balance', 'insufficient_balance']);
    expect(
      await store.recordAudioUsage({
        accountId: account.id,
        operation: 'redact_audio',
        jobId: 2,
        usage: usage(0.004),
      }),
    ).toEqual({ balance: 0 });
    // charged once: a resumed task (same operation and id) does not pay again
    expect(
      await store.recordAudioUsage({
        accountId: account.id,
        operation: 'transcribe',
        jobId: 1,
        usage: usage(0.006),
      }),
    ).toEqual({ balance: 0 });
    expect((await store.getAccount(account.id))?.balance).toBe(0);
    await store.close();
  });

  it('counts the pending and processing TTS jobs and transcription tasks of an account', async () => {
    const store = await backend.open(await backend.location());
    const account = await store.createAccount({ name: 'a', balance: 1 });
    const other = await store.createAccount({ name: 'b', balance: 1 });
    const first = await store.createTtsJob({ accountId: account.id, language: 'English', text: 'one' });
    await store.createTtsJob({ accountId: account.id, language: 'English', text: 'two' });
    await store.createTtsJob({ accountId: other.id, language: 'English', text: 'three' });
    await store.createTranscriptionTask({
      accountId: account.id,
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

describe('openSqliteStore', () => {
  it('commits a job at once when idle, holds later ones for the next group commit, and commits them on close', async () => {
    const dataDirectory = freshDirectory();
    let store: Store = openSqliteStore({ dataDirectory, groupCommitIntervalMs: 60_000 });
    const account = await store.createAccount({ name: 'e', balance: 1 });
    // The store is idle: this resolves on the next turn, not after the interval.
    expect(await store.recordTextJob(textJobInput(account.id, 0.5))).toEqual({ jobId: 1, balance: 0.5 });
    let settled = false;
    const later = Promise.all([
      store.recordTextJob(textJobInput(account.id, 0.25)),
      store.recordTextJob(textJobInput(account.id, 0.25)),
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

  it('refuses a second owner of the same data directory', async () => {
    const dataDirectory = freshDirectory();
    const store = openSqliteStore({ dataDirectory });
    expect(() => openSqliteStore({ dataDirectory })).toThrow(/in use by process/u);
    await store.close();
    const again = openSqliteStore({ dataDirectory });
    await again.close();
  });

  it('erases the text of TTS jobs from every file once they complete, fail or are failed by recovery', async () => {
    const dataDirectory = freshDirectory();
    let store = openSqliteStore({ dataDirectory });
    const account = await store.createAccount({ name: 'w', balance: 1 });
    const texts = ['Quimbyfeather completes.', 'Quimbyfeather fails.', 'Quimbyfeather is interrupted.'];
    const jobs = [];
    for (const text of texts)
      jobs.push(await store.createTtsJob({ accountId: account.id, language: 'Zulu', text }));
    expect(filesContaining(dataDirectory, 'Quimbyfeather')).toContain(`${DATABASE_FILE_NAME}-wal`);
    await store.startTtsJob(jobs[0]!.job_id);
    await store.completeTtsJob(jobs[0]!.job_id, {
      modelName: 'm',
      audioPath: 'a.wav',
      audioDuration: 1,
      processingTime: 1,
    });
    await store.startTtsJob(jobs[1]!.job_id);
    await store.failTtsJob(jobs[1]!.job_id, 'backend_failure: no');
    for (let attempt = 0; attempt < 3; attempt++) {
      await store.startTtsJob(jobs[2]!.job_id);
      await store.close(); // the process "dies" while the job is processing
      store = openSqliteStore({ dataDirectory });
      await store.recoverInterruptedWork({ maxAttempts: 3 });
    }
    expect((await store.getTtsJob({ accountId: account.id, jobId: jobs[2]!.job_id }))?.status).toBe('failed');
    expect(filesContaining(dataDirectory, 'Quimbyfeather')).toEqual([]);
    expect(fileModes(dataDirectory)).toMatchObject({
      [DATABASE_FILE_NAME]: 0o600,
      [`${DATABASE_FILE_NAME}-wal`]: 0o600,
      [`${DATABASE_FILE_NAME}.owner`]: 0o600,
    });
    await store.close();
  });

  it('upgrades a database of the previous version: new columns, and no upload file name kept', async () => {
    const dataDirectory = freshDirectory();
    mkdirSync(dataDirectory, { recursive: true });
    const old = new sqlite.Database(path.join(dataDirectory, DATABASE_FILE_NAME));
    old.exec(`
      CREATE TABLE accounts (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL UNIQUE,
        balance_units INTEGER NOT NULL, created_at TEXT NOT NULL);
      CREATE TABLE api_keys (id INTEGER PRIMARY KEY AUTOINCREMENT, account_id INTEGER NOT NULL REFERENCES accounts(id),
        token_hash TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL);
      CREATE TABLE tts_jobs (job_id INTEGER PRIMARY KEY AUTOINCREMENT, account_id INTEGER NOT NULL, status TEXT NOT NULL,
        created_at TEXT NOT NULL, language TEXT NOT NULL, text TEXT, attempts INTEGER NOT NULL DEFAULT 0,
        model_name TEXT, audio_path TEXT, audio_duration REAL, processing_time REAL, error TEXT);
      CREATE TABLE transcription_tasks (task_id INTEGER PRIMARY KEY AUTOINCREMENT, account_id INTEGER NOT NULL,
        status TEXT NOT NULL, created_at TEXT NOT NULL, original_filename TEXT NOT NULL, upload_path TEXT NOT NULL,
        media_type TEXT NOT NULL, language_field TEXT NOT NULL, language TEXT NOT NULL, model_name TEXT NOT NULL,
        srt_requested INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, audio_duration REAL, processing_time REAL,
        result_text TEXT, srt_content TEXT, error TEXT);
      INSERT INTO accounts VALUES (1, 'legacy', 100000000, '2026-01-01T00:00:00.000Z');
      INSERT INTO api_keys VALUES (1, 1, 'legacy-hash', '2026-01-01T00:00:00.000Z');
      INSERT INTO transcription_tasks (account_id, status, created_at, original_filename, upload_path, media_type,
        language_field, language, model_name, srt_requested)
        VALUES (1, 'completed', '2026-01-01T00:00:00.000Z', 'Vexdrummond-call.mp3', '/u/x', 'audio/mpeg', 'en',
        'English', 'w', 0);
    `);
    old.close();
    const store = openSqliteStore({ dataDirectory });
    expect(await store.listApiKeys()).toEqual([
      {
        id: 1,
        accountId: 1,
        accountName: 'legacy',
        tokenPrefix: null,
        createdAt: '2026-01-01T00:00:00.000Z',
        revokedAt: null,
      },
    ]);
    expect((await store.getTranscriptionTask({ accountId: 1, taskId: 1 }))?.original_filename).toBe(
      'upload.mp3',
    );
    expect(filesContaining(dataDirectory, 'Vexdrummond')).toEqual([]);
    expect(await store.purgeExpired({ finishedBefore: new Date('2026-01-02T00:00:00.000Z') })).toMatchObject({
      transcriptionTasks: 1,
    });
    await store.close();
  });
});
