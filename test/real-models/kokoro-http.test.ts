// biome-ignore-all lint/suspicious/noExplicitAny: response bodies are untyped JSON, checked by the assertions.
/**
 * Kokoro through the HTTP adapter over real HTTP: the default services read the real Kokoro folder
 * from their models directory (`--models-dir`), and `model_name: "kokoro-82m"` makes
 * POST /api/v1/tts/synthesize and a TTS job speak with it on the task threads (24 kHz WAV,
 * `X-Model-Name`/`model_name` `kokoro-82m`). With whisper-tiny.en built too, the English answer is
 * transcribed back. Skipped when LANGPROC_REAL_MODELS_DIR does not hold the Kokoro folder. The
 * error paths (model absent, unknown name) are in the normal suite: test/http/tts-model-name.test.ts.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KOKORO_MODEL_FILE, KOKORO_REPOSITORY } from '../../backends/onnxruntime/index.js';
import { createTransformersTranscriptionBackend } from '../../backends/transformers/transcription-backend.js';
import { createDefaultServices } from '../../src/http/default-services.js';
import { decodePcm16Wav } from '../../src/speech/index.js';
import { MockTranscriptionBackend } from '../../src/test/mock-transcription-backend.js';
import { MockTranslationBackend } from '../../src/test/mock-translation-backend.js';
import { transcribe } from '../../src/transcription/index.js';
import { startTestServer, type TestServer } from '../http/http-test-server.js';

const DIRECTORY = process.env.LANGPROC_REAL_MODELS_DIR ?? '';
const READY = DIRECTORY !== '' && existsSync(path.join(DIRECTORY, KOKORO_REPOSITORY, KOKORO_MODEL_FILE));
const WHISPER_TINY_EN = 'Xenova/whisper-tiny.en';
/** Kokoro on a loaded 2-core machine needs tens of seconds per sentence (plus loading, per thread). */
const TASK_TIMEOUT_MILLISECONDS = 480_000;

describe.skipIf(!READY)('Kokoro through the HTTP adapter (LANGPROC_REAL_MODELS_DIR)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      services: createDefaultServices({
        modelsDirectory: DIRECTORY,
        translationBackend: new MockTranslationBackend(),
        transcriptionBackend: new MockTranscriptionBackend(),
        taskTimeoutMs: TASK_TIMEOUT_MILLISECONDS,
      }),
    });
  });
  afterAll(async () => server?.close());

  it('POST /api/v1/tts/synthesize with model_name kokoro-82m answers Kokoro speech (24 kHz)', async () => {
    const response = await fetch(`${server.url}/api/v1/tts/synthesize`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        text: 'Good morning, everyone.',
        language: 'English',
        model_name: 'kokoro-82m',
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('x-model-name')).toBe('kokoro-82m');
    expect(response.headers.get('x-sample-rate')).toBe('24000');
    const wav = new Uint8Array(await response.arrayBuffer());
    const { samples, sampleRate } = decodePcm16Wav(wav);
    expect(sampleRate).toBe(24_000);
    const seconds = samples.length / sampleRate;
    expect(seconds).toBeGreaterThan(0.8);
    expect(seconds).toBeLessThan(6);
    expect(Number(response.headers.get('x-audio-duration'))).toBeCloseTo(seconds, 2);

    if (existsSync(path.join(DIRECTORY, WHISPER_TINY_EN, 'onnx', 'decoder_model_merged_quantized.onnx'))) {
      const backend = createTransformersTranscriptionBackend({
        modelsDirectory: DIRECTORY,
        model: WHISPER_TINY_EN,
      });
      const heard = await transcribe({ audio: Buffer.from(wav), backend, wordTimestamps: false });
      await backend.dispose();
      expect(heard.text.toLowerCase()).toMatch(/good morning/u);
    }
  });

  it('a TTS job with model_name kokoro-82m completes with Kokoro audio', async () => {
    const queued = await server.call('POST', '/api/v1/tts/jobs', {
      text: 'Bonjour à tous.',
      language: 'French',
      model_name: 'kokoro-82m',
    });
    expect(queued.status).toBe(200);
    let job: any;
    for (;;) {
      job = (await server.call('GET', queued.body.poll)).body;
      if (job.status === 'completed' || job.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(job).toMatchObject({
      status: 'completed',
      language: 'French',
      model_name: 'kokoro-82m',
      error: null,
    });
    const audio = await fetch(`${server.url}${job.audio_url}`, {
      headers: { authorization: `Bearer ${server.token}` },
    });
    const { sampleRate, samples } = decodePcm16Wav(new Uint8Array(await audio.arrayBuffer()));
    expect(sampleRate).toBe(24_000);
    expect(samples.length / sampleRate).toBeGreaterThan(0.5);
  });
});
