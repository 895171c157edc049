/**
 * Rules that fill a structured summary without a model, driven by the per-language cue lexicons
 * in `lexicons/` (all 19 languages, English cues always added for code-switching; without a
 * language every lexicon is used): speaker roles, complaint cues, next-action cues,
 * resolution-status cues, sentiment cues with negation, and entity extraction.
 *
 * Allowed values (from the contract): `resolution_status` is one of resolved, unresolved,
 * pending, escalated, unknown; `sentiment` one of positive, neutral, negative, mixed.
 *
 * @example
 * ```ts
 * detectResolutionStatus('I will escalate this to my supervisor.'); // 'escalated'
 * detectSentiment('Sina furaha, si furaha kabisa.', 'Swahili'); // 'negative'
 * ```
 */
import type { ResultStructured } from '../contract/text-processing-result.js';
import { LANGUAGE_NAMES, type LanguageName } from '../languages.js';
import { ACTION_CUES } from './lexicons/action-cues.js';
import { type CueMatcher, compileCues, foldTokens } from './lexicons/cue-matcher.js';
import { CURRENCY_SYMBOLS, CURRENCY_WORDS } from './lexicons/currency-cues.js';
import { ISSUE_CUES } from './lexicons/issue-cues.js';
import { NEGATION_CUES } from './lexicons/negation-cues.js';
import { RESOLUTION_CUES } from './lexicons/resolution-cues.js';
import { SENTIMENT_CUES } from './lexicons/sentiment-cues.js';
import { SPEAKER_ROLE_CUES } from './lexicons/speaker-role-cues.js';

type ResolutionStatus = ResultStructured['resolution_status'];
type Sentiment = ResultStructured['sentiment'];

/** English negators that are ordinary words in another language (Twi `no` = "the"). */
const NEGATOR_CLASHES: Partial<Record<LanguageName, readonly string[]>> = { Twi: ['no'] };

/** The languages whose cues apply: the language plus English, or all of them. */
function languagesFor(language: LanguageName | undefined): readonly LanguageName[] {
  if (language === undefined) return LANGUAGE_NAMES;
  return language === 'English' ? ['English'] : [language, 'English'];
}

function negatorsFor(language: LanguageName | undefined): string[] {
  const clashes = new Set(language ? (NEGATOR_CLASHES[language] ?? []) : []);
  return languagesFor(language).flatMap((name) =>
    name === 'English' && name !== language
      ? NEGATION_CUES.English.filter((word) => !clashes.has(word))
      : NEGATION_CUES[name],
  );
}

const matchers = new Map<string, CueMatcher>();

function matcherFor(
  concern: string,
  language: LanguageName | undefined,
  build: (name: LanguageName) => Record<string, readonly string[]>,
): CueMatcher {
  const key = `${concern}:${language ?? '*'}`;
  let matcher = matchers.get(key);
  if (!matcher) {
    const categories: Record<string, string[]> = {};
    for (const name of languagesFor(language)) {
      for (const [category, phrases] of Object.entries(build(name))) {
        categories[category] = [...(categories[category] ?? []), ...phrases];
      }
    }
    matcher = compileCues(categories, negatorsFor(language));
    matchers.set(key, matcher);
  }
  return matcher;
}

const resolutionMatcher = (language?: LanguageName): CueMatcher =>
  matcherFor('resolution', language, (name) => ({ ...RESOLUTION_CUES[name] }));
const sentimentMatcher = (language?: LanguageName): CueMatcher =>
  matcherFor('sentiment', language, (name) => ({ ...SENTIMENT_CUES[name] }));
const issueMatcher = (language?: LanguageName): CueMatcher =>
  matcherFor('issue', language, (name) => ({ issue: ISSUE_CUES[name] }));
const actionMatcher = (language?: LanguageName): CueMatcher =>
  matcherFor('action', language, (name) => ({ action: ACTION_CUES[name] }));
const roleMatcher = (language?: LanguageName): CueMatcher =>
  matcherFor('role', language, (name) => ({ ...SPEAKER_ROLE_CUES[name] }));

