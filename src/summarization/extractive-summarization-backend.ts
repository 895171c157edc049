/**
 * The embedded default summarizer: no model, no download. It finds the customer's issue, the
 * outcome and the next action with the cue lexicons and speaker roles (structured-rules.ts),
 * builds short summaries around them (the issue first) and fills detailed ones with the
 * best-scoring non-redundant sentences (score-sentences.ts); structured summaries get their
 * fields from the same rules. Its `modelId` says what it is: `langproc-extractive-1`.
 * Token counts use the model-free tokenizer of `countTextTokens`.
 *
 * @example
 * ```ts
 * import { createExtractiveSummarizationBackend, summarize } from 'langproc';
 * const backend = createExtractiveSummarizationBackend({ maxInputTokens: 4000 });
 * await summarize({ text, language: 'English', style: 'short', backend });
 * ```
 */

import type {
  StructuredSummaryOutput,
  SummarizationBackendV1,
  SummarizationCallOptions,
  SummarizationCallResult,
} from '../backend-interfaces/summarization-backend.js';
import { InvalidInputError } from '../errors/invalid-input-error.js';
import type { LanguageName } from '../languages.js';
import { splitLines } from '../translation/split-sentences.js';
import { countTextTokens } from '../usage/count-text-tokens.js';
import { throwIfAborted } from '../util/abort.js';
import { foldTokens } from './lexicons/cue-matcher.js';
import { scoreSentences } from './score-sentences.js';
import {
  announcesAction,
  assignRoles,
  detectResolutionStatus,
  detectSentiment,
  extractEntities,
  mentionsIssue,
  resolutionCueOf,
  type SpeakerRole,
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

/** Sentences kept by a short summary without cues (one for texts of up to this many, else two). */
const SHORT_SUMMARY_THRESHOLD = 5;
/** Share of sentences a detailed summary keeps, and its bounds. */
const DETAILED_SHARE = 0.3;
const DETAILED_MIN = 3;
const DETAILED_MAX = 8;
/** Token overlap (Jaccard) at or above which a sentence repeats one already chosen. */
export const REDUNDANCY_THRESHOLD = 0.6;

interface ScoredSentence {
  text: string;
  /** Index of the source line (speaker turn) the sentence is on. */
  line: number;
  /** The speaker label of its line as written ('' when none). */
  label: string;
  role: SpeakerRole;
  position: number;
  rank: number;
  tokens: ReadonlySet<string>;
}

/**
 * A speaker label written with a space before the colon (French typography: `Client : …`), which
 * the shared line splitter does not treat as a label. Bounded, so linear.
 */
const SPACED_LABEL =
  /^\[?([\p{L}\p{N}][\p{L}\p{M}\p{N}_'.-]{0,24}(?: [\p{L}\p{N}][\p{L}\p{M}\p{N}_'.-]{0,24}){0,2})\]? :[ \t]+/u;

function sentencesOf(text: string, language: LanguageName): ScoredSentence[] {
  const sentences: Array<{ text: string; label: string; line: number }> = [];
  for (const [index, line] of splitLines(text, language).entries()) {
    let label = text.slice(line.start, line.labelEnd).replace(/:\s*$/u, '').trim();
    let labelEnd = line.labelEnd;
    const spaced = label === '' ? SPACED_LABEL.exec(text.slice(line.start, line.end)) : null;
    if (spaced) {
      label = spaced[1]!;
      labelEnd = line.start + spaced[0].length;
    }
    for (const span of line.sentences) {
      const start = Math.max(span.start, labelEnd);
      if (start < span.end) sentences.push({ text: text.slice(start, span.end), label, line: index });
    }
  }
  const roles = assignRoles(
    sentences.map((sentence) => sentence.label),
    language,
  );
  const ranked = scoreSentences(sentences.map((sentence) => sentence.text));
  const rankOf = new Map(ranked.map((entry, rank) => [entry.index, rank]));
  return sentences.map((sentence, position) => ({
    text: sentence.text,
    line: sentence.line,
    label: sentence.label,
    role: roles[position]!,
    position,
    rank: rankOf.get(position) ?? position,
    tokens: new Set(foldTokens(sentence.text)),
  }));
}

function byRank(sentences: readonly ScoredSentence[]): ScoredSentence[] {
  return [...sentences].sort((first, second) => first.rank - second.rank);
}

function overlap(first: ScoredSentence, second: ScoredSentence): number {
  if (first.tokens.size === 0 || second.tokens.size === 0) return 0;
  let shared = 0;
  for (const token of first.tokens) if (second.tokens.has(token)) shared++;
  return shared / (first.tokens.size + second.tokens.size - shared);
}

/** An issue sentence shorter than this ("I have a problem.") takes the next sentence of the turn. */
export const SHORT_ISSUE_WORDS = 5;

/** The sentences a summary is built around: the issue, the outcome and the next action. */
interface KeySentences {
  /** The issue sentence, with the sentence that explains it when it is short. */
  issue: ScoredSentence[];
  outcome: ScoredSentence | undefined;
  action: ScoredSentence | undefined;
}

