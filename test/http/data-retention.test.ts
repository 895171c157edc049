// biome-ignore-all lint/suspicious/noExplicitAny: response bodies are untyped JSON, checked by the assertions.
/**
 * Personal data at rest: what the data directory holds after processing and after the retention
 * purge, checked by scanning every file of it (database, WAL, uploads, audio) for made-up names
 * sent in texts and in an upload's file name.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_RETENTION_MS,
  MAX_RETENTION_SWEEP_INTERVAL_MS,
  MIN_RETENTION_SWEEP_INTERVAL_MS,
  parseRetention,
  purgeExpiredData,
  retentionSweepIntervalMs,
  startRetentionSweeps,
} from '../../src/http/data-retention.js';
import { openSqliteStore } from '../../src/http/store/sqlite-store.js';
import { fileModes, filesContaining } from './data-directory-scan.js';
import { startTestServer, type TestServer, testServices } from './http-test-server.js';

/** Made-up names, one per place they are sent. */
const IN_SUMMARY = 'Zorblax';
const IN_TTS = 'Hollowmere';
const IN_FILE_NAME = 'Vexdrummond';

const directories: string[] = [];
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

function freshDirectory(): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'langproc-retention-'));
  directories.push(directory);
  return directory;
}

/** One second of a 440 Hz tone, PCM16 mono 16 kHz WAV. */
function toneWav(): Buffer {
  const sampleRate = 16_000;
  const samples = Buffer.alloc(sampleRate * 2);
  for (let index = 0; index < sampleRate; index++) {
    samples.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * index) / sampleRate)), index * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

async function upload(test: TestServer, fileName: string, fields: Record<string, string> = {}): Promise<any> {
  const form = new FormData();
  form.append('file', new Blob([toneWav()]), fileName);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(`${test.url}/api/v1/api/transcribe`, {
    method: 'POST',
    headers: { authorization: `Bearer ${test.token}` },
    body: form,
  });
  expect(response.status).toBe(200);
  return response.json();
}

