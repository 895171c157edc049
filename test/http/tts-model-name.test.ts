// biome-ignore-all lint/suspicious/noExplicitAny: response bodies are untyped JSON, checked by the assertions.
/**
 * The TTS endpoints' `model_name` over real HTTP, with the default services on an empty models
 * folder: `espeak-ng` (the default) speaks, `kokoro-82m` answers 503 `model_not_installed` with
 * its pull command (no job is queued, nothing is charged), an unknown name is 422 `invalid_input`
 * listing the accepted names, and Kokoro in a language it does not speak is 422
 * `unsupported_language`. Kokoro with its real folder: test/real-models/kokoro-http.test.ts.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyModelsDirectory, startTestServer, type TestServer } from './http-test-server.js';

const ROUTES = ['/api/v1/tts/synthesize', '/api/v1/tts/jobs'] as const;
const KOKORO_CONFIG = path.join(emptyModelsDirectory(), 'onnx-community/Kokoro-82M-v1.0-ONNX/config.json');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ balance: 5 });
});
afterAll(async () => server.close());

describe.each(ROUTES)('POST %s with model_name', (route) => {
  it.each([
    [
      'kokoro-82m, not in the models folder',
      { language: 'English', model_name: 'kokoro-82m' },
      503,
      {
        code: 'model_not_installed',
        message: `Model "kokoro-82m" is not installed (looked for ${KOKORO_CONFIG}). Install it with: langproc models pull kokoro-82m`,
        details: {
          modelId: 'kokoro-82m',
          pullCommand: 'langproc models pull kokoro-82m',
          missingPath: KOKORO_CONFIG,
          modelsDirectory: emptyModelsDirectory(),
        },
      },
    ],
    [
      'an unknown name',
      { language: 'English', model_name: 'kokoro-83m' },
      422,
      {
        code: 'invalid_input',
        message: 'Expected model_name to be one of espeak-ng, kokoro-82m.',
        details: { field: 'model_name', allowed: ['espeak-ng', 'kokoro-82m'] },
      },
    ],
    [
      'kokoro-82m in a language it does not speak',
      { language: 'Hausa', model_name: 'kokoro-82m' },
      422,
      { code: 'unsupported_language' },
    ],
  ])('%s: the documented status and error body; nothing charged', async (_name, fields, status, error) => {
    const account = (await server.server.store.findAccountByName('primary'))!;
    const response = await server.call('POST', route, { text: 'Good morning.', ...fields });
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ error: expect.objectContaining(error) });
    expect((await server.server.store.getAccount(account.id))?.balance).toBe(account.balance);
  });
});

describe('after the refused requests', () => {
  it('the first job queued is job 1, with the default voice', async () => {
    const queued = await server.call('POST', '/api/v1/tts/jobs', { text: 'Sawubona.', language: 'Zulu' });
    expect(queued.body.job_id).toBe(1);
  });
});

describe('model_name espeak-ng (the default, named)', () => {
  it('synthesizes with espeak-ng', async () => {
    const response = await fetch(`${server.url}/api/v1/tts/synthesize`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Habari.', language: 'Swahili', model_name: 'espeak-ng' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-model-name')).toBe('espeak-ng');
  });
});
