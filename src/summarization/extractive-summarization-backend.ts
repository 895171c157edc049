/**
 * The embedded default summarizer: no model, no download. It picks the best-scoring sentences
 * of the text (see score-sentences.ts) and, for structured summaries, fills the fields with
 * rules (see structured-rules.ts). Its `modelId` says what it is: `langproc-extractive-1`.
 * Token counts use the model-free tokenizer of `countTextTokens`.
 *
 * @example
 * ```ts
 * import { createExtractiveSummarizationBackend, summarize } from 'langproc';
 * const backend = createExtractiveSummarizationBackend({ maxInputTokens: 4000 });
 * await summarize({ text, language: 'English', style: 'short', backend });
 * ```
 */
import { InvalidInputError } from '../errors/invalid-input-error.js';
import type { LanguageName } from '../languages.js';
import type {
  StructuredSummaryOutput,
  SummarizationBackendV1,
  SummarizationCallOptions,
  SummarizationCallResult,
} from '../spec/summarization-backend.js';
import { splitLines } from '../translation/split-sentences.js';
import { countTextTokens } from '../usage/count-text-tokens.js';
import { throwIfAborted } from '../util/abort.js';
import { scoreSentences } from './score-sentences.js';
import {
  announcesAction,
  detectResolutionStatus,
  detectSentiment,
  extractEntities,
  isCustomerLabel,
  mentionsIssue,
} from './structured-rules.js';

/** The extractive summarizer's model name. */
export const EXTRACTIVE_MODEL_ID = 'langproc-extractive-1';

/** Options of {@link createExtractiveSummarizationBackend}. */
export interface ExtractiveSummarizationBackendOptions {
  /**
   * Largest input handled in one pass, in `countTextTokens` tokens; longer texts are
   * summarized by map-reduce in the core.
   * @default 2000
   */
  maxInputTokens?: number;
}

/** Sentences kept by a short summary (one for texts of up to this many sentences, else two). */
const SHORT_SUMMARY_THRESHOLD = 5;
/** Share of sentences a detailed summary keeps, and its bounds. */
const DETAILED_SHARE = 0.3;
const DETAILED_MIN = 3;
const DETAILED_MAX = 8;

interface ScoredSentence {
  text: string;
  label: string;
  position: number;
  rank: number;
}

function sentencesOf(text: string, language: LanguageName): ScoredSentence[] {
  const sentences: Array<{ text: string; label: string }> = [];
  for (const line of splitLines(text, language)) {
    const label = text.slice(line.start, line.labelEnd).replace(/:\s*$/u, '');
    for (const span of line.sentences) sentences.push({ text: text.slice(span.start, span.end), label });
  }
  const ranked = scoreSentences(sentences.map((sentence) => sentence.text));
  const rankOf = new Map(ranked.map((entry, rank) => [entry.index, rank]));
  return sentences.map((sentence, position) => ({
    ...sentence,
    position,
    rank: rankOf.get(position) ?? position,
  }));
}

function pick(sentences: ScoredSentence[], count: number): string {
  return [...sentences]
    .sort((first, second) => first.rank - second.rank)
    .slice(0, count)
    .sort((first, second) => first.position - second.position)
    .map((sentence) => sentence.text)
    .join(' ');
}

function best(sentences: ScoredSentence[]): ScoredSentence | undefined {
  return [...sentences].sort((first, second) => first.rank - second.rank)[0];
}

function structure(sentences: ScoredSentence[], text: string, summary: string): StructuredSummaryOutput {
  const customer = sentences.filter((sentence) => isCustomerLabel(sentence.label));
  const issue =
    best(customer.filter((sentence) => mentionsIssue(sentence.text))) ??
    best(sentences.filter((sentence) => mentionsIssue(sentence.text))) ??
    best(customer) ??
    best(sentences);
  const actions = sentences.filter(
    (sentence) => !isCustomerLabel(sentence.label) && announcesAction(sentence.text),
  );
  return {
    customer_issue: issue?.text ?? '',
    important_entities: extractEntities(sentences.map((sentence) => sentence.text)),
    next_action: actions.at(-1)?.text ?? '',
    resolution_status: detectResolutionStatus(text),
    sentiment: detectSentiment(
      customer.length > 0 ? customer.map((sentence) => sentence.text).join(' ') : text,
    ),
    summary,
  };
}

/** Creates the embedded extractive summarizer. */
export function createExtractiveSummarizationBackend(
  options: ExtractiveSummarizationBackendOptions = {},
): SummarizationBackendV1 {
  const maxInputTokens = options.maxInputTokens ?? 2000;
  if (!Number.isInteger(maxInputTokens) || maxInputTokens < 1) {
    throw new InvalidInputError({
      message: `Expected maxInputTokens to be a positive integer, got ${maxInputTokens}.`,
    });
  }
  return {
    specificationVersion: 'v1',
    backendId: 'extractive',
    modelId: EXTRACTIVE_MODEL_ID,
    maxInputTokens,
    async countTokens({ text }) {
      return countTextTokens(text);
    },
    async doSummarize(call: SummarizationCallOptions): Promise<SummarizationCallResult> {
      throwIfAborted(call.abortSignal);
      const sentences = sentencesOf(call.text, call.language);
      const count =
        call.style === 'detailed'
          ? Math.min(DETAILED_MAX, Math.max(DETAILED_MIN, Math.ceil(sentences.length * DETAILED_SHARE)))
          : sentences.length <= SHORT_SUMMARY_THRESHOLD
            ? 1
            : 2;
      const summary = pick(sentences, count);
      const structured = call.style === 'structured' ? structure(sentences, call.text, summary) : undefined;
      const output = structured
        ? [
            structured.customer_issue,
            structured.next_action,
            structured.summary,
            ...structured.important_entities,
          ].join(' ')
        : summary;
      return {
        summary,
        ...(structured ? { structured } : {}),
        usage: { promptTokens: countTextTokens(call.text), completionTokens: countTextTokens(output) },
        warnings: [],
      };
    },
  };
}
