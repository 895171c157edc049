// biome-ignore-all lint/suspicious/noExplicitAny: response bodies are untyped JSON, checked by the assertions.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDefaultServices } from '../../src/http/default-services.js';
import { MockTranscriptionBackend } from '../../src/test/mock-transcription-backend.js';
import { MockTranslationBackend } from '../../src/test/mock-translation-backend.js';
import { filesContaining } from './data-directory-scan.js';
import { emptyModelsDirectory, startTestServer, type TestServer } from './http-test-server.js';

const TEXT = 'Thandiwe Nkosi called on 0803 123 4567. Later Mrs Nkosi wrote to thandiwe@example.com.';
const HASH_KEY = 'Quimbyfeather-hash-key';
const ENCRYPT_KEY = 'Quimbyfeather-encrypt-key-0123456789';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, callback) {
    lines.push(String(chunk));
    callback();
  },
});

/** On the redaction threads (plain calls) and the heavy-task thread (streams). */
let threaded: TestServer;
/** Without threads: the core functions on the event loop. */
let inline: TestServer;

beforeAll(async () => {
  const base = {
    modelsDirectory: emptyModelsDirectory(),
    translationBackend: new MockTranslationBackend(),
    transcriptionBackend: new MockTranscriptionBackend(),
  };
  threaded = await startTestServer({
    logger: { level: 'trace', stream: logStream },
    services: createDefaultServices({ ...base, redactionThreads: 1 }),
  });
  inline = await startTestServer({ services: createDefaultServices({ ...base, taskThreads: 0 }) });
}, 60_000);
afterAll(async () => {
  await threaded?.close();
  await inline?.close();
});

async function streamed(server: TestServer, body: unknown): Promise<{ deltas: string; result: string }> {
  const response = await fetch(`${server.url}/api/v1/text/redact`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...(body as object), stream: true }),
  });
  const events = (await response.text())
    .split('\n\n')
    .filter((block) => block.includes('data:'))
    .map((block) => ({
      type: /event: (\w+)/.exec(block)?.[1],
      data: JSON.parse(block.slice(block.indexOf('data:') + 5)) as any,
    }));
  return {
    deltas: events
      .filter((event) => event.type === 'delta')
      .map((event) => event.data.text)
      .join(''),
    result: events.find((event) => event.type === 'done')?.data.result,
  };
}

const ROWS: Array<[string, Record<string, unknown>, string]> = [
  ['no options', {}, '[PERSON_NAME] called on [PHONE_NUMBER]. Later Mrs [PERSON_NAME] wrote to [EMAIL].'],
  [
    'entities',
    { entities: ['EMAIL'] },
    'Thandiwe Nkosi called on 0803 123 4567. Later Mrs Nkosi wrote to [EMAIL].',
  ],
  [
    'score_threshold',
    { score_threshold: 0.9 },
    'Thandiwe Nkosi called on 0803 123 4567. Later Mrs Nkosi wrote to [EMAIL].',
  ],
  [
    'allow_list',
    { allow_list: ['THANDIWE@example.com'] },
    '[PERSON_NAME] called on [PHONE_NUMBER]. Later Mrs [PERSON_NAME] wrote to thandiwe@example.com.',
  ],
  [
    'deny_list',
    { deny_list: { EMPLOYEE_ID: ['later'] } },
    '[PERSON_NAME] called on [PHONE_NUMBER]. [EMPLOYEE_ID] Mrs [PERSON_NAME] wrote to [EMAIL].',
  ],
  [
    'operators: pseudonymize and mask',
    {
      operators: {
        DEFAULT: { type: 'pseudonymize' },
        PHONE_NUMBER: { type: 'mask', masking_char: '#', chars_to_mask: 4, from_end: true },
      },
    },
    '[PERSON_NAME_1] called on 0803 123 ####. Later Mrs [PERSON_NAME_1] wrote to [EMAIL_1].',
  ],
];

describe('POST /api/v1/text/redact with redaction fields', () => {
  it.each(ROWS)('%s: threads and inline, plain and streamed', async (_name, fields, expected) => {
    const body = { text: TEXT, language: 'English', ...fields };
    for (const server of [threaded, inline]) {
      const response = await server.call('POST', '/api/v1/text/redact', body);
      expect(response.status).toBe(200);
      expect(response.body.result).toBe(expected);
      expect(await streamed(server, body)).toEqual({ deltas: expected, result: expected });
    }
  });

  it('hash and encrypt: the outputs are there, the keys are in no log line and no stored file', async () => {
    const body = {
      text: TEXT,
      language: 'English',
      operators: {
        PERSON_NAME: { type: 'hash', key: HASH_KEY },
        DEFAULT: { type: 'encrypt', key: ENCRYPT_KEY },
      },
    };
    const plain = await threaded.call('POST', '/api/v1/text/redact', body);
    expect(plain.status).toBe(200);
    expect(plain.body.result).toMatch(
      /^[0-9a-f]{64} called on [\w-]+\. Later Mrs [0-9a-f]{64} wrote to [\w-]+\.$/,
    );
    const stream = await streamed(threaded, body);
    expect(stream.deltas).toBe(stream.result);
    // a refused body with a key (too short for encrypt) echoes it nowhere either
    const refused = await threaded.call('POST', '/api/v1/text/redact', {
      ...body,
      operators: { DEFAULT: { type: 'encrypt', key: 'Quimbyfeather' } },
    });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).not.toContain('Quimbyfeather');
    const job = await threaded.call('GET', `/api/v1/text/jobs/${plain.body.job_id}`);
    expect(job.body.result).toBe(plain.body.result);
    const log = lines.join('');
    expect(log).toContain('/api/v1/text/redact');
    for (const key of [HASH_KEY, ENCRYPT_KEY, 'Quimbyfeather']) {
      expect(log).not.toContain(key);
      expect(filesContaining(threaded.dataDirectory, key)).toEqual([]);
    }
  });

  it('OpenAPI lists the fields', async () => {
    const document = (await (await fetch(`${inline.url}/api/v1/openapi.json`)).json()) as any;
    const body = document.paths['/api/v1/text/redact'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(['entities', 'score_threshold', 'allow_list', 'deny_list', 'operators']),
    );
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown entity type', { entities: ['LOCATION'] }, 'entities.0'],
    ['a score_threshold above 1', { score_threshold: 1.5 }, 'score_threshold'],
    ['a deny_list type outside the 15', { deny_list: { LOCATION: ['Lagos'] } }, 'deny_list'],
    ['an unknown operator', { operators: { DEFAULT: { type: 'shred' } } }, 'operators.DEFAULT.type'],
    [
      'a camelCase operator field',
      { operators: { DEFAULT: { type: 'mask', maskingChar: '#' } } },
      'operators.DEFAULT',
    ],
    [
      'an encrypt key under 16 characters',
      { operators: { EMAIL: { type: 'encrypt', key: 'short' } } },
      'operators.EMAIL.key',
    ],
  ])('%s: 422 invalid_input', async (_name, fields, path) => {
    const response = await inline.call('POST', '/api/v1/text/redact', {
      text: TEXT,
      language: 'English',
      ...fields,
    });
    expect(response.status).toBe(422);
    expect(response.body.error.details.issues.map((issue: { path: string }) => issue.path)).toContain(path);
  });
});
