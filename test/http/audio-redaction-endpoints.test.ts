// biome-ignore-all lint/suspicious/noExplicitAny: response bodies are untyped JSON, checked by the assertions.
/**
 * Audio redaction over real HTTP: a transcription upload with `redact_audio=true` (issue 15),
 * with a mock transcription backend that hears a phone number between 3 and 6 seconds of a
 * 10-second, 8 kHz stereo tone.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TranscriptionTaskSchema } from '../../src/contract/transcription-task.js';
import { DEFAULT_RETENTION_MS, purgeExpiredData } from '../../src/http/data-retention.js';
import { createDefaultServices } from '../../src/http/default-services.js';
import { DEFAULT_AUDIO_PRICE_TABLE } from '../../src/http/metering/audio-price-table.js';
import { encodeWav, floatToPcm16 } from '../../src/speech/wav-encoder.js';
import { MockTranscriptionBackend } from '../../src/test/mock-transcription-backend.js';
import { MockTranslationBackend } from '../../src/test/mock-translation-backend.js';
import { emptyModelsDirectory, startTestServer, type TestServer } from './http-test-server.js';

const SAMPLE_RATE = 8000;
const CHANNELS = 2;
const SECONDS = 10;
const SPOKEN = 'my number is 0803 555 1234 thank you';

/** A 440 Hz tone, interleaved over {@link CHANNELS}. */
function toneWav(): Uint8Array {
  const frames = SECONDS * SAMPLE_RATE;
  const samples = new Float32Array(frames * CHANNELS);
  for (let frame = 0; frame < frames; frame++) {
    const value = 0.5 * Math.sin((2 * Math.PI * 440 * frame) / SAMPLE_RATE);
    for (let channel = 0; channel < CHANNELS; channel++) samples[frame * CHANNELS + channel] = value;
  }
  return encodeWav({ pieces: [floatToPcm16(samples)], sampleRate: SAMPLE_RATE, channels: CHANNELS });
}

function readWav(file: Uint8Array): { channels: number; sampleRate: number; samples: Int16Array } {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  return {
    channels: view.getUint16(22, true),
    sampleRate: view.getUint32(24, true),
    samples: new Int16Array(file.slice(44).buffer),
  };
}

const INPUT = toneWav();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    services: createDefaultServices({
      modelsDirectory: emptyModelsDirectory(),
      translationBackend: new MockTranslationBackend(),
      transcriptionBackend: new MockTranscriptionBackend({
        doTranscribe: async ({ audio, sampleRate }) => {
          const seconds = audio.length / sampleRate;
          return { text: SPOKEN, segments: [{ start: 0, end: seconds, text: SPOKEN }], warnings: [] };
        },
      }),
    }),
  });
});
afterAll(async () => {
  await server.close();
});

async function submit(fields: Record<string, string>, token = server.token) {
  const form = new FormData();
  form.append('file', new Blob([INPUT]), 'call.wav');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(`${server.url}/api/v1/api/transcribe`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as any };
}

async function finished(taskId: number, token = server.token): Promise<any> {
  await server.server.queues.onIdle();
  return (await server.call('GET', `/api/v1/api/status/${taskId}`, undefined, token)).body;
}

