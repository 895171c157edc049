/**
 * The OpenAI-compatible backend against a local HTTP server that speaks the chat-completions
 * wire format (plain JSON and server-sent events).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAICompatibleBackend } from '../../backends/openai-compatible/index.js';
import { summarize } from '../../src/summarization/summarize.js';
import { translate } from '../../src/translation/translate.js';

interface ChatRequest {
  model: string;
  stream: boolean;
  temperature: number;
  messages: Array<{ role: string; content: string }>;
  response_format?: { type: string };
}

/** What the fake model answers for a request; `undefined` sends the default echo. */
let reply: (body: ChatRequest) => { status?: number; content?: string; delayMs?: number } = () => ({});
const received: Array<{ body: ChatRequest; authorization: string | undefined }> = [];
let server: Server;
let baseURL: string;

function answer(request: IncomingMessage, response: ServerResponse, raw: string): void {
  const body = JSON.parse(raw) as ChatRequest;
  received.push({ body, authorization: request.headers.authorization });
  const user = body.messages.find((message) => message.role === 'user')?.content ?? '';
  const planned = reply(body);
  const send = (): void => {
    if (request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    if (planned.status && planned.status !== 200) {
      response
        .writeHead(planned.status, { 'content-type': 'application/json' })
        .end('{"error":{"message":"no"}}');
      return;
    }
    const content = planned.content ?? `<${user.toUpperCase()}>`;
    const usage = {
      prompt_tokens: user.length,
      completion_tokens: content.length,
      total_tokens: user.length + content.length,
    };
    if (body.stream) {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      const pieces = content.match(/.{1,3}/gsu) ?? [''];
      for (const piece of pieces) {
        response.write(
          `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] })}\n\n`,
        );
      }
      response.write(
        `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
      );
      response.write(`data: ${JSON.stringify({ choices: [], usage })}\n\n`);
      response.end('data: [DONE]\n\n');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: 'x',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage,
      }),
    );
  };
  if (planned.delayMs) setTimeout(send, planned.delayMs);
  else send();
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    request.on('end', () => answer(request, response, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

describe('OpenAI-compatible backend', () => {
  it.each([false, true])(
    'translates with a strict prompt (stream: %s), usage from the server',
    async (stream) => {
      reply = () => ({});
      received.length = 0;
      const backend = createOpenAICompatibleBackend({ baseURL, model: 'test-llm', apiKey: 'k', stream });
      const result = await translate({
        text: 'Agent: Hello.\nCaller: Hi [PERSON_NAME].',
        sourceLanguage: 'English',
        targetLanguage: 'Hausa',
        backend,
      });
      expect(result.result).toBe('Agent: <HELLO.>\nCaller: <HI [PERSON_NAME].>');
      expect(result.usage).toMatchObject({ calls: 1, inputTokens: 6 + 17, outputTokens: 8 + 19 });
      expect(result.modelName).toBe('test-llm');
      expect(received[0]?.authorization).toBe('Bearer k');
      expect(received[0]?.body).toMatchObject({ model: 'test-llm', temperature: 0, stream });
      expect(received[0]?.body.messages[0]?.content).toContain('Translate the user');
      expect(received[0]?.body.messages[0]?.content).toContain('from English to Hausa');
    },
  );

  const cleanups: Array<[string, string]> = [
    ['```\nSannu.\n```', 'Sannu.'],
    ['"Sannu."', 'Sannu.'],
    ['Translation: Sannu.', 'Sannu.'],
  ];
  it.each(cleanups)('cleans %j', async (content, expected) => {
    reply = () => ({ content });
    const backend = createOpenAICompatibleBackend({ baseURL, model: 'm' });
    const result = await translate({
      text: 'Hello.',
      sourceLanguage: 'English',
      targetLanguage: 'Hausa',
      backend,
    });
    expect(result.result).toBe(expected);
  });

  it('returns a structured summary validated against the contract, retrying an invalid one', async () => {
    let attempts = 0;
    reply = (body) => {
      if (body.response_format?.type !== 'json_object') return { status: 500 };
      attempts++;
      return {
        content:
          attempts === 1
            ? '{"summary": "x", "sentiment": "furious"}'
            : '```json\n{"customer_issue":"Card blocked","important_entities":["[PERSON_NAME]"],"next_action":"Unblock the card","resolution_status":"resolved","sentiment":"positive","summary":"The card was unblocked."}\n```',
      };
    };
    const backend = createOpenAICompatibleBackend({ baseURL, model: 'm', stream: true });
    const result = await summarize({
      text: 'Customer: my card is blocked.',
      language: 'English',
      style: 'structured',
      backend,
    });
    expect(attempts).toBe(2);
    expect(result.result).toBe('The card was unblocked.');
    expect(result.structured).toEqual({
      customerIssue: 'Card blocked',
      importantEntities: ['[PERSON_NAME]'],
      nextAction: 'Unblock the card',
      resolutionStatus: 'resolved',
      sentiment: 'positive',
      summary: 'The card was unblocked.',
    });
  });

  it('asks for speaker labels when the core keeps them', async () => {
    reply = () => ({ content: 'Customer: The card is blocked.' });
    const backend = createOpenAICompatibleBackend({ baseURL, model: 'm', stream: false });
    const labelled = await backend.doSummarize({
      text: 'Customer: my card is blocked.',
      language: 'English',
      style: 'detailed',
      keepSpeakerLabels: true,
    });
    expect(labelled.summary).toBe('Customer: The card is blocked.');
    expect(received.at(-1)?.body.messages[0]?.content).toContain(
      'Write the summary as lines that each start with the speaker label',
    );
    await backend.doSummarize({
      text: 'Customer: my card is blocked.',
      language: 'English',
      style: 'detailed',
    });
    expect(received.at(-1)?.body.messages[0]?.content).not.toContain('speaker label');
  });

  it('streams a short summary', async () => {
    reply = () => ({ content: 'A short summary.' });
    const backend = createOpenAICompatibleBackend({ baseURL, model: 'm', stream: true });
    const result = await summarize({ text: 'A long text.', language: 'English', style: 'short', backend });
    expect(result).toMatchObject({
      result: 'A short summary.',
      usage: { inputTokens: 12, outputTokens: 16 },
    });
  });

  const failures: Array<{
    name: string;
    planned: { status?: number; content?: string; delayMs?: number };
    code: string;
  }> = [
    { name: 'a refused key', planned: { status: 401 }, code: 'unauthorized' },
    { name: 'rate limiting', planned: { status: 429 }, code: 'rate_limited' },
    { name: 'a server error', planned: { status: 500 }, code: 'backend_failure' },
    { name: 'an empty answer', planned: { content: '   ' }, code: 'backend_failure' },
    { name: 'a slow server', planned: { delayMs: 500 }, code: 'timeout' },
  ];
  it.each(failures)('maps $name to a typed error', async ({ planned, code }) => {
    reply = () => planned;
    const backend = createOpenAICompatibleBackend({ baseURL, model: 'm', timeoutMs: 100 });
    const error = await backend
      .doTranslate({ texts: ['Hello.'], sourceLanguage: 'English', targetLanguage: 'Zulu' })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code });
  });

  it('rejects a non-http base URL', () => {
    expect(() => createOpenAICompatibleBackend({ baseURL: 'file:///x', model: 'm' })).toThrowError(
      expect.objectContaining({ code: 'invalid_input' }),
    );
  });
});