/** The side of the call a speaker label names. */
export type SpeakerRole = 'customer' | 'agent' | 'unknown';

/** The role a speaker label names by its words ("Customer", "Mteja", "[Agent 2]"), else unknown. */
export function speakerRoleOf(label: string, language?: LanguageName): SpeakerRole {
  const tokens = foldTokens(label);
  if (tokens.length === 0) return 'unknown';
  const found = roleMatcher(language)(tokens).filter((match) => match.start === 0 || tokens.length <= 3);
  if (found.some((match) => match.category === 'agent')) return 'agent';
  if (found.some((match) => match.category === 'customer')) return 'customer';
  return 'unknown';
}

/**
 * Roles of a transcript's labels (one per label, `''` = no label). Unknown labels are inferred
 * when there are exactly two speakers: the opposite of the known one, or, when neither is known,
 * the first speaker is the agent (the side that answers the call).
 */
export function assignRoles(labels: readonly string[], language?: LanguageName): SpeakerRole[] {
  const distinct = [...new Set(labels.filter((label) => label !== ''))];
  const roles = new Map(distinct.map((label) => [label, speakerRoleOf(label, language)]));
  if (distinct.length === 2) {
    const [first, second] = distinct as [string, string];
    const firstRole = roles.get(first)!;
    const secondRole = roles.get(second)!;
    const opposite = (role: SpeakerRole): SpeakerRole => (role === 'agent' ? 'customer' : 'agent');
    if (firstRole === 'unknown' && secondRole === 'unknown') {
      roles.set(first, 'agent');
      roles.set(second, 'customer');
    } else if (firstRole === 'unknown') roles.set(first, opposite(secondRole));
    else if (secondRole === 'unknown') roles.set(second, opposite(firstRole));
  }
  return labels.map((label) => roles.get(label) ?? 'unknown');
}

/** Whether a speaker label names the customer side. */
export function isCustomerLabel(label: string, language?: LanguageName): boolean {
  return speakerRoleOf(label, language) === 'customer';
}

/** Whether a sentence states a problem (a complaint cue that is not negated: "no problem" is not). */
export function mentionsIssue(sentence: string, language?: LanguageName): boolean {
  return issueMatcher(language)(foldTokens(sentence)).some((match) => !match.negated);
}

/** A sentence that asks ("Has the money been reversed?") states no action and no status. */
const QUESTION = /[?؟፧]\s*$/u;

/** Whether a sentence announces an action (questions do not). */
export function announcesAction(sentence: string, language?: LanguageName): boolean {
  if (QUESTION.test(sentence)) return false;
  return actionMatcher(language)(foldTokens(sentence)).length > 0;
}

const STATUS_PRIORITY: readonly ResolutionStatus[] = ['escalated', 'unresolved', 'resolved', 'pending'];

/** The resolution status one sentence states, if any (questions state none; see {@link detectResolutionStatus}). */
export function resolutionCueOf(sentence: string, language?: LanguageName): ResolutionStatus | undefined {
  if (QUESTION.test(sentence)) return undefined;
  const statuses = new Set<ResolutionStatus>();
  for (const match of resolutionMatcher(language)(foldTokens(sentence))) {
    const status = match.category as ResolutionStatus;
    if (!match.negated) statuses.add(status);
    else if (status === 'resolved') statuses.add('unresolved');
  }
  return STATUS_PRIORITY.find((status) => statuses.has(status));
}

/** Rough sentence split for callers that pass a whole text. */
function sentencesOf(text: string | readonly string[]): readonly string[] {
  return typeof text === 'string' ? text.split(/(?<=[.!?።፧؟\n])\s+/u) : text;
}

/**
 * The resolution status: the last sentence with a status cue decides (a call ends with its
 * outcome); inside it escalated > unresolved > resolved > pending; no cue: `unknown`.
 */
export function detectResolutionStatus(
  text: string | readonly string[],
  language?: LanguageName,
): ResolutionStatus {
  const sentences = sentencesOf(text);
  for (let index = sentences.length - 1; index >= 0; index--) {
    const status = resolutionCueOf(sentences[index]!, language);
    if (status) return status;
  }
  return 'unknown';
}

