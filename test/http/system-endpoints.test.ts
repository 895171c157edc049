// biome-ignore-all lint/suspicious/noExplicitAny: response bodies are untyped JSON, checked by the assertions.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDefaultServices } from '../../src/http/default-services.js';
import { getCatalogEntry } from '../../src/models/catalog.js';
import { startTestServer, type TestServer } from './http-test-server.js';

let server: TestServer;
let bare: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  bare = await startTestServer({ services: {} });
});
afterAll(async () => {
  await server.close();
  await bare.close();
});

describe('system endpoints', () => {
  it('GET /healthz and /readyz need no token and report the capabilities', async () => {
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${server.url}/readyz`)).json()).toEqual({
      status: 'ready',
      capabilities: { redact: true, translate: true, summarize: true, synthesize: true, transcribe: true },
      // the test services use mock backends: no model is loaded from the models folder
      models: [],
    });
    expect(await (await fetch(`${bare.url}/readyz`)).json()).toEqual({
      status: 'ready',
      capabilities: {
        redact: false,
        translate: false,
        summarize: false,
        synthesize: false,
        transcribe: false,
      },
    });
  });

  it('GET /readyz marks a model installed once its files are in the models folder', () => {
    const modelsDirectory = mkdtempSync(path.join(tmpdir(), 'langproc-readyz-'));
    try {
      const repository = getCatalogEntry('whisper-base').repository;
      mkdirSync(path.join(modelsDirectory, repository), { recursive: true });
      writeFileSync(path.join(modelsDirectory, repository, 'config.json'), '{}');
      const status = createDefaultServices({ modelsDirectory }).modelStatus?.();
      expect(status?.map((model) => [model.model, model.installed])).toEqual([
        ['nllb-200-distilled-600M', false],
        ['mms-1b-all', false],
        ['whisper-base', true],
      ]);
    } finally {
      rmSync(modelsDirectory, { recursive: true, force: true });
    }
  });

  it('GET /api/v1/openapi.json needs no token and documents every route with schemas generated from zod', async () => {
    const fetched = await fetch(`${server.url}/api/v1/openapi.json`);
    expect(fetched.status).toBe(200);
    const response = { body: (await fetched.json()) as any };
    expect(response.body.openapi).toBe('3.1.0');
    expect(Object.keys(response.body.paths).sort()).toEqual([
      '/api/v1/api/status/{task_id}',
      '/api/v1/api/status/{task_id}/redacted-audio',
      '/api/v1/api/tasks',
      '/api/v1/api/tasks/{task_id}/audio',
      '/api/v1/api/transcribe',
      '/api/v1/openapi.json',
      '/api/v1/text/jobs/{job_id}',
      '/api/v1/text/redact',
      '/api/v1/text/summarize',
      '/api/v1/text/translate',
      '/api/v1/tts/jobs',
      '/api/v1/tts/jobs/{job_id}',
      '/api/v1/tts/jobs/{job_id}/audio',
      '/api/v1/tts/synthesize',
      '/healthz',
      '/readyz',
    ]);
    const redact = response.body.paths['/api/v1/text/redact'].post;
    const schema = redact.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(['text', 'language']);
    expect(schema.properties.language.enum).toHaveLength(19);
    expect(Object.keys(redact.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '402',
      '404',
      '413',
      '415',
      '422',
      '429',
      '500',
      '501',
      '503',
    ]);
  });

  it('GET /api/v1/openapi.json states the real bounds', async () => {
    const document: any = await (await fetch(`${server.url}/api/v1/openapi.json`)).json();
    const jobId = document.paths['/api/v1/text/jobs/{job_id}'].get.parameters[0].schema;
    expect(jobId).toEqual({ type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
    const query = document.paths['/api/v1/api/tasks'].get.parameters;
    expect(query.map((parameter: any) => [parameter.name, parameter.schema])).toEqual([
      ['page', { type: 'integer', minimum: 1, maximum: 999_999_999, default: 1 }],
      ['page_size', { type: 'integer', minimum: 1, maximum: 100, default: 20 }],
    ]);
    const redact = document.paths['/api/v1/text/redact'].post.requestBody.content['application/json'].schema;
    expect(redact.properties.text.maxLength).toBe(100_000);
    expect(redact.properties.text.allOf.map((rule: any) => rule.pattern)).toEqual([
      '[^\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]',
      '^[^\\u0000]*$',
    ]);
    const upload =
      document.paths['/api/v1/api/transcribe'].post.requestBody.content['multipart/form-data'].schema;
    expect([upload.properties.redact_audio.default, upload.properties.keep_audio.default]).toEqual([
      false,
      false,
    ]);
    expect([
      upload.properties.mode.enum,
      upload.properties.padding.pattern,
      upload.properties.mask_gaps.default,
      upload.properties.entities.example,
    ]).toEqual([['bleep', 'silence'], '^[0-9]{1,2}(\\.[0-9]{1,3})?$', true, 'CARD_NUMBER,PHONE_NUMBER']);
    const redactedAudio = document.paths['/api/v1/api/status/{task_id}/redacted-audio'].get.responses;
    expect(Object.keys(redactedAudio['200'].content)).toEqual(['audio/wav']);
    const tts = document.paths['/api/v1/tts/jobs'].post.requestBody.content['application/json'].schema;
    expect(tts.properties.text.maxLength).toBe(10_000);
    const translate = document.paths['/api/v1/text/translate'].post.requestBody.content['application/json'];
    expect(translate.schema.not.anyOf).toHaveLength(19);
    const summarize = document.paths['/api/v1/text/summarize'].post.requestBody.content['application/json'];
    expect(summarize.schema.not).toEqual({
      properties: { style: { const: 'structured' }, stream: { const: true } },
      required: ['style', 'stream'],
    });
  });

  it('GET /api/v1/openapi.json gives one schema per Server-Sent Event', async () => {
    const document: any = await (await fetch(`${server.url}/api/v1/openapi.json`)).json();
    const stream = document.paths['/api/v1/text/redact'].post.responses['200'].content['text/event-stream'];
    const events = stream.schema.oneOf.map((event: any) => [
      event.properties.event.const,
      event.properties.data.contentMediaType,
      Object.keys(event.properties.data.contentSchema.properties).sort(),
    ]);
    expect(events).toEqual([
      ['section', 'application/json', ['end', 'failed', 'index', 'start', 'summary']],
      ['delta', 'application/json', ['text']],
      ['usage', 'application/json', ['calls', 'completion_tokens', 'cost', 'prompt_tokens', 'total_tokens']],
      [
        'done',
        'application/json',
        [
          'job_id',
          'missing_ranges',
          'model_name',
          'processing_time',
          'result',
          'result_structured',
          'route',
          'sections',
          'status',
          'units',
          'usage',
        ],
      ],
      ['error', 'application/json', ['error']],
    ]);
  });
});
