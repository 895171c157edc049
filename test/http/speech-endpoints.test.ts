// biome-ignore-all lint/suspicious/noExplicitAny: response bodies are untyped JSON, checked by the assertions.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransformersTranscriptionBackend } from '../../backends/transformers/transcription-backend.js';
import { TranscriptionTaskSchema } from '../../src/contract/transcription-task.js';
import { TtsJobRecordSchema } from '../../src/contract/tts-job.js';
import { createDefaultServices } from '../../src/http/default-services.js';
import { sharedEval } from '../shared-eval.js';
import { generateMedia } from '../transcription/generate-media.js';
import { emptyModelsDirectory, startTestServer, type TestServer } from './http-test-server.js';

/**
 * A real speech clip from ../shared/eval when it is there; on a bare clone (no ../shared), a 2 s
 * Ogg tone made with ffmpeg: the fixture model transcribes either, and the assertions hold for both.
 */
const FLEURS = sharedEval(
  'speech/fleurs/fleurs-en-000.ogg',
  'the real FLEURS clip (a generated tone is used)',
);
const CLIP =
  FLEURS ?? (generateMedia(mkdtempSync(path.join(tmpdir(), 'langproc-speech-clip-')))['tone.ogg'] as string);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function poll(route: string, done: (body: any) => boolean): Promise<any> {
  for (;;) {
    const response = await server.call('GET', route);
    if (done(response.body)) return response.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

async function submit(fields: Record<string, string>, token = server.token) {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(CLIP)]), 'fleurs-en-000.ogg');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(`${server.url}/api/v1/api/transcribe`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe('text-to-speech', () => {
  it('POST /api/v1/tts/synthesize answers a PCM WAV file', async () => {
    const response = await fetch(`${server.url}/api/v1/tts/synthesize`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Habari ya asubuhi.', language: 'Swahili' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('x-model-name')).toBe('espeak-ng');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([ascii(bytes, 0, 4), ascii(bytes, 8, 12)]).toEqual(['RIFF', 'WAVE']);
    expect(new DataView(bytes.buffer).getUint16(20, true)).toBe(1); // PCM
  });

  it('queues a job, which completes, and serves its audio to the owner only', async () => {
    const queued = await server.call('POST', '/api/v1/tts/jobs', { text: 'Sawubona.', language: 'Zulu' });
    expect(queued.status).toBe(200);
    expect(queued.body).toEqual({
      job_id: queued.body.job_id,
      status: 'pending',
      poll: `/api/v1/tts/jobs/${queued.body.job_id}`,
    });
    const job = await poll(
      queued.body.poll,
      (body) => body.status === 'completed' || body.status === 'failed',
    );
    expect(TtsJobRecordSchema.parse(job)).toEqual(job);
    expect(job).toMatchObject({
      status: 'completed',
      language: 'Zulu',
      model_name: 'espeak-ng',
      error: null,
    });
    const audio = await fetch(`${server.url}${job.audio_url}`, {
      headers: { authorization: `Bearer ${server.token}` },
    });
    const bytes = new Uint8Array(await audio.arrayBuffer());
    expect(ascii(bytes, 0, 4)).toBe('RIFF');
    const stranger = await server.createToken('tts-stranger');
    expect((await server.call('GET', queued.body.poll, undefined, stranger)).status).toBe(404);
  });
});

describe('transcription', () => {
  it('transcribes a real upload (Ogg/Opus from ../shared/eval/speech) with SRT, language "EN"', async () => {
    const submitted = await submit({ language: 'EN', generate_srt: 'true' });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ srt_requested: true });
    const taskId = submitted.body.task_id;
    const task = await poll(
      `/api/v1/api/status/${taskId}`,
      (body) => body.status === 'completed' || body.status === 'failed',
    );
    expect(TranscriptionTaskSchema.parse(task)).toEqual(task);
    expect(task).toMatchObject({
      task_id: taskId,
      status: 'completed',
      original_filename: 'upload.ogg', // the client's file name is never stored
      language: 'EN',
      model_name: 'whisper-1-transcribe',
      srt_requested: true,
      error: null,
    });
    expect(task.audio_duration).toBeGreaterThan(1);
    expect(task.result_text).toMatch(/^audio of \d+\.\d\d seconds$/u);
    expect(task.srt_content).toMatch(/^1\n00:00:00,000 --> /u);
    // The upload is deleted once processed.
    const media = await fetch(`${server.url}${task.audio_url}`, {
      headers: { authorization: `Bearer ${server.token}` },
    });
    expect(media.status).toBe(404);
  });

  it('defaults to english without SRT', async () => {
    const submitted = await submit({});
    const task = await poll(
      `/api/v1/api/status/${submitted.body.task_id}`,
      (body) => body.status !== 'pending' && body.status !== 'processing',
    );
    expect(task).toMatchObject({
      status: 'completed',
      language: 'english',
      srt_requested: false,
      srt_content: null,
    });
  });

  it('lists the account tasks page by page, newest first, and hides other accounts', async () => {
    const other = await server.createToken('list-owner');
    const ids: number[] = [];
    for (let index = 0; index < 3; index++) ids.push((await submit({}, other)).body.task_id);
    const first = await server.call('GET', '/api/v1/api/tasks?page=1&page_size=2', undefined, other);
    expect(first.status).toBe(200);
    expect({ ...first.body, items: first.body.items.map((task: any) => task.task_id) }).toEqual({
      items: [ids[2], ids[1]],
      page: 1,
      page_size: 2,
      total: 3,
      total_pages: 2,
    });
    const second = await server.call('GET', '/api/v1/api/tasks?page=2&page_size=2', undefined, other);
    expect(second.body.items.map((task: any) => task.task_id)).toEqual([ids[0]]);
    const defaults = await server.call('GET', '/api/v1/api/tasks', undefined, other);
    expect([defaults.body.page, defaults.body.page_size]).toEqual([1, 20]);
    expect((await server.call('GET', `/api/v1/api/status/${ids[0]}`)).status).toBe(404);
    await server.server.queues.onIdle();
  });
});

