// biome-ignore-all lint/suspicious/noExplicitAny: response bodies are untyped JSON, checked by the assertions.
/**
 * The input limits of docs/http.md ("Input limits"): strict UTF-8 JSON, lone surrogates and NUL,
 * JSON nesting and array lengths, multipart counts and sizes, open event streams and queued
 * work per account, and 405 with `Allow` for a method a known path does not serve.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpServices, TextServiceStreamEvent } from '../../src/http/services.js';
import { startTestServer, type TestServer, testServices } from './http-test-server.js';

let server: TestServer;
let defaults: TestServer;
let releaseStreams!: () => void;
let releaseSynthesis!: () => void;
const streamsBlocked = new Promise<void>((resolve) => {
  releaseStreams = resolve;
});
const synthesisBlocked = new Promise<void>((resolve) => {
  releaseSynthesis = resolve;
});

/** The test services, with a redaction stream and a synthesis that wait until released. */
function blockingServices(): HttpServices {
  const services = testServices();
  return {
    ...services,
    redactStream: async function* (options): AsyncIterable<TextServiceStreamEvent> {
      yield { type: 'delta', text: 'first ' };
      await streamsBlocked;
      yield* services.redactStream!(options);
    },
    synthesize: async (options) => {
      await synthesisBlocked;
      return services.synthesize!(options);
    },
  };
}

beforeAll(async () => {
  server = await startTestServer({
    services: blockingServices(),
    maxJsonDepth: 4,
    maxJsonArrayLength: 5,
    maxStreamsPerAccount: 1,
    maxQueuedWorkPerAccount: 2,
    shutdownTimeoutMs: 100,
  });
  defaults = await startTestServer();
});
afterAll(async () => {
  releaseStreams();
  releaseSynthesis();
  await server.close();
  await defaults.close();
});

async function post(target: TestServer, route: string, body: string | Uint8Array, token = target.token) {
  const response = await fetch(target.url + route, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))));

describe('JSON bodies', () => {
  const CASES: Array<{ name: string; body: string | Uint8Array; status: number; code: string | null }> = [
    {
      name: 'invalid UTF-8 (a lone Latin-1 byte)',
      body: bytes('{"text": "caf', [0xe9], '", "language": "French"}'),
      status: 400,
      code: 'invalid_input',
    },
    {
      name: 'invalid UTF-8 (an encoded surrogate, CESU-8)',
      body: bytes('{"text": "a', [0xed, 0xa0, 0x80], '", "language": "English"}'),
      status: 400,
      code: 'invalid_input',
    },
    {
      name: 'a lone surrogate escape in a value',
      body: '{"text": "a\\ud800b", "language": "English"}',
      status: 400,
      code: 'invalid_input',
    },
    {
      name: 'a lone surrogate escape in a key',
      body: '{"text": "ab", "language": "English", "\\udc00": 1}',
      status: 400,
      code: 'invalid_input',
    },
    {
      name: 'a surrogate pair escape',
      body: '{"text": "smile \\ud83d\\ude00", "language": "English"}',
      status: 200,
      code: null,
    },
    {
      name: 'an escaped backslash before u-d800 (no escape)',
      body: '{"text": "path \\\\ud800", "language": "English"}',
      status: 200,
      code: null,
    },
    {
      name: 'UTF-8 text with accents and an astral character',
      body: '{"text": "café 😀", "language": "French"}',
      status: 200,
      code: null,
    },
    {
      name: 'NUL in the text',
      body: '{"text": "a\\u0000b", "language": "English"}',
      status: 422,
      code: 'invalid_input',
    },
    {
      name: 'nesting at the limit (4)',
      body: '{"text": "a", "language": "English", "extra": [[{"x": 1}]]}',
      status: 200,
      code: null,
    },
    {
      name: 'nesting over the limit (5)',
      body: '{"text": "a", "language": "English", "extra": [[[[1]]]]}',
      status: 400,
      code: 'invalid_input',
    },
    {
      name: 'brackets inside strings do not nest',
      body: '{"text": "[[[[[{{{{{ \\" ]]", "language": "English"}',
      status: 200,
      code: null,
    },
    {
      name: 'an array at the limit (5 elements)',
      body: '{"text": "a", "language": "English", "extra": [1, 2, 3, 4, 5]}',
      status: 200,
      code: null,
    },
    {
      name: 'an array over the limit (6 elements)',
      body: '{"text": "a", "language": "English", "extra": [1, 2, 3, 4, 5, 6]}',
      status: 400,
      code: 'invalid_input',
    },
    {
      name: 'an object with more members than the array limit',
      body: '{"text": "a", "language": "English", "a": 1, "b": 2, "c": 3, "d": 4, "e": 5}',
      status: 200,
      code: null,
    },
    {
      name: '__proto__ poisoning',
      body: '{"text": "a", "language": "English", "__proto__": {"x": 1}}',
      status: 400,
      code: 'invalid_input',
    },
  ];

  it.each(CASES)('$name -> $status', async ({ body, status, code }) => {
    const response = await post(server, '/api/v1/text/redact', body);
    expect({ status: response.status, code: response.body.error?.code ?? null }).toEqual({ status, code });
  });

  it('refuses 500,000 nested brackets by the default depth limit, without a stack overflow', async () => {
    const response = await post(defaults, '/api/v1/text/redact', '['.repeat(500_000));
    expect([response.status, response.body.error.code, response.body.error.details]).toEqual([
      400,
      'invalid_input',
      { limit: 16 },
    ]);
  });

  it('answers a 1,000,000-character text with 422 text_too_long under the default limits', async () => {
    const response = await defaults.call('POST', '/api/v1/text/redact', {
      text: 'a'.repeat(1_000_000),
      language: 'English',
    });
    expect([response.status, response.body.error.code]).toEqual([422, 'text_too_long']);
  });

  it('refuses NUL and blank text on the TTS routes too', async () => {
    const nul = await post(server, '/api/v1/tts/synthesize', '{"text": "a\\u0000", "language": "English"}');
    const blank = await post(server, '/api/v1/tts/jobs', '{"text": " \\n ", "language": "English"}');
    expect([nul.status, nul.body.error.code, blank.status, blank.body.error.code]).toEqual([
      422,
      'invalid_input',
      422,
      'empty_text',
    ]);
  });
});

