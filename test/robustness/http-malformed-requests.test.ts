// biome-ignore-all lint/suspicious/noExplicitAny: response bodies are untyped JSON, checked by the assertions.
/**
 * Malformed HTTP requests: each gets its documented status and the `{error: {code, message}}`
 * body (docs/http.md), the error never quotes the request text, and the server still answers
 * /healthz afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../http/http-test-server.js';
import { PII_MARKER } from './assert-typed-error.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ bodyLimitBytes: 65_536 });
});
afterAll(async () => {
  await server.close();
});

interface Answer {
  status: number;
  body: any;
}

async function send(
  method: string,
  route: string,
  options: { body?: string | FormData; contentType?: string; authorization?: string | null } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.authorization !== null)
    headers.authorization = options.authorization ?? `Bearer ${server.token}`;
  if (options.contentType !== undefined) headers['content-type'] = options.contentType;
  const response = await fetch(server.url + route, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: options.body }),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: response.status, body };
}

const json = (route: string, value: unknown, extra: { authorization?: string | null } = {}) =>
  send('POST', route, {
    body: typeof value === 'string' ? value : JSON.stringify(value),
    contentType: 'application/json',
    ...extra,
  });

async function upload(bytes: Uint8Array | null, fileName = 'clip.mp3'): Promise<Answer> {
  const form = new FormData();
  if (bytes !== null) form.append('file', new Blob([bytes]), fileName);
  form.append('generate_srt', 'true');
  return send('POST', '/api/v1/api/transcribe', { body: form });
}

const REDACT = '/api/v1/text/redact';
const TRANSLATE = '/api/v1/text/translate';
const GOOD_REDACT = { text: `Call ${PII_MARKER}.`, language: 'English' };

const CASES: Array<[string, () => Promise<Answer>, number, string]> = [
  ['invalid JSON', () => json(REDACT, `{"text": "${PII_MARKER}`), 400, 'invalid_input'],
  ['a JSON array body', () => json(REDACT, [GOOD_REDACT]), 422, 'invalid_input'],
  ['a JSON string body', () => json(REDACT, JSON.stringify(PII_MARKER)), 422, 'invalid_input'],
  ['JSON null', () => json(REDACT, 'null'), 422, 'invalid_input'],
  [
    'text/plain content type',
    () => send('POST', REDACT, { body: JSON.stringify(GOOD_REDACT), contentType: 'text/plain' }),
    415,
    'unsupported_media',
  ],
  [
    'a body over the limit',
    () => json(REDACT, { ...GOOD_REDACT, text: PII_MARKER.repeat(3000) }),
    413,
    'payload_too_large',
  ],
  ['text as a number', () => json(REDACT, { ...GOOD_REDACT, text: 5 }), 422, 'invalid_input'],
  ['text missing', () => json(REDACT, { language: 'English' }), 422, 'invalid_input'],
  ['empty text', () => json(REDACT, { ...GOOD_REDACT, text: '' }), 422, 'empty_text'],
  [
    'lowercase language',
    () => json(REDACT, { ...GOOD_REDACT, language: 'english' }),
    422,
    'unsupported_language',
  ],
  [
    'language as an array',
    () => json(REDACT, { ...GOOD_REDACT, language: ['English'] }),
    422,
    'unsupported_language',
  ],
  ['unknown domain', () => json(REDACT, { ...GOOD_REDACT, domain: 'space' }), 422, 'unsupported_domain'],
  [
    'same translation languages',
    () => json(TRANSLATE, { text: PII_MARKER, source_language: 'English', target_language: 'English' }),
    422,
    'same_language',
  ],
  ['no Authorization header', () => json(REDACT, GOOD_REDACT, { authorization: null }), 401, 'unauthorized'],
  [
    'an empty Bearer token',
    () => json(REDACT, GOOD_REDACT, { authorization: 'Bearer ' }),
    401,
    'unauthorized',
  ],
  [
    'an unknown token',
    () => json(REDACT, GOOD_REDACT, { authorization: 'Bearer lp_nope' }),
    401,
    'unauthorized',
  ],
  [
    'a Basic scheme',
    () => json(REDACT, GOOD_REDACT, { authorization: 'Basic dXNlcjpwYXNz' }),
    401,
    'unauthorized',
  ],
  ["text job id 'abc'", () => send('GET', '/api/v1/text/jobs/abc'), 422, 'invalid_input'],
  ["text job id '0'", () => send('GET', '/api/v1/text/jobs/0'), 422, 'invalid_input'],
  ["text job id '-1'", () => send('GET', '/api/v1/text/jobs/-1'), 422, 'invalid_input'],
  ["text job id '1e3'", () => send('GET', '/api/v1/text/jobs/1e3'), 422, 'invalid_input'],
  [
    'text job id past 2^53',
    () => send('GET', '/api/v1/text/jobs/99999999999999999999'),
    422,
    'invalid_input',
  ],
  ['an unknown text job id', () => send('GET', '/api/v1/text/jobs/987654'), 404, 'not_found'],
  ["TTS job id 'abc'", () => send('GET', '/api/v1/tts/jobs/abc'), 422, 'invalid_input'],
  ["TTS job id '1e3'", () => send('GET', '/api/v1/tts/jobs/1e3'), 422, 'invalid_input'],
  ["task id '-1'", () => send('GET', '/api/v1/api/status/-1'), 422, 'invalid_input'],
  ['task id past 2^53', () => send('GET', '/api/v1/api/status/99999999999999999999'), 422, 'invalid_input'],
  ['page_size 0', () => send('GET', '/api/v1/api/tasks?page_size=0'), 422, 'invalid_input'],
  ['page_size 101', () => send('GET', '/api/v1/api/tasks?page_size=101'), 422, 'invalid_input'],
  ["page_size 'x'", () => send('GET', '/api/v1/api/tasks?page_size=x'), 422, 'invalid_input'],
  ['page 0', () => send('GET', '/api/v1/api/tasks?page=0'), 422, 'invalid_input'],
  ['multipart without a file', () => upload(null), 422, 'invalid_input'],
  [
    'a text file named .mp3',
    () => upload(new TextEncoder().encode(`Hello ${PII_MARKER}, not audio.`)),
    415,
    'unsupported_media',
  ],
  ['a zero-byte upload', () => upload(new Uint8Array(0)), 422, 'invalid_input'],
  [
    'TTS text over 10,000 code points',
    () => json('/api/v1/tts/synthesize', { text: 'a'.repeat(10_001), language: 'English' }),
    422,
    'text_too_long',
  ],
  ['an unknown route', () => send('GET', '/api/v1/nothing-here'), 404, 'not_found'],
];

describe('malformed requests get the documented status and error body', () => {
  it.each(CASES)('%s', async (_name, request, status, code) => {
    const answer = await request();
    expect(answer.status).toBe(status);
    expect(answer.body.error.code).toBe(code);
    expect(typeof answer.body.error.message).toBe('string');
    expect(Object.keys(answer.body)).toEqual(['error']);
    for (const fragment of ['Zanele', 'Mokoena', '555 0199']) {
      expect(JSON.stringify(answer.body)).not.toContain(fragment);
    }
    const health = await send('GET', '/healthz', { authorization: null });
    expect(health).toEqual({ status: 200, body: { status: 'ok' } });
  });
});

describe('extra fields', () => {
  it('ignores unknown fields in a JSON body (documented in docs/http.md)', async () => {
    const answer = await json(REDACT, { ...GOOD_REDACT, colour: 'blue', nested: { deep: [1, 2] } });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toBe('Call [PERSON_NAME] [PHONE_NUMBER].');
    expect(answer.body).not.toHaveProperty('colour');
  });
});
