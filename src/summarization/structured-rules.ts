/**
 * Rules that fill a structured summary without a model: cue-word lists (English, French,
 * German, Spanish, Italian, Afrikaans, Swahili and Hausa; other languages fall back to
 * `unknown` and `neutral`), speaker-label roles, and placeholder/number/name extraction.
 *
 * Allowed values (from the contract): `resolution_status` is one of resolved, unresolved,
 * pending, escalated, unknown; `sentiment` one of positive, neutral, negative, mixed.
 *
 * @example
 * ```ts
 * detectResolutionStatus('I will escalate this to my supervisor.'); // 'escalated'
 * detectSentiment('Thank you, that is great.'); // 'positive'
 * ```
 */
import type { ResultStructured } from '../contract/text-processing-result.js';

function cues(words: readonly string[]): RegExp {
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'));
  return new RegExp(`(?<![\\p{L}\\p{M}])(?:${escaped.join('|')})(?![\\p{L}\\p{M}])`, 'iu');
}

const ESCALATED = cues([
  'escalate',
  'escalated',
  'escalating',
  'supervisor',
  'manager will',
  'transfer you',
  'transferred',
  'escalader',
  'superviseur',
  'eskalieren',
  'vorgesetzten',
  'escalar',
  'supervisor',
  'supervisore',
  'msimamizi',
]);
const RESOLVED = cues([
  'resolved',
  'fixed',
  'sorted out',
  'works now',
  'working now',
  'has been processed',
  'is done',
  'problem solved',
  'résolu',
  'réglé',
  'gelöst',
  'behoben',
  'resuelto',
  'solucionado',
  'risolto',
  'opgelos',
  'imetatuliwa',
  'tatizo limetatuliwa',
  'an warware',
]);
const UNRESOLVED = cues([
  'still not',
  'not resolved',
  'unresolved',
  'still waiting',
  'unable to',
  'cannot fix',
  "can't fix",
  'not fixed',
  'toujours pas',
  'non résolu',
  'immer noch nicht',
  'nicht gelöst',
  'todavía no',
  'sin resolver',
  'ancora non',
  'bado',
]);
const PENDING = cues([
  'will call you back',
  'call you back',
  'within 24 hours',
  'within 48 hours',
  'follow up',
  'pending',
  'we will get back',
  'in progress',
  'under review',
  'rappeler',
  'en cours',
  'zurückrufen',
  'in bearbeitung',
  'le llamaremos',
  'en proceso',
  'la richiameremo',
  'in corso',
  'tutakupigia',
  'inashughulikiwa',
]);
const ISSUE = cues([
  'problem',
  'issue',
  'error',
  'not working',
  "doesn't work",
  'does not work',
  'cannot',
  "can't",
  'failed',
  'blocked',
  'charged',
  'complaint',
  'complain',
  'wrong',
  'missing',
  'lost',
  'broken',
  'problème',
  'erreur',
  'bloqué',
  'ne fonctionne pas',
  'Problem',
  'Fehler',
  'funktioniert nicht',
  'gesperrt',
  'problema',
  'error',
  'no funciona',
  'bloqueado',
  'non funziona',
  'bloccato',
  'probleem',
  'werk nie',
  'tatizo',
  'shida',
  'haifanyi kazi',
  'matsala',
]);
const ACTION = cues([
  'will',
  "i'll",
  "we'll",
  'going to',
  'please',
  'call back',
  'send',
  'visit',
  'follow up',
  'schedule',
  'reset',
  'refund',
  'nous allons',
  'je vais',
  'veuillez',
  'wir werden',
  'ich werde',
  'bitte',
  'vamos a',
  'voy a',
  'por favor',
  'faremo',
  'per favore',
  'sal ',
  'asseblief',
  'tutafanya',
  'nitatuma',
  'tafadhali',
  'za mu',
  'don allah',
]);
const POSITIVE = cues([
  'thank',
  'thanks',
  'great',
  'good',
  'happy',
  'excellent',
  'appreciate',
  'perfect',
  'wonderful',
  'helpful',
  'merci',
  'parfait',
  'content',
  'danke',
  'super',
  'zufrieden',
  'gracias',
  'perfecto',
  'contento',
  'grazie',
  'perfetto',
  'dankie',
  'asante',
  'nzuri',
  'na gode',
  'madalla',
]);
const NEGATIVE = cues([
  'angry',
  'upset',
  'frustrated',
  'terrible',
  'bad',
  'worst',
  'disappointed',
  'unacceptable',
  'annoyed',
  'complaint',
  'ridiculous',
  'furieux',
  'déçu',
  'inacceptable',
  'wütend',
  'enttäuscht',
  'inakzeptabel',
  'enojado',
  'decepcionado',
  'inaceptable',
  'arrabbiato',
  'deluso',
  'kwaad',
  'teleurgesteld',
  'hasira',
  'mbaya',
  'fushi',
]);

/** Speaker labels of the customer side. */
const CUSTOMER_LABEL =
  /^\[?(?:customer|caller|client|user|member|patient|subscriber|student|citizen|applicant|mteja|kliënt|kunde|cliente|utente)\b/iu;

/** Whether a speaker label names the customer side. */
export function isCustomerLabel(label: string): boolean {
  return CUSTOMER_LABEL.test(label.trim());
}

/** Whether a sentence states a problem. */
export function mentionsIssue(sentence: string): boolean {
  return ISSUE.test(sentence);
}

/** Whether a sentence announces an action. */
export function announcesAction(sentence: string): boolean {
  return ACTION.test(sentence);
}

/** The resolution status by cue words: escalated, then unresolved, resolved, pending, else unknown. */
export function detectResolutionStatus(text: string): ResultStructured['resolution_status'] {
  if (ESCALATED.test(text)) return 'escalated';
  if (UNRESOLVED.test(text)) return 'unresolved';
  if (RESOLVED.test(text)) return 'resolved';
  if (PENDING.test(text)) return 'pending';
  return 'unknown';
}

/** The sentiment by cue words: both kinds -> mixed, one kind -> it, none -> neutral. */
export function detectSentiment(text: string): ResultStructured['sentiment'] {
  const positive = POSITIVE.test(text);
  const negative = NEGATIVE.test(text);
  if (positive && negative) return 'mixed';
  if (positive) return 'positive';
  if (negative) return 'negative';
  return 'neutral';
}

/** Most entities listed. */
export const MAX_ENTITIES = 10;

/**
 * Important entities, in order of appearance: placeholders (`[PERSON_NAME]`), numbers of three
 * or more digits (amounts, references), and capitalised words that do not start a sentence.
 */
export function extractEntities(sentences: readonly string[]): string[] {
  const found = new Set<string>();
  for (const sentence of sentences) {
    const pattern =
      /\[[A-Z][A-Z0-9_]{0,63}\]|\d[\d.,]*\d{2}|(?<=\s)\p{Lu}[\p{Ll}\p{M}]+(?:\s\p{Lu}[\p{Ll}\p{M}]+)*/gu;
    for (const match of sentence.matchAll(pattern)) {
      const value = match[0].replace(/[.,]$/u, '');
      if (value.length > 1) found.add(value);
      if (found.size >= MAX_ENTITIES) return [...found];
    }
  }
  return [...found];
}
