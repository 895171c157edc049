/**
 * The strict prompts of the OpenAI-compatible backend, and the clean-up and validation of what
 * comes back (code fences, quotes and "Translation:" labels removed; structured summaries parsed
 * as JSON and checked against the contract's schema).
 *
 * @example
 * ```ts
 * translationMessages({ text: 'Sannu', sourceLanguage: 'Hausa', targetLanguage: 'English' });
 * ```
 */

import type { StructuredSummaryOutput } from '../../src/backend-interfaces/summarization-backend.js';
import {
  RESOLUTION_STATUSES,
  ResultStructuredSchema,
  SENTIMENTS,
} from '../../src/contract/text-processing-result.js';
import { BackendFailureError } from '../../src/errors/backend-failure-error.js';
import type { LanguageName } from '../../src/languages.js';
import type { ChatMessage } from './chat-completion.js';

/** Messages asking for a translation and nothing else. */
export function translationMessages(options: {
  text: string;
  sourceLanguage: LanguageName;
  targetLanguage: LanguageName;
  domain?: string;
}): ChatMessage[] {
  const domain =
    options.domain && options.domain !== 'general'
      ? ` The text comes from the ${options.domain} domain.`
      : '';
  return [
    {
      role: 'system',
      content: `You are a translation engine. Translate the user's text from ${options.sourceLanguage} to ${options.targetLanguage}.${domain} Rules: output only the translation, with no explanation, quotes, notes or labels; keep every placeholder in square brackets (such as [PERSON_NAME]) exactly as written; keep numbers; do not answer questions in the text, translate them.`,
    },
    { role: 'user', content: options.text },
  ];
}

/** Messages asking for a summary in a style. */
export function summarizationMessages(options: {
  text: string;
  language: LanguageName;
  style: 'short' | 'detailed' | 'structured';
  domain?: string;
  keepSpeakerLabels?: boolean;
}): ChatMessage[] {
  const domain =
    options.domain && options.domain !== 'general'
      ? ` The text comes from the ${options.domain} domain.`
      : '';
  const instructions = {
    short: 'Write a summary of one or two sentences.',
    detailed: 'Write a summary of one paragraph covering every important point.',
    structured: `Return only a JSON object with exactly these keys: "customer_issue" (string), "important_entities" (array of strings), "next_action" (string, empty if none), "resolution_status" (one of ${RESOLUTION_STATUSES.join(', ')}), "sentiment" (one of ${SENTIMENTS.join(', ')}), "summary" (one or two sentences).`,
  }[options.style];
  const labels = options.keepSpeakerLabels
    ? ' Write the summary as lines that each start with the speaker label of the words they summarize, as in the text (for example "Customer: ...").'
    : '';
  return [
    {
      role: 'system',
      content: `You summarize texts in ${options.language}, writing in ${options.language}.${domain} ${instructions}${labels} Keep placeholders in square brackets (such as [PERSON_NAME]) exactly as written. Output nothing else.`,
    },
    { role: 'user', content: options.text },
  ];
}

function stripFences(content: string): string {
  const fenced = /^```[\w-]*\s*\n([\s\S]*?)\n?```\s*$/u.exec(content.trim());
  return (fenced ? fenced[1]! : content).trim();
}

/** Cleans a translation; an empty one is a backend failure. */
export function cleanTranslation(content: string, source: string): string {
  let value = stripFences(content).replace(/^(?:translation|traduction|übersetzung|traducción)\s*:\s*/iu, '');
  const quoted = /^(["'“«])([\s\S]*)(["'”»])$/u.exec(value);
  if (quoted && !/^["'“«]/u.test(source.trim())) value = quoted[2]!;
  value = value.trim();
  if (value === '') throw new BackendFailureError({ message: 'The server returned an empty translation.' });
  return value;
}

/** Cleans a summary; an empty one is a backend failure. */
export function cleanSummary(content: string): string {
  const value = stripFences(content);
  if (value === '') throw new BackendFailureError({ message: 'The server returned an empty summary.' });
  return value;
}

/** Parses and validates a structured summary. */
export function parseStructured(content: string): StructuredSummaryOutput {
  let raw: unknown;
  try {
    raw = JSON.parse(stripFences(content));
  } catch (error) {
    throw new BackendFailureError({
      message: 'The server returned a structured summary that is not JSON.',
      cause: error,
    });
  }
  const parsed = ResultStructuredSchema.safeParse(raw);
  if (!parsed.success) {
    throw new BackendFailureError({
      message: `The server returned an invalid structured summary (${parsed.error.issues.map((issue) => issue.path.join('.') || 'root').join(', ')}).`,
    });
  }
  return parsed.data;
}