describe('transcription with a real transformers.js model (tiny Whisper fixture)', () => {
  it('decodes the upload with ffmpeg, runs the model and completes the task', async () => {
    const real = await startTestServer({
      services: createDefaultServices({
        modelsDirectory: emptyModelsDirectory(),
        transcriptionBackend: createTransformersTranscriptionBackend({
          modelsDirectory: 'test/fixtures/models',
          model: 'langproc-fixtures/tiny-random-whisper',
        }),
      }),
    });
    try {
      const form = new FormData();
      form.append('file', new Blob([readFileSync(CLIP)]), 'fleurs-en-000.ogg');
      form.append('generate_srt', 'true');
      const submitted = await fetch(`${real.url}/api/v1/api/transcribe`, {
        method: 'POST',
        headers: { authorization: `Bearer ${real.token}` },
        body: form,
      });
      const { task_id: taskId } = (await submitted.json()) as { task_id: number };
      let task: any;
      for (;;) {
        task = (await real.call('GET', `/api/v1/api/status/${taskId}`)).body;
        if (task.status === 'completed' || task.status === 'failed') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect([task.status, task.error]).toEqual(['completed', null]);
      expect(typeof task.result_text).toBe('string');
      expect(typeof task.srt_content).toBe('string');
      expect(task.audio_duration).toBeGreaterThan(1);
    } finally {
      await real.close();
    }
  });
});

describe('the default transcription services', () => {
  it.each([
    ['whisper-tiny.en-1-transcribe', 'French', 'unsupported_language'],
    ['whisper-tiny.en-1-transcribe', 'English', 'model_not_installed'],
    ['whisper-base-1-transcribe', 'Zulu', 'unsupported_language'],
  ] as const)('check %s in %s at submission: %s', (modelName, language, code) => {
    const services = createDefaultServices({ modelsDirectory: emptyModelsDirectory(), taskThreads: 0 });
    expect(() => services.checkTranscriptionModel?.({ modelName, language })).toThrow(
      expect.objectContaining({ code }),
    );
  });

  it('refuse over HTTP, before queuing, an explicit model that does not cover the language (422)', async () => {
    const real = await startTestServer({
      services: createDefaultServices({ modelsDirectory: emptyModelsDirectory(), taskThreads: 0 }),
    });
    try {
      const form = new FormData();
      form.append('file', new Blob([readFileSync(CLIP)]), 'clip.ogg');
      form.append('language', 'french');
      form.append('model_name', 'whisper-tiny.en-1-transcribe');
      const response = await fetch(`${real.url}/api/v1/api/transcribe`, {
        method: 'POST',
        headers: { authorization: `Bearer ${real.token}` },
        body: form,
      });
      expect(response.status).toBe(422);
      expect(((await response.json()) as any).error).toMatchObject({
        code: 'unsupported_language',
        details: { field: 'language', value: 'French' },
      });
      expect((await real.call('GET', '/api/v1/api/tasks')).body.total).toBe(0);
    } finally {
      await real.close();
    }
  });

  it('load the catalog repository of the routed model (whisper-base → Xenova/whisper-base)', async () => {
    const modelsDirectory = mkdtempSync(path.join(tmpdir(), 'langproc-default-services-'));
    try {
      mkdirSync(path.join(modelsDirectory, 'Xenova'));
      symlinkSync(
        path.resolve('test/fixtures/models/langproc-fixtures/tiny-random-whisper'),
        path.join(modelsDirectory, 'Xenova/whisper-base'),
      );
      const services = createDefaultServices({ modelsDirectory });
      const call = { language: 'English', modelName: 'whisper-1-transcribe' } as const;
      expect(() => services.checkTranscriptionModel?.(call)).not.toThrow();
      const result = await services.transcribe?.({ ...call, audio: CLIP, generateSrt: false });
      expect(result?.modelName).toBe('whisper-1-transcribe');
      expect(result?.durationSeconds).toBeGreaterThan(1);
    } finally {
      rmSync(modelsDirectory, { recursive: true, force: true });
    }
  });
});
