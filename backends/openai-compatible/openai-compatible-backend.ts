/**
 * A translation and summarization backend for any server that speaks the OpenAI
 * chat-completions wire format (vLLM, Ollama, TGI, llama.cpp server or a cloud API). Strict
 * prompts, temperature 0, validated answers; token usage comes from the server's `usage` field.
 * `countTokens` is an estimate (the server's tokenizer is not available locally), used only to
 * cut long texts into sections.
 *
 * @example
 * ```ts
 * import { translate, summarize } from 'langproc';
 * import { createOpenAICompatibleBackend } from 'langproc/openai-compatible';
 * const backend = createOpenAICompatibleBackend({ baseURL: 'http://127.0.0.1:11434/v1', model: 'llama3.1:8b' });
 * await translate({ text, sourceLanguage: 'Hausa', targetLanguage: 'English', backend });
 * await summarize({ text, language: 'English', style: 'structured', backend });
 * ```
 */

import type {
  SummarizationBackendV1,
  SummarizationCallOptions,
  SummarizationCallResult,
} from '../../src/backend-interfaces/summarization-backend.js';
import type {
  TranslationBackendV1,
  TranslationCallOptions,
  TranslationCallResult,
} from '../../src/backend-interfaces/translation-backend.js';
import { InvalidInputError } from '../../src/errors/invalid-input-error.js';
import { assertOptionsObject } from '../../src/util/assert-options.js';
import { countCodePoints } from '../../src/util/code-points.js';
import { postChatCompletion } from './chat-completion.js';
import {
  cleanSummary,
  cleanTranslation,
  parseStructured,
  summarizationMessages,
  translationMessages,
} from './prompts.js';

/** Options of {@link createOpenAICompatibleBackend}. */
export interface OpenAICompatibleBackendOptions {
  /** Base URL including the version path. @example 'http://127.0.0.1:8000/v1' */
  baseURL: string;
  /** Model name on the server. @example 'qwen2.5-7b-instruct' */
  model: string;
  /** Sent as `Authorization: Bearer <apiKey>`. @default none */
  apiKey?: string;
  /** Per request. @default 60000 */
  timeoutMs?: number;
  /** Receive answers as a server-sent event stream. @default false */
  stream?: boolean;
  /** Largest section, in estimated tokens. @default 1500 */
  maxInputTokens?: number;
  /** Sections translated concurrently per call. @default 4 */
  maxBatchSize?: number;
  /** @default 1024 */
  maxOutputTokens?: number;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** Characters per token assumed by the estimate (conservative for non-Latin scripts). */
export const ESTIMATED_CHARACTERS_PER_TOKEN = 3;

/** Creates the backend. */
export function createOpenAICompatibleBackend(
  options: OpenAICompatibleBackendOptions,
): TranslationBackendV1 & SummarizationBackendV1 {
  assertOptionsObject(options, 'createOpenAICompatibleBackend');
  let base: URL;
  try {
    base = new URL(options.baseURL);
  } catch {
    throw new InvalidInputError({ message: 'Expected baseURL to be an http(s) URL.' });
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new InvalidInputError({ message: `Expected baseURL to use http or https, got ${base.protocol}` });
  }
  if (typeof options.model !== 'string' || options.model === '') {
    throw new InvalidInputError({ message: 'Expected model to be a non-empty string.' });
  }
  for (const field of ['maxInputTokens', 'maxBatchSize', 'maxOutputTokens'] as const) {
    const value = options[field];
    if (value !== undefined && (!Number.isInteger(value) || value < 1)) {
      throw new InvalidInputError({
        message: `Expected ${field} to be a positive integer, got ${String(value)}.`,
        details: { field },
      });
    }
  }
  if (options.timeoutMs !== undefined && !(Number.isFinite(options.timeoutMs) && options.timeoutMs > 0)) {
    throw new InvalidInputError({
      message: `Expected timeoutMs to be a positive number, got ${String(options.timeoutMs)}.`,
      details: { field: 'timeoutMs' },
    });
  }
  const request = {
    baseURL: options.baseURL,
    model: options.model,
    timeoutMs: options.timeoutMs ?? 60_000,
    stream: options.stream ?? false,
    maxTokens: options.maxOutputTokens ?? 1024,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  const estimate = (text: string): number =>
    Math.ceil(countCodePoints(text) / ESTIMATED_CHARACTERS_PER_TOKEN);

  return {
    specificationVersion: 'v1',
    backendId: 'openai-compatible',
    modelId: options.model,
    maxInputTokens: options.maxInputTokens ?? 1500,
    maxBatchSize: options.maxBatchSize ?? 4,

    async countTokens({ text }) {
      return estimate(text);
    },

    async doTranslate(call: TranslationCallOptions): Promise<TranslationCallResult> {
      const outputs = await Promise.all(
        call.texts.map(async (text) => {
          const completion = await postChatCompletion({
            ...request,
            messages: translationMessages({
              text,
              sourceLanguage: call.sourceLanguage,
              targetLanguage: call.targetLanguage,
              ...(call.domain ? { domain: call.domain } : {}),
            }),
            ...(call.abortSignal ? { abortSignal: call.abortSignal } : {}),
          });
          const translation = cleanTranslation(completion.content, text);
          return {
            translation,
            estimated: completion.usage === null,
            usage: completion.usage ?? {
              promptTokens: estimate(text),
              completionTokens: estimate(translation),
            },
          };
        }),
      );
      return {
        translations: outputs.map((output) => output.translation),
        usage: {
          promptTokens: outputs.reduce((sum, output) => sum + output.usage.promptTokens, 0),
          completionTokens: outputs.reduce((sum, output) => sum + output.usage.completionTokens, 0),
        },
        warnings: outputs.some((output) => output.estimated)
          ? [{ type: 'other', message: 'The server reported no token usage; counts are estimates.' }]
          : [],
      };
    },

    async doSummarize(call: SummarizationCallOptions): Promise<SummarizationCallResult> {
      const structured = call.style === 'structured';
      const completion = await postChatCompletion({
        ...request,
        stream: request.stream && !structured,
        json: structured,
        messages: summarizationMessages({
          text: call.text,
          language: call.language,
          style: call.style,
          ...(call.keepSpeakerLabels ? { keepSpeakerLabels: true } : {}),
          ...(call.domain ? { domain: call.domain } : {}),
        }),
        ...(call.abortSignal ? { abortSignal: call.abortSignal } : {}),
      });
      const fields = structured ? parseStructured(completion.content) : undefined;
      const summary = fields ? fields.summary : cleanSummary(completion.content);
      return {
        summary,
        ...(fields ? { structured: fields } : {}),
        usage: completion.usage ?? {
          promptTokens: estimate(call.text),
          completionTokens: estimate(completion.content),
        },
        warnings: completion.usage
          ? []
          : [{ type: 'other', message: 'The server reported no token usage; counts are estimates.' }],
      };
    },
  };
}