async function transcribe(target: TestServer, form: FormData, token = target.token) {
  const response = await fetch(`${target.url}/api/v1/api/transcribe`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

const RIFF_WAVE = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x41, 0x56, 0x45, 0, 0, 0, 0]);

describe('multipart bodies', () => {
  const CASES: Array<{ name: string; build: (form: FormData) => void }> = [
    {
      name: '11 fields (limit 10)',
      build: (form) => {
        for (let index = 0; index < 11; index++) form.append(`field${index}`, 'x');
      },
    },
    {
      name: 'two files (limit 1)',
      build: (form) => form.append('file', new Blob([RIFF_WAVE]), 'second.wav'),
    },
    {
      name: 'a field value of 1025 bytes (limit 1024)',
      build: (form) => form.append('language', 'e'.repeat(1025)),
    },
    { name: 'a field name of 101 bytes (limit 100)', build: (form) => form.append('n'.repeat(101), 'x') },
  ];

  it.each(CASES)('$name -> 413 payload_too_large', async ({ build }) => {
    const form = new FormData();
    form.append('file', new Blob([RIFF_WAVE]), 'clip.wav');
    build(form);
    const response = await transcribe(defaults, form);
    expect([response.status, response.body.error.code]).toEqual([413, 'payload_too_large']);
  });
});

describe('malformed multipart bodies', () => {
  const CASES: Array<{ name: string; contentType: string; body: string }> = [
    { name: 'no boundary', contentType: 'multipart/form-data', body: '' },
    {
      name: 'a body that ends inside a part',
      contentType: 'multipart/form-data; boundary=xyz',
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.wav"\r\n\r\nRIFF',
    },
  ];

  it.each(CASES)('$name -> 400 invalid_input', async ({ contentType, body }) => {
    const response = await fetch(`${defaults.url}/api/v1/api/transcribe`, {
      method: 'POST',
      headers: { authorization: `Bearer ${defaults.token}`, 'content-type': contentType },
      body,
    });
    const answer: any = await response.json();
    expect([response.status, answer.error.code]).toEqual([400, 'invalid_input']);
  });
});

