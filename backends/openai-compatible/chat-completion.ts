/**
 * One OpenAI-compatible `POST <baseURL>/chat/completions` call (vLLM, Ollama, TGI, llama.cpp
 * server, cloud APIs), plain or streamed (server-sent events, `data: {...}` lines ending with
 * `data: [DONE]`). The response is validated with zod; HTTP errors map to typed errors.
 *
 * @example
 * ```ts
 * const { content, usage } = await postChatCompletion({
 *   baseURL: 'http://127.0.0.1:8000/v1', model: 'qwen2.5-7b-instruct',
 *   messages: [{ role: 'user', content: 'Hello' }], timeoutMs: 60_000,
 * });
 * ```
 */
import { z } from 'zod';
import { AbortedError } from '../../src/errors/aborted-error.js';
import { BackendFailureError } from '../../src/errors/backend-failure-error.js';
import { LangprocError } from '../../src/errors/langproc-error.js';
import { RateLimitedError } from '../../src/errors/rate-limited-error.js';
import { TimeoutError } from '../../src/errors/timeout-error.js';
import { UnauthorizedError } from '../../src/errors/unauthorized-error.js';

/** A chat message. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Options of {@link postChatCompletion}. */
export interface ChatCompletionOptions {
  baseURL: string;
  model: string;
  apiKey?: string;
  messages: ChatMessage[];
  timeoutMs: number;
  stream?: boolean;
  maxTokens?: number;
  /** Ask for a JSON object (`response_format: { type: 'json_object' }`). */
  json?: boolean;
  abortSignal?: AbortSignal;
  fetch?: typeof fetch;
}

/** The content and token counts of a completion. */
export interface ChatCompletion {
  content: string;
  finishReason: string | null;
  usage: { promptTokens: number; completionTokens: number } | null;
}

const UsageSchema = z.object({
  prompt_tokens: z.number().int().min(0),
  completion_tokens: z.number().int().min(0),
});

const CompletionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullable() }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
  usage: UsageSchema.nullable().optional(),
});

const ChunkSchema = z.object({
  choices: z
    .array(
      z.object({
        delta: z.object({ content: z.string().nullable().optional() }).optional(),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .optional(),
  usage: UsageSchema.nullable().optional(),
});

function toUsage(usage: z.infer<typeof UsageSchema> | null | undefined): ChatCompletion['usage'] {
  return usage ? { promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens } : null;
}

async function readStream(body: ReadableStream<Uint8Array>): Promise<ChatCompletion> {
  const decoder = new TextDecoder();
  let buffer = '';
  let content = '';
  let finishReason: string | null = null;
  let usage: ChatCompletion['usage'] = null;
  let done = false;
  const handle = (line: string): void => {
    if (!line.startsWith('data:')) return;
    const data = line.slice(5).trim();
    if (data === '[DONE]') {
      done = true;
      return;
    }
    let parsed: z.infer<typeof ChunkSchema>;
    try {
      parsed = ChunkSchema.parse(JSON.parse(data));
    } catch (error) {
      throw new BackendFailureError({ message: 'The server sent a malformed stream chunk.', cause: error });
    }
    for (const choice of parsed.choices ?? []) {
      content += choice.delta?.content ?? '';
      if (choice.finish_reason) finishReason = choice.finish_reason;
    }
    if (parsed.usage) usage = toUsage(parsed.usage);
  };
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline = buffer.indexOf('\n');
    while (newline !== -1) {
      handle(buffer.slice(0, newline).replace(/\r$/u, ''));
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf('\n');
    }
  }
  handle(buffer.trim());
  if (!done) throw new BackendFailureError({ message: 'The stream ended without [DONE].' });
  return { content, finishReason, usage };
}

/** Sends one chat completion request and returns its content (see the module comment). */
export async function postChatCompletion(options: ChatCompletionOptions): Promise<ChatCompletion> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.abortSignal ? AbortSignal.any([options.abortSignal, timeout]) : timeout;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: options.stream ? 'text/event-stream' : 'application/json',
  };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  const body = {
    model: options.model,
    messages: options.messages,
    temperature: 0,
    stream: options.stream === true,
    ...(options.stream ? { stream_options: { include_usage: true } } : {}),
    ...(options.maxTokens === undefined ? {} : { max_tokens: options.maxTokens }),
    ...(options.json ? { response_format: { type: 'json_object' } } : {}),
  };
  const failure = (error: unknown): Error => {
    if (options.abortSignal?.aborted)
      return new AbortedError({ message: 'The request was aborted.', cause: error });
    if (timeout.aborted) {
      return new TimeoutError({
        message: `The chat completion timed out after ${options.timeoutMs} ms.`,
        details: { milliseconds: options.timeoutMs },
      });
    }
    return LangprocError.isInstance(error)
      ? error
      : new BackendFailureError({ message: 'The chat completion request failed.', cause: error });
  };
  try {
    const response = await (options.fetch ?? globalThis.fetch)(
      `${options.baseURL.replace(/\/+$/u, '')}/chat/completions`,
      {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal,
      },
    );
    if (!response.ok) {
      await response.body?.cancel();
      const details = { status: response.status };
      if (response.status === 401 || response.status === 403) {
        throw new UnauthorizedError({
          message: `The server refused the API key (HTTP ${response.status}).`,
          details,
        });
      }
      if (response.status === 429)
        throw new RateLimitedError({ message: 'The server is rate limiting (HTTP 429).', details });
      throw new BackendFailureError({
        message: `The chat completion failed with HTTP ${response.status}.`,
        details,
      });
    }
    if (options.stream) {
      if (!response.body) throw new BackendFailureError({ message: 'The server sent no stream.' });
      return await readStream(response.body);
    }
    const parsed = CompletionSchema.safeParse(await response.json());
    if (!parsed.success) {
      throw new BackendFailureError({ message: 'The server sent a response that is not a chat completion.' });
    }
    const choice = parsed.data.choices[0]!;
    return {
      content: choice.message.content ?? '',
      finishReason: choice.finish_reason ?? null,
      usage: toUsage(parsed.data.usage),
    };
  } catch (error) {
    throw failure(error);
  }
}
