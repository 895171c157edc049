// biome-ignore-all lint/suspicious/noExplicitAny: response bodies are untyped JSON, checked by the assertions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDefaultServices } from '../../src/http/default-services.js';
import { emptyModelsDirectory, startTestServer, type TestServer } from './http-test-server.js';

let main: TestServer;
let limited: TestServer;
let bare: TestServer;
let realModels: TestServer;
let broken: TestServer;
let poorToken: string;

beforeAll(async () => {
  main = await startTestServer({ bodyLimitBytes: 4096, maxTextCodePoints: 100, uploadLimitBytes: 10_000 });
  poorToken = await main.createToken('poor', 0);
  limited = await startTestServer({ rateLimit: { requestsPerSecond: 0.01, burst: 2 } });
  bare = await startTestServer({ services: {} });
  realModels = await startTestServer({
    services: createDefaultServices({ modelsDirectory: emptyModelsDirectory() }),
  });
  broken = await startTestServer({
    services: {
      translate: async () => {
        throw new Error('internal detail /srv/secret-path');
      },
    },
  });
});
afterAll(async () => {
  for (const server of [main, limited, bare, realModels, broken]) await server.close();
});

const TRANSLATE = { text: 'Hello there.', source_language: 'English', target_language: 'Hausa' };

async function upload(server: TestServer, bytes: Uint8Array, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'clip.wav');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(`${server.url}/api/v1/api/transcribe`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.token}` },
    body: form,
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

const RIFF_WAVE = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x41, 0x56, 0x45, 0, 0, 0, 0]);

const CASES: Array<{
  name: string;
  status: number;
  code: string;
  send: () => Promise<{ status: number; headers: Headers; body: any }>;
}> = [
  {
    name: 'malformed JSON',
    status: 400,
    code: 'invalid_input',
    send: () => main.call('POST', '/api/v1/text/redact', '{"text": "unterminated'),
  },
  {
    name: 'JSON body that is not UTF-8',
    status: 400,
    code: 'invalid_input',
    send: async () => {
      const response = await fetch(`${main.url}/api/v1/text/redact`, {
        method: 'POST',
        headers: { authorization: `Bearer ${main.token}`, 'content-type': 'application/json' },
        body: Buffer.from('{"text": "caf\u00e9", "language": "French"}', 'latin1'),
      });
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
  },
  {
    name: 'missing token',
    status: 401,
    code: 'unauthorized',
    send: async () => {
      const response = await fetch(`${main.url}/api/v1/text/jobs/1`);
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
  },
  {
    name: 'unknown token',
    status: 401,
    code: 'unauthorized',
    send: () => main.call('GET', '/api/v1/text/jobs/1', undefined, 'lp_not-a-real-token'),
  },
  {
    name: 'balance exhausted',
    status: 402,
    code: 'insufficient_balance',
    send: () => main.call('POST', '/api/v1/text/translate', TRANSLATE, poorToken),
  },
  {
    name: 'unknown job id',
    status: 404,
    code: 'not_found',
    send: () => main.call('GET', '/api/v1/text/jobs/999'),
  },
  {
    name: 'unknown transcription task',
    status: 404,
    code: 'not_found',
    send: () => main.call('GET', '/api/v1/api/status/999'),
  },
  {
    name: 'unknown route',
    status: 404,
    code: 'not_found',
    send: () => main.call('GET', '/api/v1/nothing-here'),
  },
  {
    name: 'method the path does not serve',
    status: 405,
    code: 'method_not_allowed',
    send: () => main.call('DELETE', '/api/v1/text/jobs/1'),
  },
  {
    name: 'JSON body over the body limit',
    status: 413,
    code: 'payload_too_large',
    send: () => main.call('POST', '/api/v1/text/translate', { ...TRANSLATE, text: 'a'.repeat(5000) }),
  },
  {
    name: 'upload over the upload limit',
    status: 413,
    code: 'payload_too_large',
    send: () => upload(main, new Uint8Array(20_000).fill(7)),
  },
  {
    name: 'upload that is no media file',
    status: 415,
    code: 'unsupported_media',
    send: () => upload(main, new TextEncoder().encode('just some text, not audio')),
  },
  {
    name: 'JSON endpoint with a text/plain body',
    status: 415,
    code: 'unsupported_media',
    send: async () => {
      const response = await fetch(`${main.url}/api/v1/text/translate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${main.token}`, 'content-type': 'text/plain' },
        body: 'hello',
      });
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
  },
  {
    name: 'unknown language',
    status: 422,
    code: 'unsupported_language',
    send: () => main.call('POST', '/api/v1/text/translate', { ...TRANSLATE, target_language: 'hausa' }),
  },
  {
    name: 'same source and target',
    status: 422,
    code: 'same_language',
    send: () => main.call('POST', '/api/v1/text/translate', { ...TRANSLATE, target_language: 'English' }),
  },
  {
    name: 'empty text',
    status: 422,
    code: 'empty_text',
    send: () => main.call('POST', '/api/v1/text/redact', { text: '', language: 'English' }),
  },
  {
    name: 'blank text',
    status: 422,
    code: 'empty_text',
    send: () => main.call('POST', '/api/v1/text/redact', { text: ' \n\t ', language: 'English' }),
  },
  {
    name: 'text over the limit',
    status: 422,
    code: 'text_too_long',
    send: () => main.call('POST', '/api/v1/text/translate', { ...TRANSLATE, text: 'b'.repeat(101) }),
  },
  {
    name: 'TTS text over 10000 characters',
    status: 422,
    code: 'text_too_long',
    send: () => bare.call('POST', '/api/v1/tts/jobs', { text: 'c'.repeat(10_001), language: 'English' }),
  },
  {
    name: 'unknown domain',
    status: 422,
    code: 'unsupported_domain',
    send: () => main.call('POST', '/api/v1/text/translate', { ...TRANSLATE, domain: 'astrology' }),
  },
  {
    name: 'structured summary with stream',
    status: 422,
    code: 'streaming_not_supported',
    send: () =>
      main.call('POST', '/api/v1/text/summarize', {
        text: 'x',
        language: 'English',
        style: 'structured',
        stream: true,
      }),
  },
  {
    name: 'unknown transcription language',
    status: 422,
    code: 'unsupported_language',
    send: () => upload(main, RIFF_WAVE, { language: 'klingon' }),
  },
  {
    name: 'unknown transcription model',
    status: 422,
    code: 'invalid_input',
    send: () => upload(main, RIFF_WAVE, { model_name: 'gpt-9-transcribe' }),
  },
  {
    name: 'page_size over 100',
    status: 422,
    code: 'invalid_input',
    send: () => main.call('GET', '/api/v1/api/tasks?page_size=101'),
  },
  {
    name: 'page_size in exponent notation',
    status: 422,
    code: 'invalid_input',
    send: () => main.call('GET', '/api/v1/api/tasks?page_size=1e1'),
  },
  {
    name: 'job id below 1',
    status: 422,
    code: 'invalid_input',
    send: () => main.call('GET', '/api/v1/text/jobs/0'),
  },
  {
    name: 'rate limited',
    status: 429,
    code: 'rate_limited',
    send: async () => {
      await limited.call('GET', '/api/v1/api/tasks');
      await limited.call('GET', '/api/v1/api/tasks');
      return limited.call('GET', '/api/v1/api/tasks');
    },
  },
  {
    name: 'internal failure',
    status: 500,
    code: 'internal_error',
    send: () => broken.call('POST', '/api/v1/text/translate', TRANSLATE),
  },
  {
    name: 'capability not in this server',
    status: 501,
    code: 'not_implemented',
    send: () => bare.call('POST', '/api/v1/text/redact', { text: 'x', language: 'English' }),
  },
  {
    name: 'translation model not installed',
    status: 503,
    code: 'model_not_installed',
    send: () => realModels.call('POST', '/api/v1/text/translate', TRANSLATE),
  },
  {
    name: 'transcription model not installed',
    status: 503,
    code: 'model_not_installed',
    send: () => upload(realModels, RIFF_WAVE),
  },
];

describe('error statuses', () => {
  it.each(CASES)('$name -> $status $code', async ({ status, code, send }) => {
    const response = await send();
    expect({ status: response.status, code: response.body.error.code }).toEqual({ status, code });
    expect(Object.keys(response.body)).toEqual(['error']);
    expect(typeof response.body.error.message).toBe('string');
  });

  it('429 carries Retry-After', async () => {
    const response = await limited.call('GET', '/api/v1/api/tasks');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('100');
    expect(response.body.error.details).toEqual({ retryAfterSeconds: 100 });
  });

  it('500 reveals no internals', async () => {
    const response = await broken.call('POST', '/api/v1/text/translate', TRANSLATE);
    expect(response.body).toEqual({
      error: { code: 'internal_error', message: 'The server failed to process the request.' },
    });
  });

  it('503 names the pull command', async () => {
    const response = await realModels.call('POST', '/api/v1/text/translate', TRANSLATE);
    expect(response.body.error.details.pullCommand).toBe('langproc models pull nllb-200-distilled-600M');
    expect(response.body.error.message).toContain('langproc models pull nllb-200-distilled-600M');
  });

  it('a failed call records a failed job with a diagnosis and costs nothing', async () => {
    const response = await realModels.call('POST', '/api/v1/text/translate', TRANSLATE);
    expect(response.status).toBe(503);
    const job = await realModels.call('GET', '/api/v1/text/jobs/1');
    expect(job.body).toMatchObject({
      job_id: 1,
      status: 'failed',
      job_type: 'translate',
      result: null,
      usage: null,
    });
    expect(job.body.error).toMatch(/^model_not_installed: Model "nllb-200-distilled-600M" is not installed/u);
    expect((await realModels.server.store.findAccountByName('primary'))!.balance).toBe(100);
  });
});