describe('personal data at rest', () => {
  it('keeps no TTS text, upload or file name once processed, only results; the purge deletes those too', async () => {
    server = await startTestServer({ dataDirectory: freshDirectory() });
    const { dataDirectory } = server;
    const summary = await server.call('POST', '/api/v1/text/summarize', {
      text: `Customer: ${IN_SUMMARY} Okafor here, my card was charged twice for the same order.`,
      language: 'English',
    });
    expect(summary.status).toBe(200);
    expect(summary.body.result).toContain(IN_SUMMARY);
    const translation = await server.call('POST', '/api/v1/text/translate', {
      text: `Sunana ${IN_SUMMARY}.`,
      source_language: 'Hausa',
      target_language: 'English',
    });
    expect(translation.status).toBe(200);
    const tts = await server.call('POST', '/api/v1/tts/jobs', {
      text: `Sawubona ${IN_TTS}.`,
      language: 'Zulu',
    });
    const task = await upload(server, `${IN_FILE_NAME}-call.wav`);
    await server.server.queues.onIdle();

    const ttsJob = await server.call('GET', `/api/v1/tts/jobs/${tts.body.job_id}`);
    const transcription = await server.call('GET', `/api/v1/api/status/${task.task_id}`);
    expect([ttsJob.body.status, transcription.body.status]).toEqual(['completed', 'completed']);
    expect(transcription.body.original_filename).toBe('upload.wav');
    expect((await server.call('GET', `/api/v1/api/tasks/${task.task_id}/audio`)).status).toBe(404);
    // Processed: the inputs are gone from every file; the results are kept until they expire.
    expect(filesContaining(dataDirectory, IN_TTS)).toEqual([]);
    expect(filesContaining(dataDirectory, IN_FILE_NAME)).toEqual([]);
    expect(readdirSync(path.join(dataDirectory, 'uploads'))).toEqual([]);
    expect(filesContaining(dataDirectory, IN_SUMMARY).length).toBeGreaterThan(0);
    const modes = fileModes(dataDirectory);
    expect(Object.keys(modes)).toContain(`tts/${tts.body.job_id}.wav`);
    for (const [name, mode] of Object.entries(modes)) {
      expect([name, mode]).toEqual([name, name.endsWith('/') ? 0o700 : 0o600]);
    }

    const purged = await purgeExpiredData({
      store: server.server.store,
      retentionMs: DEFAULT_RETENTION_MS,
      now: new Date(Date.now() + DEFAULT_RETENTION_MS + 60_000),
    });
    expect(purged).toMatchObject({ textJobs: 2, ttsJobs: 1, transcriptionTasks: 1 });
    for (const route of [
      `/api/v1/text/jobs/${summary.body.job_id}`,
      `/api/v1/text/jobs/${translation.body.job_id}`,
      `/api/v1/tts/jobs/${tts.body.job_id}`,
      `/api/v1/tts/jobs/${tts.body.job_id}/audio`,
      `/api/v1/api/status/${task.task_id}`,
    ]) {
      const response = await server.call('GET', route);
      expect([route, response.status, response.body.error.code]).toEqual([route, 404, 'not_found']);
    }
    expect((await server.call('GET', '/api/v1/api/tasks')).body.total).toBe(0);
    expect(filesContaining(dataDirectory, IN_SUMMARY)).toEqual([]);
    expect(readdirSync(path.join(dataDirectory, 'tts'))).toEqual([]);
  });

  it('purges expired results and orphaned files when the server starts', async () => {
    const dataDirectory = freshDirectory();
    server = await startTestServer({ dataDirectory });
    const job = await server.call('POST', '/api/v1/text/redact', {
      text: 'Call 0803 123 4567.',
      language: 'English',
    });
    const { token } = server;
    await server.close();
    server = undefined;
    for (const folder of ['uploads', 'tts']) mkdirSync(path.join(dataDirectory, folder), { recursive: true });
    writeFileSync(path.join(dataDirectory, 'uploads', 'left-by-a-crash'), 'x');
    writeFileSync(path.join(dataDirectory, 'tts', '999.wav'), 'x');
    // A task still queued when the process stopped: its upload must survive the tidy-up.
    const queuedUpload = path.join(dataDirectory, 'uploads', 'queued');
    writeFileSync(queuedUpload, toneWav());
    const store = openSqliteStore({ dataDirectory });
    const account = (await store.findAccountByName('primary'))!;
    await store.createTranscriptionTask({
      accountId: account.id,
      uploadPath: queuedUpload,
      mediaType: 'audio/wav',
      languageField: 'english',
      language: 'English',
      modelName: 'whisper-1-transcribe',
      srtRequested: false,
    });
    await store.close();
    await new Promise((resolve) => setTimeout(resolve, 5)); // the job is now more than 1 ms old

    const services = testServices();
    const uploadsSeen: boolean[] = [];
    server = await startTestServer({
      dataDirectory,
      retentionMs: 1,
      services: {
        ...services,
        transcribe: async (options) => {
          uploadsSeen.push(existsSync(String(options.audio)));
          return services.transcribe!(options);
        },
      },
    });
    expect((await server.call('GET', `/api/v1/text/jobs/${job.body.job_id}`, undefined, token)).status).toBe(
      404,
    );
    expect(readdirSync(path.join(dataDirectory, 'tts'))).toEqual([]);
    await server.server.queues.onIdle();
    // The queued task ran on its upload (then deleted it); with a 1 ms retention, its record goes soon after.
    expect(uploadsSeen).toEqual([true]);
    expect(readdirSync(path.join(dataDirectory, 'uploads'))).toEqual([]);
  });

  it('keeps a keep_audio upload and a redacted recording across a restart, then purges both with the task', async () => {
    const dataDirectory = freshDirectory();
    server = await startTestServer({ dataDirectory });
    const kept = await upload(server, 'kept.wav', { keep_audio: 'true', redact_audio: 'true' });
    const dropped = await upload(server, 'dropped.wav', { redact_audio: 'true' });
    await server.server.queues.onIdle();
    const { token } = server;
    await server.close();
    server = undefined;
    const files = () => [
      readdirSync(path.join(dataDirectory, 'uploads')).length,
      readdirSync(path.join(dataDirectory, 'tts')).sort(),
    ];
    const redacted = [kept.task_id, dropped.task_id].map((id) => `transcription-${id}.redacted.wav`).sort();
    expect(files()).toEqual([1, redacted]);

    // the start's tidy-up leaves what the tasks still refer to
    server = await startTestServer({ dataDirectory });
    expect(files()).toEqual([1, redacted]);
    for (const route of [
      `/api/v1/api/tasks/${kept.task_id}/audio`,
      `/api/v1/api/status/${kept.task_id}/redacted-audio`,
      `/api/v1/api/status/${dropped.task_id}/redacted-audio`,
    ]) {
      expect([route, (await server.call('GET', route, undefined, token)).status]).toEqual([route, 200]);
    }
    expect(
      (await server.call('GET', `/api/v1/api/tasks/${dropped.task_id}/audio`, undefined, token)).status,
    ).toBe(404);
    const purged = await purgeExpiredData({
      store: server.server.store,
      retentionMs: DEFAULT_RETENTION_MS,
      now: new Date(Date.now() + DEFAULT_RETENTION_MS + 60_000),
    });
    expect(purged).toMatchObject({ transcriptionTasks: 2 });
    expect(files()).toEqual([0, []]);
  });

  it('sweeps periodically', async () => {
    const store = openSqliteStore({ dataDirectory: freshDirectory() });
    const account = await store.createAccount({ name: 'sweep', balance: 1 });
    const job = await store.createTtsJob({ accountId: account.id, language: 'Zulu', text: 'x' });
    await store.startTtsJob(job.job_id);
    await store.failTtsJob(job.job_id, 'backend_failure: no');
    const sweeps = startRetentionSweeps({
      store,
      retentionMs: 2,
      onError: (error) => expect(error).toBeUndefined(),
    });
    while ((await store.getTtsJob({ accountId: account.id, jobId: job.job_id })) !== undefined) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await sweeps.stop();
    await store.close();
  });
});

describe('parseRetention', () => {
  it.each([
    ['7d', 604_800_000],
    ['36h', 129_600_000],
    ['90m', 5_400_000],
    ['3600s', 3_600_000],
    [' 1d ', 86_400_000],
  ])('%j is %i ms', (value, expected) => {
    expect(parseRetention(value)).toBe(expected);
  });

  it.each(['', '7', '0d', '-1d', '1.5h', '7 days', '1w', '10000000000s'])('refuses %j', (value) => {
    expect(() => parseRetention(value)).toThrow(/Expected a retention like 7d/u);
  });

  it('sweeps every half retention, at most every 10 minutes and at least every second', () => {
    expect(DEFAULT_RETENTION_MS).toBe(parseRetention('7d'));
    expect(retentionSweepIntervalMs(DEFAULT_RETENTION_MS)).toBe(MAX_RETENTION_SWEEP_INTERVAL_MS);
    expect(retentionSweepIntervalMs(parseRetention('10m'))).toBe(300_000);
    expect(retentionSweepIntervalMs(1)).toBe(MIN_RETENTION_SWEEP_INTERVAL_MS);
  });
});
