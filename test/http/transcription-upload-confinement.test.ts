// biome-ignore-all lint/suspicious/noExplicitAny: response bodies are untyped JSON, checked by the assertions.
/**
 * POST /api/v1/api/transcribe never transcribes a server-local file: uploads that would make an
 * unconfined ffmpeg read another account's TTS audio or upload (attack-media.ts) get a 415, or a
 * failed task with a clear reason; real audio and video uploads still complete.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttackMedia, buildAttackMedia } from '../transcription/attack-media.js';
import { generateMedia } from '../transcription/generate-media.js';
import { startTestServer, type TestServer } from './http-test-server.js';

const temporary = mkdtempSync(path.join(tmpdir(), 'langproc-http-confinement-'));
/** The server's data folder: TTS audio in `tts/`, uploads in `uploads/`, as in production. */
const dataDirectory = path.join(temporary, 'data');
let attacks: AttackMedia;
let media: Record<string, string> = {};
let server: TestServer;

beforeAll(async () => {
  // the server tidies files no task refers to at start: the targets are laid out after it
  server = await startTestServer({ dataDirectory });
  attacks = buildAttackMedia(dataDirectory);
  media = generateMedia(temporary);
});
afterAll(async () => {
  await server.close();
  rmSync(temporary, { recursive: true, force: true });
});

async function upload(file: string): Promise<{ status: number; body: any }> {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(file)]), path.basename(file));
  form.append('language', 'en');
  const response = await fetch(`${server.url}/api/v1/api/transcribe`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as any };
}

async function settled(taskId: number): Promise<any> {
  for (;;) {
    const response = await server.call('GET', `/api/v1/api/status/${taskId}`);
    if (response.body.status === 'completed' || response.body.status === 'failed') return response.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('uploads that point ffmpeg at server files', () => {
  it.each([
    'hls-file-url.m3u8',
    'hls-file-url',
    'hls-plain-path.m3u8',
    'hls-subfile.m3u8',
    'hls-tee.m3u8',
    'hls-concat.m3u8',
    'hls-data-uri.m3u8',
    'ffconcat.txt',
    'id3-hls.mp3',
    'id3-ffconcat.mp3',
    'id3-zero-padding-hls.mp3',
    'image-sequence-pattern',
  ])('%s -> 415 unsupported_media', async (name) => {
    const response = await upload(attacks.files[name] as string);
    expect(response.status).toBe(415);
    expect(response.body.error).toMatchObject({
      code: 'unsupported_media',
      message: expect.stringContaining('not a recognised audio or video format'),
    });
  });

  it('a movie whose sound track is an external reference to tts/secret.wav -> failed task, no transcript', async () => {
    const submitted = await upload(attacks.files['dref.mov'] as string);
    expect(submitted.status).toBe(200);
    const task = await settled(submitted.body.task_id);
    expect(task).toMatchObject({
      status: 'failed',
      error: 'no_audio: The input contains no audio samples.',
      result_text: null,
      audio_duration: null,
    });
  });
});

describe('real media uploads still complete', () => {
  it.each([
    ['tone.wav', 'audio of 2.50 seconds'],
    // read through a pipe, the MP3 keeps its encoder's end padding (ffmpeg trims it only when it can seek)
    ['tone.mp3', 'audio of 3.01 seconds'],
    ['tone.flac', 'audio of 2.00 seconds'],
    ['tone.ogg', 'audio of 2.00 seconds'],
    ['tone.webm', 'audio of 2.00 seconds'],
    ['tone.m4a', 'audio of 2.02 seconds'],
    ['video-with-audio.mp4', 'audio of 2.02 seconds'],
  ])('%s -> "%s"', async (name, text) => {
    const submitted = await upload(media[name] as string);
    expect(submitted.status).toBe(200);
    const task = await settled(submitted.body.task_id);
    expect(task).toMatchObject({ status: 'completed', error: null, result_text: text });
  });
});
