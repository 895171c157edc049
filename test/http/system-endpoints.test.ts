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

  it('GET /api/v1/openapi.json documents every route with schemas generated from zod', async () => {
    const response = await server.call('GET', '/api/v1/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    expect(Object.keys(response.body.paths).sort()).toEqual([
      '/api/v1/api/status/{task_id}',
      '/api/v1/api/tasks',
      '/api/v1/api/tasks/{task_id}/audio',
      '/api/v1/api/transcribe',
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
});
