// biome-ignore-all lint/suspicious/noExplicitAny: response bodies are untyped JSON, checked by the assertions.
import { EventSource } from 'eventsource';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TextJobSchema } from '../../src/contract/text-job.js';
import { TextProcessingResultSchema } from '../../src/contract/text-processing-result.js';
import { createDefaultServices } from '../../src/http/default-services.js';
import { startTestServer, type TestServer } from './http-test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ balance: 5 });
});
afterAll(async () => {
  await server.close();
});

const TRANSLATE_BODY = {
  text: 'Sannu da zuwa.\nNa gode.',
  source_language: 'Hausa',
  target_language: 'English',
};

describe('POST /api/v1/text/translate', () => {
  it('returns the text processing result with a job id and usage, and debits the balance', async () => {
    const before = (await server.server.store.findAccountByName('primary'))!.balance;
    const response = await server.call('POST', '/api/v1/text/translate', TRANSLATE_BODY);
    expect(response.status).toBe(200);
    expect(TextProcessingResultSchema.parse(response.body)).toEqual(response.body);
    expect(response.body.result).toBe('eng_Latn: Sannu da zuwa.\neng_Latn: Na gode.');
    expect(response.body.status).toBe('complete');
    expect(response.body.job_id).toBeGreaterThanOrEqual(1);
    const after = (await server.server.store.findAccountByName('primary'))!.balance;
    expect(after).toBeCloseTo(before - response.body.usage.cost, 10);
    expect(response.body.usage.cost).toBeGreaterThan(0);
  });

  it('records a text job with every field of 2.8, readable by its owner only', async () => {
    const response = await server.call('POST', '/api/v1/text/translate', TRANSLATE_BODY);
    const jobId = response.body.job_id;
    const job = await server.call('GET', `/api/v1/text/jobs/${jobId}`);
    expect(job.status).toBe(200);
    expect(TextJobSchema.parse(job.body)).toEqual(job.body);
    expect(job.body).toMatchObject({
      job_id: jobId,
      job_type: 'translate',
      status: 'completed',
      domain: 'general',
      source_language: 'Hausa',
      target_language: 'English',
      style: null,
      source_audio_id: null,
      result: response.body.result,
      error: null,
      missing_ranges: [],
      model_name: response.body.model_name,
      route: response.body.route,
      units: response.body.units,
      usage: response.body.usage,
    });
    const stranger = await server.createToken('stranger');
    const foreign = await server.call('GET', `/api/v1/text/jobs/${jobId}`, undefined, stranger);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('not_found');
  });

  it('numbers jobs from 1 in a fresh store', async () => {
    const fresh = await startTestServer();
    try {
      const first = await fresh.call('POST', '/api/v1/text/translate', TRANSLATE_BODY);
      const second = await fresh.call('POST', '/api/v1/text/translate', TRANSLATE_BODY);
      expect([first.body.job_id, second.body.job_id]).toEqual([1, 2]);
    } finally {
      await fresh.close();
    }
  });

  it('streams sections, usage and a final done event with the full result (EventSource client)', async () => {
    const events: Array<{ type: string; data: any }> = [];
    await new Promise<void>((resolve, reject) => {
      const source = new EventSource(`${server.url}/api/v1/text/translate`, {
        fetch: (input, init) =>
          fetch(input, {
            ...init,
            method: 'POST',
            headers: {
              ...init?.headers,
              authorization: `Bearer ${server.token}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ ...TRANSLATE_BODY, stream: true }),
          }),
      });
      for (const type of ['section', 'delta', 'usage', 'done', 'error']) {
        source.addEventListener(type, (event) => {
          events.push({ type, data: JSON.parse((event as MessageEvent).data) });
          if (type === 'done' || type === 'error') {
            source.close();
            resolve();
          }
        });
      }
      source.onerror = (error) => {
        source.close();
        reject(error);
      };
    });
    expect(events.map((event) => event.type)).toEqual(['section', 'section', 'usage', 'done']);
    expect(events[0]!.data).toEqual({
      index: 0,
      start: 0,
      end: 14,
      failed: false,
      summary: 'eng_Latn: Sannu da zuwa.',
    });
    const done = events[3]!.data;
    expect(TextProcessingResultSchema.parse(done)).toEqual(done);
    expect(done.result).toBe('eng_Latn: Sannu da zuwa.\neng_Latn: Na gode.');
    expect(events[2]!.data).toEqual(done.usage);
    const job = await server.call('GET', `/api/v1/text/jobs/${done.job_id}`);
    expect(job.body.status).toBe('completed');
  });
});

const CONVERSATION = [
  'Agent: Good morning, thank you for calling. How can I help you today?',
  'Customer: My card was charged twice for the same purchase last week.',
  'Agent: I am sorry about that. I can see the duplicate charge on your account.',
  'Customer: Can you refund it please?',
  'Agent: Yes, I have started the refund and it will arrive within five working days.',
].join('\n');

describe('POST /api/v1/text/summarize (embedded extractive summarizer)', () => {
  it.each(['short', 'detailed'] as const)('summarizes with style %s and records the style', async (style) => {
    const response = await server.call('POST', '/api/v1/text/summarize', {
      text: CONVERSATION,
      language: 'English',
      style,
    });
    expect(response.status).toBe(200);
    expect(TextProcessingResultSchema.parse(response.body)).toEqual(response.body);
    expect(response.body.result.length).toBeGreaterThan(0);
    const job = await server.call('GET', `/api/v1/text/jobs/${response.body.job_id}`);
    expect(job.body).toMatchObject({
      job_type: 'summarize',
      style,
      status: 'completed',
      result: response.body.result,
    });
  });

  it('returns result_structured for the structured style, also on the job', async () => {
    const response = await server.call('POST', '/api/v1/text/summarize', {
      text: CONVERSATION,
      language: 'English',
      style: 'structured',
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.result_structured).sort()).toEqual([
      'customer_issue',
      'important_entities',
      'next_action',
      'resolution_status',
      'sentiment',
      'summary',
    ]);
    const job = await server.call('GET', `/api/v1/text/jobs/${response.body.job_id}`);
    expect(job.body.result_structured).toEqual(response.body.result_structured);
  });

  it('streams a short summary ending with done', async () => {
    const response = await fetch(`${server.url}/api/v1/text/summarize`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: CONVERSATION, language: 'English', style: 'short', stream: true }),
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const names = [...(await response.text()).matchAll(/^event: (\w+)$/gmu)].map((match) => match[1]);
    expect(names.slice(-2)).toEqual(['usage', 'done']);
    expect(names.slice(0, -2).every((name) => name === 'section' || name === 'delta')).toBe(true);
  });
});

const PII_TEXT =
  'Agent: Hello, am I speaking with Amaka Okonkwo?\nCustomer: Yes. My phone is 0803 123 4567 and my email is amaka@example.com.';
const PII_REDACTED =
  'Agent: Hello, am I speaking with [PERSON_NAME]?\nCustomer: Yes. My phone is [PHONE_NUMBER] and my email is [EMAIL].';

describe('POST /api/v1/text/redact (rules redaction)', () => {
  it('redacts and records a redact job', async () => {
    const response = await server.call('POST', '/api/v1/text/redact', {
      text: PII_TEXT,
      language: 'English',
    });
    expect(response.status).toBe(200);
    expect(TextProcessingResultSchema.parse(response.body)).toEqual(response.body);
    expect(response.body.result).toBe(PII_REDACTED);
    expect(response.body.model_name).toBe('langproc-rules-1');
    expect(Object.keys(response.body)).not.toContain('entities');
    const job = await server.call('GET', `/api/v1/text/jobs/${response.body.job_id}`);
    expect(job.body).toMatchObject({
      job_type: 'redact',
      status: 'completed',
      source_language: 'English',
      target_language: null,
      result: PII_REDACTED,
    });
  });

  it('streams deltas that join to the result, then usage and done', async () => {
    const events: Array<{ type: string; data: any }> = [];
    await new Promise<void>((resolve, reject) => {
      const source = new EventSource(`${server.url}/api/v1/text/redact`, {
        fetch: (input, init) =>
          fetch(input, {
            ...init,
            method: 'POST',
            headers: {
              ...init?.headers,
              authorization: `Bearer ${server.token}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ text: PII_TEXT, language: 'English', stream: true }),
          }),
      });
      for (const type of ['section', 'delta', 'usage', 'done', 'error']) {
        source.addEventListener(type, (event) => {
          events.push({ type, data: JSON.parse((event as MessageEvent).data) });
          if (type === 'done' || type === 'error') {
            source.close();
            resolve();
          }
        });
      }
      source.onerror = (error) => {
        source.close();
        reject(error);
      };
    });
    expect(events.map((event) => event.type)).toEqual(['delta', 'delta', 'delta', 'usage', 'done']);
    const joined = events
      .filter((event) => event.type === 'delta')
      .map((event) => event.data.text)
      .join('');
    expect(joined).toBe(PII_REDACTED);
    expect(events[4]!.data.result).toBe(PII_REDACTED);
  });
});

