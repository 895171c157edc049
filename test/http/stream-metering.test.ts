// biome-ignore-all lint/suspicious/noExplicitAny: response bodies are untyped JSON, checked by the assertions.
/**
 * Metering of `stream: true` (docs/http.md, "Streaming"): the balance must cover the input before
 * the first event, each event is sent only once the balance covers it, and a stream that ends
 * early pays for what it delivered. Prices: redaction costs 0.0002 per 1,000 tokens, so one
 * token (as countTextTokens counts) costs 0.0000002.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { BackendFailureError } from '../../src/errors/backend-failure-error.js';
import { buildUsage } from '../../src/http/metering/build-usage.js';
import type { HttpServices, TextServiceResult, TextServiceStreamEvent } from '../../src/http/services.js';
import { startTestServer, type TestServer } from './http-test-server.js';

/** The price of one redaction token. */
const TOKEN = 0.0000002;
/** Four tokens of input. */
const INPUT = 'one two three four';
/** Four deltas of one token each. */
const PIECES = ['alpha ', 'beta ', 'gamma ', 'delta'];

function resultOf(pieces: readonly string[]): TextServiceResult {
  const text = pieces.join('');
  return {
    result: text,
    missing_ranges: [],
    model_name: 'scripted',
    processing_time: 0,
    route: 'single_pass',
    sections: [{ index: 0, start: 0, end: INPUT.length, failed: false, summary: '' }],
    status: 'complete',
    units: { total: 1, succeeded: 1, failed: 0 },
    usage: buildUsage({ operation: 'redact', calls: 0, promptTokens: 4, completionTokens: pieces.length }),
  };
}

/** A redaction that streams PIECES, optionally waiting on `gate` after the first one. */
function scriptedServices(options: { gate?: Promise<void>; failAfter?: number } = {}): HttpServices {
  return {
    redact: async () => resultOf(PIECES),
    redactStream: async function* ({ abortSignal }): AsyncIterable<TextServiceStreamEvent> {
      for (const [index, piece] of PIECES.entries()) {
        if (index === options.failAfter) {
          throw new BackendFailureError({ message: 'The scripted backend failed.' });
        }
        abortSignal?.throwIfAborted();
        yield { type: 'delta', text: piece };
        if (index === 0 && options.gate !== undefined) await options.gate;
      }
      yield { type: 'result', result: resultOf(PIECES) };
    },
  };
}

interface StreamAnswer {
  status: number;
  contentType: string | null;
  events: Array<{ event: string; data: any }>;
  body: any;
}

async function streamRedact(server: TestServer, token = server.token): Promise<StreamAnswer> {
  const response = await fetch(`${server.url}/api/v1/text/redact`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text: INPUT, language: 'English', stream: true }),
  });
  const text = await response.text();
  const contentType = response.headers.get('content-type');
  if (!contentType?.startsWith('text/event-stream')) {
    return { status: response.status, contentType, events: [], body: JSON.parse(text) };
  }
  const events = [...text.matchAll(/^event: (\w+)\ndata: (.*)$/gmu)].map((match) => ({
    event: match[1]!,
    data: JSON.parse(match[2]!),
  }));
  return { status: response.status, contentType, events, body: undefined };
}

async function balanceOf(server: TestServer, name = 'primary'): Promise<number> {
  return (await server.server.store.findAccountByName(name))!.balance;
}

const servers: TestServer[] = [];
async function start(balance: number, services: HttpServices = scriptedServices()): Promise<TestServer> {
  const server = await startTestServer({ balance, services });
  servers.push(server);
  return server;
}
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