/**
 * The sentiment by cue words: a negated positive cue counts as negative, a negated negative cue
 * as nothing; positive and negative -> `mixed`, one kind -> it, none -> `neutral`.
 */
export function detectSentiment(text: string | readonly string[], language?: LanguageName): Sentiment {
  let positive = false;
  let negative = false;
  for (const sentence of sentencesOf(text)) {
    for (const match of sentimentMatcher(language)(foldTokens(sentence))) {
      if (match.category === 'positive') {
        if (match.negated) negative = true;
        else positive = true;
      } else if (match.category === 'negative' && !match.negated) negative = true;
    }
  }
  if (positive && negative) return 'mixed';
  if (positive) return 'positive';
  if (negative) return 'negative';
  return 'neutral';
}

/** Most entities listed. */
export const MAX_ENTITIES = 10;

function escapePattern(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** An amount: digits with separators, bounded so that a long digit run cannot backtrack for long. */
const NUMBER = String.raw`\d[\d.,]{0,24}\d|\d`;

let entity: RegExp | undefined;

/**
 * Placeholders, amounts with a currency, reference codes, long numbers, capitalised names: built on
 * the first structured summary, not when the root entry is imported.
 */
function entityPattern(): RegExp {
  if (entity !== undefined) return entity;
  // currency words in lower, capitalised and upper case (the pattern has no `i` flag: names need case)
  const words = [
    ...new Set(
      CURRENCY_WORDS.flatMap((word) => [word, word[0]!.toUpperCase() + word.slice(1), word.toUpperCase()]),
    ),
  ]
    .sort((first, second) => second.length - first.length)
    .map(escapePattern);
  const symbols = [...CURRENCY_SYMBOLS]
    .sort((first, second) => second.length - first.length)
    .map(escapePattern);
  entity = new RegExp(
    [
      String.raw`\[[A-Z][A-Z0-9_]{0,63}\]`,
      String.raw`(?<![\p{L}\p{N}])(?:${symbols.join('|')}) ?(?:${NUMBER})(?:k|m)?(?![\p{L}\p{N}])`,
      String.raw`(?<![\p{L}\p{N}])(?:${NUMBER}) ?(?:${words.join('|')})(?![\p{L}\p{N}])`,
      String.raw`(?<![\p{L}\p{N}])(?:${words.join('|')}) ?(?:${NUMBER})(?![\p{L}\p{N}])`,
      String.raw`(?<![\p{L}\p{N}])[A-Z]{1,6}[-/]?\d[A-Z\d-]{2,24}(?![\p{L}\p{N}])`,
      String.raw`\d[\d.,]{0,24}\d{2}`,
      String.raw`(?<=\s)\p{Lu}[\p{Ll}\p{M}]{1,40}(?:[ -]\p{Lu}[\p{Ll}\p{M}]{1,40}){0,3}`,
    ].join('|'),
    'gu',
  );
  return entity;
}

const CAPITALISED = /^\p{Lu}[\p{Ll}\p{M}]/u;

/**
 * Important entities, in order of appearance: placeholders (`[PERSON_NAME]`, kept as-is),
 * amounts with their currency ("5000 naira", "₦5,000"), reference codes ("TRX123456"), numbers of
 * three or more digits, and capitalised words that do not start a sentence (names, organisations,
 * products; in German, whose nouns are all capitalised, only runs of two or more). At most
 * {@link MAX_ENTITIES}.
 */
export function extractEntities(sentences: readonly string[], language?: LanguageName): string[] {
  const found = new Set<string>();
  for (const sentence of sentences) {
    for (const match of sentence.matchAll(entityPattern())) {
      const value = match[0].replace(/[.,]$/u, '');
      if (value.length <= 1) continue;
      if (language === 'German' && CAPITALISED.test(value) && !/[ -]/u.test(value)) continue;
      found.add(value);
      if (found.size >= MAX_ENTITIES) return [...found];
    }
  }
  return [...found];
}