function keySentences(sentences: readonly ScoredSentence[], language: LanguageName): KeySentences {
  const customer = sentences.filter((sentence) => sentence.role === 'customer');
  const notAgent = sentences.filter((sentence) => sentence.role !== 'agent');
  const stated =
    customer.find((sentence) => mentionsIssue(sentence.text, language)) ??
    notAgent.find((sentence) => mentionsIssue(sentence.text, language)) ??
    sentences.find((sentence) => mentionsIssue(sentence.text, language));
  const issue = stated ?? byRank(customer)[0] ?? byRank(sentences)[0];
  // Only a call (speaker roles or a stated problem) has an outcome; other texts keep TF-IDF picks.
  const isCall = stated !== undefined || sentences.some((sentence) => sentence.role !== 'unknown');
  const issueParts = issue ? [issue] : [];
  const next = issue ? sentences[issue.position + 1] : undefined;
  if (
    issue &&
    next &&
    next.role === issue.role &&
    next.line - issue.line <= 1 &&
    issue.tokens.size < SHORT_ISSUE_WORDS &&
    next.tokens.size >= SHORT_ISSUE_WORDS
  ) {
    issueParts.push(next);
  }
  const action = sentences.findLast(
    (sentence) => sentence.role !== 'customer' && announcesAction(sentence.text, language),
  );
  const outcome = isCall
    ? (sentences.findLast(
        (sentence) =>
          !issueParts.includes(sentence) && resolutionCueOf(sentence.text, language) !== undefined,
      ) ?? (action && !issueParts.includes(action) ? action : undefined))
    : undefined;
  return { issue: issueParts, outcome, action };
}

/**
 * Joins picked sentences in text order; with `keepLabels`, each run of sentences of one speaker
 * becomes a line that starts with the speaker's label (`Customer: ...`).
 */
function joinSentences(chosen: readonly ScoredSentence[], keepLabels: boolean): string {
  if (!keepLabels || chosen.every((sentence) => sentence.label === '')) {
    return chosen.map((sentence) => sentence.text).join(' ');
  }
  const lines: string[] = [];
  let previous: ScoredSentence | undefined;
  for (const sentence of chosen) {
    if (previous !== undefined && previous.label === sentence.label) {
      lines[lines.length - 1] += ` ${sentence.text}`;
    } else {
      lines.push(sentence.label === '' ? sentence.text : `${sentence.label}: ${sentence.text}`);
    }
    previous = sentence;
  }
  return lines.join('\n');
}

/** Picks `count` sentences: the required ones first, then the best-ranked non-redundant ones. */
function pick(
  sentences: readonly ScoredSentence[],
  required: ReadonlyArray<ScoredSentence | undefined>,
  count: number,
  keepLabels = false,
): string {
  const chosen: ScoredSentence[] = [];
  const add = (sentence: ScoredSentence): void => {
    if (chosen.length >= count || chosen.includes(sentence)) return;
    if (chosen.some((other) => overlap(sentence, other) >= REDUNDANCY_THRESHOLD)) return;
    chosen.push(sentence);
  };
  for (const sentence of required) if (sentence) add(sentence);
  for (const sentence of byRank(sentences)) add(sentence);
  return joinSentences(
    chosen.sort((first, second) => first.position - second.position),
    keepLabels,
  );
}

function summaryOf(
  sentences: readonly ScoredSentence[],
  keys: KeySentences,
  style: SummarizationCallOptions['style'],
  keepLabels = false,
): string {
  if (style === 'detailed') {
    const count = Math.min(
      DETAILED_MAX,
      Math.max(DETAILED_MIN, Math.ceil(sentences.length * DETAILED_SHARE)),
    );
    return pick(sentences, [...keys.issue, keys.outcome, keys.action], count, keepLabels);
  }
  // Short (also the structured summary): the issue, then the outcome; without an outcome, the
  // issue alone for short texts, else the issue and the best other sentence.
  // A short issue sentence gives way to the sentence that explains it.
  const issue = keys.issue.at(-1);
  const count = keys.outcome || sentences.length > SHORT_SUMMARY_THRESHOLD ? 2 : 1;
  return pick(sentences, [issue, keys.outcome], count, keepLabels);
}

function structure(
  sentences: readonly ScoredSentence[],
  keys: KeySentences,
  language: LanguageName,
  summary: string,
): StructuredSummaryOutput {
  const customer = sentences.filter((sentence) => sentence.role === 'customer');
  const texts = sentences.map((sentence) => sentence.text);
  return {
    customer_issue: keys.issue.map((sentence) => sentence.text).join(' '),
    important_entities: extractEntities(texts, language),
    next_action: keys.action?.text ?? '',
    resolution_status: detectResolutionStatus(texts, language),
    sentiment: detectSentiment(
      customer.length > 0 ? customer.map((sentence) => sentence.text) : texts,
      language,
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
      const keys = keySentences(sentences, call.language);
      const summary = summaryOf(sentences, keys, call.style, call.keepSpeakerLabels === true);
      const structured =
        call.style === 'structured' ? structure(sentences, keys, call.language, summary) : undefined;
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