async function download(route: string, token = server.token) {
  const response = await fetch(`${server.url}${route}`, { headers: { authorization: `Bearer ${token}` } });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('POST /api/v1/api/transcribe with redact_audio=true', () => {
  it('redacts the transcript and SRT and serves the WAV with the phone number silenced, to the owner only', async () => {
    const submitted = await submit({ redact_audio: 'true', generate_srt: 'true' });
    expect(submitted.status).toBe(200);
    const task = await finished(submitted.body.task_id);
    expect(TranscriptionTaskSchema.parse(task)).toEqual(task);
    expect(task).toMatchObject({
      status: 'completed',
      result_text: 'my number is [PHONE_NUMBER] thank you',
      srt_content: '1\n00:00:00,000 --> 00:00:07,000\nmy number is [PHONE_NUMBER] thank you\n',
      redact_audio: true,
      keep_audio: false,
      redacted_audio_url: `/api/v1/api/status/${task.task_id}/redacted-audio`,
      error: null,
    });
    expect(JSON.stringify(task)).not.toContain('0803');

    const { response, bytes } = await download(task.redacted_audio_url);
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'audio/wav']);
    const output = readWav(bytes);
    const original = readWav(INPUT);
    expect([output.sampleRate, output.channels, output.samples.length]).toEqual([
      SAMPLE_RATE,
      CHANNELS,
      original.samples.length,
    ]);
    // Word times are shared by characters within the 0-10 s segment (the mock times segments
    // only): "0803 555 1234" lies in 3.51-7.30 s; the default padding reaches at most 0.15 s
    // further. Bleeped inside, untouched outside.
    const frame = (seconds: number) => Math.round(seconds * SAMPLE_RATE) * CHANNELS;
    expect(Array.from(output.samples.subarray(0, frame(3.3)))).toEqual(
      Array.from(original.samples.subarray(0, frame(3.3))),
    );
    expect(Array.from(output.samples.subarray(frame(7.5)))).toEqual(
      Array.from(original.samples.subarray(frame(7.5))),
    );
    const inside = output.samples.subarray(frame(3.6), frame(7.2));
    const originalInside = original.samples.subarray(frame(3.6), frame(7.2));
    expect(Array.from(inside)).not.toEqual(Array.from(originalInside));
    // the bleep: a 1 kHz tone at a quarter of full scale (the input tone peaks at half)
    const peak = inside.reduce((max, value) => Math.max(max, Math.abs(value)), 0) / 32_768;
    expect(peak).toBeGreaterThan(0.2);
    expect(peak).toBeLessThan(0.26);

    const stranger = await server.createToken('redacted-audio-stranger');
    expect((await download(task.redacted_audio_url, stranger)).response.status).toBe(404);
    expect((await server.call('GET', `/api/v1/api/status/${task.task_id}`, undefined, stranger)).status).toBe(
      404,
    );
    // the raw upload is gone once the task ended
    expect((await download(task.audio_url)).response.status).toBe(404);
    expect(readdirSync(path.join(server.dataDirectory, 'uploads'))).toEqual([]);
  });

  it('answers 404 for a task without redact_audio, whose transcript is not redacted', async () => {
    const submitted = await submit({});
    const task = await finished(submitted.body.task_id);
    expect(task).toMatchObject({
      status: 'completed',
      result_text: SPOKEN,
      redact_audio: false,
      redacted_audio_url: null,
    });
    const response = await server.call('GET', `/api/v1/api/status/${task.task_id}/redacted-audio`);
    expect([response.status, response.body.error.code]).toEqual([404, 'not_found']);
  });

  it('takes mode, padding and mask_gaps: silence over the phone number exactly, nothing around it', async () => {
    const submitted = await submit({
      redact_audio: 'true',
      mode: 'silence',
      padding: '0',
      mask_gaps: 'false',
    });
    expect(submitted.status).toBe(200);
    const task = await finished(submitted.body.task_id);
    expect(task).toMatchObject({ status: 'completed', result_text: 'my number is [PHONE_NUMBER] thank you' });
    const output = readWav((await download(task.redacted_audio_url)).bytes);
    const original = readWav(INPUT);
    const frame = (seconds: number) => Math.round(seconds * SAMPLE_RATE) * CHANNELS;
    // "0803 555 1234" lies in 3.51-7.30 s (characters' share of the 0-10 s segment); no padding
    expect(Array.from(output.samples.subarray(0, frame(3.5)))).toEqual(
      Array.from(original.samples.subarray(0, frame(3.5))),
    );
    expect(Array.from(output.samples.subarray(frame(7.31)))).toEqual(
      Array.from(original.samples.subarray(frame(7.31))),
    );
    expect(output.samples.subarray(frame(3.6), frame(7.2)).every((value) => value === 0)).toBe(true);
  });

  it('masks only the types named in entities (comma-separated)', async () => {
    const submitted = await submit({ redact_audio: 'true', entities: 'EMAIL, CARD_NUMBER' });
    expect(submitted.status).toBe(200);
    const task = await finished(submitted.body.task_id);
    expect(task).toMatchObject({ status: 'completed', result_text: SPOKEN });
    const { bytes } = await download(task.redacted_audio_url);
    expect(Buffer.from(bytes).equals(Buffer.from(INPUT))).toBe(true);
  });

  it.each([
    [{ redact_audio: 'true', mode: 'loud' }, 'mode'],
    [{ redact_audio: 'true', padding: '6' }, 'padding'],
    [{ redact_audio: 'true', padding: '-1' }, 'padding'],
    [{ redact_audio: 'true', padding: '1e1' }, 'padding'],
    [{ redact_audio: 'true', mask_gaps: 'maybe' }, 'mask_gaps'],
    [{ redact_audio: 'true', entities: 'PHONE_NUMBER,NAME' }, 'entities'],
    [{ redact_audio: 'true', entities: '' }, 'entities'],
    [{ mode: 'silence' }, 'mode'],
    [{ redact_audio: 'false', entities: 'EMAIL' }, 'entities'],
  ])('answers 422 for %j (field %s) and keeps no upload', async (fields, field) => {
    const submitted = await submit(fields);
    expect([submitted.status, submitted.body.error.code]).toEqual([422, 'invalid_input']);
    expect(JSON.stringify(submitted.body.error)).toContain(field);
    expect(readdirSync(path.join(server.dataDirectory, 'uploads'))).toEqual([]);
  });

  it('keeps the upload with keep_audio=true until retention deletes it with the redacted audio', async () => {
    const submitted = await submit({ redact_audio: 'yes', keep_audio: 'true' });
    const task = await finished(submitted.body.task_id);
    expect(task).toMatchObject({ status: 'completed', redact_audio: true, keep_audio: true });
    const kept = await download(task.audio_url);
    expect(kept.response.status).toBe(200);
    expect(Buffer.from(kept.bytes).equals(Buffer.from(INPUT))).toBe(true);
    const files = await server.server.store.getTranscriptionUpload({
      accountId: (await server.server.store.findAccountByName('primary'))!.id,
      taskId: task.task_id,
    });
    expect(files?.redactedAudioPath).toBeTypeOf('string');
    expect([existsSync(files!.path), existsSync(files!.redactedAudioPath!)]).toEqual([true, true]);

    await purgeExpiredData({
      store: server.server.store,
      retentionMs: DEFAULT_RETENTION_MS,
      now: new Date(Date.now() + DEFAULT_RETENTION_MS + 60_000),
    });
    expect([existsSync(files!.path), existsSync(files!.redactedAudioPath!)]).toEqual([false, false]);
    expect((await download(task.redacted_audio_url)).response.status).toBe(404);
    expect((await download(task.audio_url)).response.status).toBe(404);
  });
});