describe('per-account limits', () => {
  it('allows maxStreamsPerAccount open event streams, then 429 with Retry-After', async () => {
    const body = JSON.stringify({ text: 'Hello there.', language: 'English', stream: true });
    const open = await fetch(`${server.url}/api/v1/text/redact`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      body,
    });
    const reader = open.body!.getReader();
    await reader.read();
    const refused = await post(server, '/api/v1/text/redact', body);
    expect([refused.status, refused.headers.get('retry-after'), refused.body.error.code]).toEqual([
      429,
      '1',
      'rate_limited',
    ]);
    expect(refused.body.error.details).toEqual({ limit: 1, retryAfterSeconds: 1 });
    // another account has its own streams; a plain call of the same account is not a stream
    const other = await fetch(`${server.url}/api/v1/text/redact`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await server.createToken('streams-other')}`,
        'content-type': 'application/json',
      },
      body,
    });
    expect(other.status).toBe(200);
    await other.body!.cancel();
    expect(
      (await server.call('POST', '/api/v1/text/redact', { text: 'Hi.', language: 'English' })).status,
    ).toBe(200);
    await reader.cancel();
  });

  it('allows maxQueuedWorkPerAccount unfinished jobs and tasks, then 429 with Retry-After', async () => {
    const token = await server.createToken('queue');
    const job = JSON.stringify({ text: 'Hello.', language: 'English' });
    expect((await post(server, '/api/v1/tts/jobs', job, token)).status).toBe(200);
    expect((await post(server, '/api/v1/tts/jobs', job, token)).status).toBe(200);
    const refused = await post(server, '/api/v1/tts/jobs', job, token);
    expect([refused.status, refused.headers.get('retry-after'), refused.body.error.code]).toEqual([
      429,
      '5',
      'rate_limited',
    ]);
    const form = new FormData();
    form.append('file', new Blob([RIFF_WAVE]), 'clip.wav');
    const upload = await transcribe(server, form, token);
    expect([upload.status, upload.body.error.code]).toEqual([429, 'rate_limited']);
    // the limit is per account
    expect(
      (await post(server, '/api/v1/tts/jobs', job, await server.createToken('queue-other'))).status,
    ).toBe(200);
  });
});

describe('methods', () => {
  const CASES: Array<{ method: string; route: string; status: number; allow: string | null }> = [
    { method: 'DELETE', route: '/api/v1/text/redact', status: 405, allow: 'POST' },
    { method: 'GET', route: '/api/v1/text/translate', status: 405, allow: 'POST' },
    { method: 'POST', route: '/api/v1/text/jobs/7', status: 405, allow: 'GET, HEAD' },
    { method: 'PUT', route: '/api/v1/api/tasks?page=2', status: 405, allow: 'GET, HEAD' },
    { method: 'QUERY', route: '/api/v1/api/status/1', status: 405, allow: 'GET, HEAD' },
    { method: 'PROPFIND', route: '/api/v1/tts/jobs/3/audio', status: 405, allow: 'GET, HEAD' },
    { method: 'PATCH', route: '/healthz', status: 405, allow: 'GET, HEAD' },
    { method: 'DELETE', route: '/api/v1/nothing-here', status: 404, allow: null },
    { method: 'GET', route: '/api/v1/text/jobs/7/extra', status: 404, allow: null },
  ];

  it.each(CASES)('$method $route -> $status, Allow: $allow', async ({ method, route, status, allow }) => {
    const response = await fetch(defaults.url + route, {
      method,
      headers: { authorization: `Bearer ${defaults.token}` },
    });
    const body: any = await response.json();
    expect([response.status, response.headers.get('allow')]).toEqual([status, allow]);
    expect(body.error.code).toBe(status === 405 ? 'method_not_allowed' : 'not_found');
  });

  it('asks for the token before telling which methods a path serves', async () => {
    const response = await fetch(`${defaults.url}/api/v1/text/redact`, { method: 'DELETE' });
    expect(response.status).toBe(401);
  });
});