describe('stream: true and the balance', () => {
  it('answers 402 before the first event when the balance cannot pay for the input (real redaction)', async () => {
    // PII-free input of 9 tokens; the balance pays for 5
    const server = await startTestServer({ balance: 5 * TOKEN });
    servers.push(server);
    const response = await fetch(`${server.url}/api/v1/text/redact`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Call me on 0803 123 4567 today.', language: 'English', stream: true }),
    });
    expect(response.status).toBe(402);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body: any = await response.json();
    expect(body.error.code).toBe('insufficient_balance');
    expect(Object.keys(body)).toEqual(['error']);
    expect(await balanceOf(server)).toBe(5 * TOKEN);
    expect((await server.call('GET', '/api/v1/text/jobs/1')).status).toBe(404);
  });

  it('stops once the balance cannot pay for the next event, and charges what was delivered', async () => {
    // input (4 tokens) and two deltas fit in 6.5 tokens; the third delta does not
    const server = await start(6.5 * TOKEN);
    const answer = await streamRedact(server);
    expect(answer.status).toBe(200);
    expect(answer.events.map((event) => event.event)).toEqual(['delta', 'delta', 'usage', 'error']);
    expect(answer.events[2]!.data).toEqual(
      buildUsage({ operation: 'redact', calls: 1, promptTokens: 4, completionTokens: 2 }),
    );
    expect(answer.events[3]!.data).toEqual({
      error: {
        code: 'insufficient_balance',
        message: 'The account balance cannot pay for more output; the stream stopped after what it paid for.',
        details: { job_id: 1 },
      },
    });
    expect(await balanceOf(server)).toBeCloseTo(0.5 * TOKEN, 12);
    const job = await server.call('GET', '/api/v1/text/jobs/1');
    expect(job.body).toMatchObject({ status: 'failed', result: null, usage: answer.events[2]!.data });
    expect(job.body.error).toMatch(/^insufficient_balance: /u);
  });

  it('gives no free output to a loop of streams: each delta is paid, then 402', async () => {
    const initial = 13 * TOKEN;
    const server = await start(initial);
    const answers: StreamAnswer[] = [];
    for (let attempt = 0; attempt < 5; attempt++) answers.push(await streamRedact(server));
    // 4 input + 4 deltas, then 4 input + 1 delta; then the balance is 0
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 402, 402, 402]);
    const deltas = answers.map((answer) => answer.events.filter((event) => event.event === 'delta').length);
    expect(deltas).toEqual([4, 1, 0, 0, 0]);
    const chargedTokens = answers
      .flatMap((answer) => answer.events.filter((event) => event.event === 'usage'))
      .map((event) => Math.round(event.data.cost / TOKEN));
    expect(chargedTokens).toEqual([8, 5]);
    expect(await balanceOf(server)).toBe(0);
  });

  it('charges what was delivered when the backend fails mid-stream', async () => {
    const server = await start(1, scriptedServices({ failAfter: 2 }));
    const answer = await streamRedact(server);
    expect(answer.events.map((event) => event.event)).toEqual(['delta', 'delta', 'usage', 'error']);
    expect(answer.events[3]!.data.error).toMatchObject({ code: 'backend_failure', details: { job_id: 1 } });
    expect(Math.round(answer.events[2]!.data.cost / TOKEN)).toBe(6);
    expect(await balanceOf(server)).toBeCloseTo(1 - 6 * TOKEN, 12);
    const job = await server.call('GET', '/api/v1/text/jobs/1');
    expect([job.body.status, job.body.usage]).toEqual(['failed', answer.events[2]!.data]);
  });

  it('charges what was delivered when the client disconnects mid-stream', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const server = await start(1, scriptedServices({ gate }));
    const controller = new AbortController();
    const response = await fetch(`${server.url}/api/v1/text/redact`, {
      method: 'POST',
      signal: controller.signal,
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: INPUT, language: 'English', stream: true }),
    });
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe(
      'event: delta\ndata: {"text":"alpha "}\n\n',
    );
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 50));
    open();
    let job = await server.call('GET', '/api/v1/text/jobs/1');
    while (job.status === 404) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      job = await server.call('GET', '/api/v1/text/jobs/1');
    }
    expect([job.body.status, job.body.error, Math.round(job.body.usage.cost / TOKEN)]).toEqual([
      'failed',
      'aborted: The client disconnected.',
      5,
    ]);
    expect(await balanceOf(server)).toBeCloseTo(1 - 5 * TOKEN, 12);
  });

  it('holds what a stream in flight delivered: a second stream of the account cannot spend it', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    // enough for one input and two deltas: the first stream holds 5 tokens after its first delta
    const server = await start(6.5 * TOKEN, scriptedServices({ gate }));
    const first = fetch(`${server.url}/api/v1/text/redact`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: INPUT, language: 'English', stream: true }),
    });
    const reader = (await first).body!.getReader();
    await reader.read();
    const second = await streamRedact(server);
    expect([second.status, second.body.error.code]).toEqual([402, 'insufficient_balance']);
    const plain = await server.call('POST', '/api/v1/text/redact', { text: INPUT, language: 'English' });
    expect([plain.status, plain.body.error.code]).toEqual([402, 'insufficient_balance']);
    open();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest += new TextDecoder().decode(chunk.value);
    }
    expect([...rest.matchAll(/^event: (\w+)$/gmu)].map((match) => match[1])).toEqual([
      'delta',
      'usage',
      'error',
    ]);
    expect(await balanceOf(server)).toBeCloseTo(0.5 * TOKEN, 12);
  });

  it('still streams and charges the full usage when the balance pays for everything', async () => {
    const server = await start(1);
    const answer = await streamRedact(server);
    expect(answer.events.map((event) => event.event)).toEqual([
      'delta',
      'delta',
      'delta',
      'delta',
      'usage',
      'done',
    ]);
    expect(answer.events[4]!.data).toEqual(resultOf(PIECES).usage);
    expect(await balanceOf(server)).toBeCloseTo(1 - 8 * TOKEN, 12);
  });
});