describe('metering of transcription, audio redaction and speech synthesis', () => {
  const balanceOf = async (name: string) => (await server.server.store.findAccountByName(name))!.balance;

  it('charges each task per second of the recording, redact_audio at its own price', async () => {
    const token = await server.createToken('metered', 1);
    await finished((await submit({ redact_audio: 'true' }, token)).body.task_id, token);
    expect(await balanceOf('metered')).toBeCloseTo(1 - SECONDS * DEFAULT_AUDIO_PRICE_TABLE.redact_audio, 10);
    await finished((await submit({}, token)).body.task_id, token);
    expect(await balanceOf('metered')).toBeCloseTo(
      1 - SECONDS * (DEFAULT_AUDIO_PRICE_TABLE.redact_audio + DEFAULT_AUDIO_PRICE_TABLE.transcribe),
      10,
    );
  });

  it('charges TTS per second of speech, jobs and synchronous calls', async () => {
    const token = await server.createToken('metered-tts', 1);
    const queued = await server.call(
      'POST',
      '/api/v1/tts/jobs',
      { text: 'Sawubona.', language: 'Zulu' },
      token,
    );
    await server.server.queues.onIdle();
    const job = (await server.call('GET', queued.body.poll, undefined, token)).body;
    expect(job.status).toBe('completed');
    const afterJob = 1 - job.audio_duration * DEFAULT_AUDIO_PRICE_TABLE.synthesize;
    expect(await balanceOf('metered-tts')).toBeCloseTo(afterJob, 7);
    const response = await fetch(`${server.url}/api/v1/tts/synthesize`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Habari ya asubuhi.', language: 'Swahili' }),
    });
    expect(response.status).toBe(200);
    const seconds = Number(response.headers.get('x-audio-duration'));
    expect(await balanceOf('metered-tts')).toBeCloseTo(
      afterJob - seconds * DEFAULT_AUDIO_PRICE_TABLE.synthesize,
      7,
    );
  });

  it('answers 402 when the balance is exhausted, and fails a task the balance cannot pay', async () => {
    const broke = await server.createToken('broke', 0);
    const refused = await submit({ redact_audio: 'true' }, broke);
    expect([refused.status, refused.body.error.code]).toEqual([402, 'insufficient_balance']);
    const job = await server.call('POST', '/api/v1/tts/jobs', { text: 'Sawubona.', language: 'Zulu' }, broke);
    expect([job.status, job.body.error.code]).toEqual([402, 'insufficient_balance']);

    // 10 s of redact_audio cost 0.0015: a balance of 0.0001 lets the upload in, not the result out
    const short = await server.createToken('short', 0.0001);
    const submitted = await submit({ redact_audio: 'true' }, short);
    expect(submitted.status).toBe(200);
    const task = await finished(submitted.body.task_id, short);
    expect(task).toMatchObject({ status: 'failed', result_text: null, srt_content: null });
    expect(task.error).toMatch(/^insufficient_balance: /u);
    expect((await download(task.redacted_audio_url, short)).response.status).toBe(404);
    expect(await balanceOf('short')).toBe(0.0001);
    const synthesized = await fetch(`${server.url}/api/v1/tts/synthesize`, {
      method: 'POST',
      headers: { authorization: `Bearer ${short}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Habari ya asubuhi, habari ya jioni.', language: 'Swahili' }),
    });
    expect(synthesized.status).toBe(402);
    expect(((await synthesized.json()) as any).error.code).toBe('insufficient_balance');
    expect(await balanceOf('short')).toBe(0.0001);
    const queued = await server.call(
      'POST',
      '/api/v1/tts/jobs',
      { text: 'Habari ya asubuhi, habari ya jioni.', language: 'Swahili' },
      short,
    );
    expect(queued.status).toBe(200);
    await server.server.queues.onIdle();
    const ttsJob = (await server.call('GET', queued.body.poll, undefined, short)).body;
    expect([ttsJob.status, ttsJob.audio_url ?? null]).toEqual(['failed', null]);
    expect(ttsJob.error).toMatch(/^insufficient_balance: /u);
    expect(await balanceOf('short')).toBe(0.0001);
  });
});