describe('client disconnect during a stream', () => {
  it('aborts the capability, records a failed job, and keeps serving', async () => {
    let aborted = false;
    const slow = await startTestServer({
      services: {
        redact: async () => {
          throw new Error('not used');
        },
        redactStream: async function* ({ abortSignal }) {
          yield { type: 'delta', text: 'first ' };
          await new Promise<void>((resolve) => abortSignal!.addEventListener('abort', () => resolve()));
          aborted = true;
          throw abortSignal!.reason;
        },
      },
    });
    try {
      const controller = new AbortController();
      const response = await fetch(`${slow.url}/api/v1/text/redact`, {
        method: 'POST',
        signal: controller.signal,
        headers: { authorization: `Bearer ${slow.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'x', language: 'English', stream: true }),
      });
      const reader = response.body!.getReader();
      const first = new TextDecoder().decode((await reader.read()).value);
      expect(first).toBe('event: delta\ndata: {"text":"first "}\n\n');
      controller.abort();
      for (;;) {
        const job = await slow.call('GET', '/api/v1/text/jobs/1');
        if (job.status === 200) {
          expect([job.body.status, job.body.error]).toEqual(['failed', 'aborted: The client disconnected.']);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(aborted).toBe(true);
      expect((await slow.call('GET', '/healthz')).body).toEqual({ status: 'ok' });
    } finally {
      await slow.close();
    }
  });
});

describe('default services with a real transformers.js model (tiny NLLB fixture)', () => {
  it('translates through the real backend and records the job', async () => {
    const real = await startTestServer({
      services: createDefaultServices({
        modelsDirectory: 'test/fixtures/models',
        translationModel: 'langproc-fixtures/tiny-random-nllb',
      }),
    });
    try {
      const response = await real.call('POST', '/api/v1/text/translate', {
        text: 'Hello there.',
        source_language: 'English',
        target_language: 'Hausa',
      });
      expect(response.status).toBe(200);
      expect(TextProcessingResultSchema.parse(response.body)).toEqual(response.body);
      expect(response.body.model_name).toBe('langproc-fixtures/tiny-random-nllb');
      const job = await real.call('GET', `/api/v1/text/jobs/${response.body.job_id}`);
      expect(job.body).toMatchObject({
        status: 'completed',
        result: response.body.result,
        job_type: 'translate',
      });
    } finally {
      await real.close();
    }
  });
});
