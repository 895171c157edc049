/**
 * The end of a number said alone: "the card that ends in 0912", "the last four are 4417", "la
 * cuenta que termina en cuatro siete uno nueve", "la carta che finisce con 4417". A caller or an
 * agent names a card, an account or a phone by its last digits; those digits are part of the
 * value and are masked (a value leaks when any part of it does). After a phrase for "ends in" or
 * "the last digits" of the language (and the English ones, which every language's calls mix in),
 * and at most {@link MAX_GAP_WORDS} short words ("are", "digits", "es"), a number of 3 to 6 digits
 * (number words are digits in the written view) is the value's end. Its type: a card number after
 * the word for card ("la carta che finisce con 4417"), else that of the nearest account, card or
 * phone cue just before it ("la cuenta que termina en"), else an account number. A year said after "ends in" ("the lease ends in 2027") is no value.
 *
 * Compiled by the langproc team from general knowledge of each language.
 *
 * @example
 * ```ts
 * // 'Which card?\nThe one that ends in 0912.' -> ACCOUNT_NUMBER '0912'
 * ```
 */
import type { LanguageName } from '../../languages.js';
import type { ContextKind } from '../context/context-words.js';
import type { PlaceholderType } from '../placeholder-types.js';
import type { RecognizedEntity } from '../recognized-entity.js';
import type { AnalysisInput, CustomRecognizer } from '../recognizer.js';
import { CONTEXT_REFERENCE_SCORE } from '../scoring.js';

/** The words of one language, lower case. */
export interface ValueEndingWords {
  /** Phrases for "ends in". */
  readonly endings: readonly string[];
  /** Phrases for "the last digits". */
  readonly lastDigits: readonly string[];
  /** Words for a (bank) card. */
  readonly cards: readonly string[];
}

/** The words by language; a language not listed has the English ones only. */
export const VALUE_ENDING_PHRASES: Readonly<Partial<Record<LanguageName, ValueEndingWords>>> = {
  English: {
    endings: ['ends in', 'ending in', 'ends with', 'ending with', 'ended in', 'that ends'],
    lastDigits: ['last four', 'last three', 'last five', 'last six', 'last digits', 'last 4', 'last 3'],
    cards: ['card'],
  },
  Afrikaans: {
    endings: ['eindig op', 'eindig met', 'eindig in'],
    lastDigits: ['laaste vier', 'laaste syfers'],
    cards: ['kaart'],
  },
  Arabic: {
    endings: ['ينتهي ب', 'ينتهي بـ', 'تنتهي ب', 'تنتهي بـ', 'اللي ينتهي ب', 'اللي تنتهي ب'],
    lastDigits: ['آخر أربعة أرقام', 'اخر اربعة ارقام', 'آخر اربعة ارقام', 'آخر أربع أرقام', 'اخر اربع ارقام'],
    cards: ['بطاقة', 'البطاقة', 'كارت', 'الكارت'],
  },
  French: {
    endings: ['se termine par', 'finit par', 'finissant par', 'terminant par', 'qui termine par'],
    lastDigits: ['quatre derniers chiffres', 'derniers chiffres', '4 derniers chiffres'],
    cards: ['carte'],
  },
  German: {
    endings: ['endet auf', 'endet mit', 'endend auf', 'endend mit'],
    lastDigits: ['letzten vier ziffern', 'letzten vier', 'letzten ziffern', 'letzten 4'],
    cards: ['karte'],
  },
  Italian: {
    endings: ['finisce con', 'finisce in', 'finisce per', 'termina con', 'termina in', 'che finisce'],
    lastDigits: ['ultime quattro cifre', 'ultime cifre', 'ultime 4 cifre', 'ultime quattro'],
    cards: ['carta'],
  },
  Spanish: {
    endings: ['termina en', 'acaba en', 'terminada en', 'terminado en', 'termina con', 'acaba con'],
    lastDigits: ['últimos cuatro', 'ultimos cuatro', 'últimos dígitos', 'ultimos digitos', 'cuatro últimos'],
    cards: ['tarjeta'],
  },
  Swahili: {
    endings: ['inaishia na', 'inayoishia na', 'zinaishia na', 'inaishia'],
    lastDigits: ['namba nne za mwisho', 'tarakimu nne za mwisho', 'za mwisho'],
    cards: ['kadi'],
  },
};

/** Most short words between the phrase and the digits ("are", "digits", "es", "sono"). */
const MAX_GAP_WORDS = 3;
/** Longest gap word. */
const MAX_GAP_WORD_LENGTH = 8;
/** Farthest (code units) a cue or the word for card may stand before the phrase to give its type. */
const TYPE_CUE_REACH = 60;
/** A year of the last two centuries. */
const YEAR = /^(?:19|20)\d\d$/u;

/** The kinds of cue whose type the digits take: what is named by its last digits. */
const VALUE_KINDS: ReadonlySet<string> = new Set<string>(['ACCOUNT_NUMBER', 'CARD_NUMBER', 'PHONE_NUMBER']);

const patterns = new Map<LanguageName, RegExp | null>();

/**
 * The phrase and gap words of a language (and English) at the end of a text, or null when it has
 * none: read on the text just before each digit run (a few per call), not over the whole text.
 */
function patternOf(language: LanguageName): RegExp | null {
  let pattern = patterns.get(language);
  if (pattern === undefined) {
    const tables = [
      VALUE_ENDING_PHRASES[language],
      language === 'English' ? undefined : VALUE_ENDING_PHRASES.English,
    ];
    const phrases = tables.flatMap((table) => (table ? [...table.endings, ...table.lastDigits] : []));
    if (phrases.length === 0) pattern = null;
    else {
      const alternation = [...new Set(phrases)]
        .sort((first, second) => second.length - first.length)
        .map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/ /g, '\\s+'))
        .join('|');
      pattern = new RegExp(
        `(?<![\\p{L}\\p{M}])(${alternation})(?:[\\s,:]+[\\p{L}\\p{M}'’]{1,${MAX_GAP_WORD_LENGTH}}){0,${MAX_GAP_WORDS}}[\\s,:]*$`,
        'iu',
      );
    }
    patterns.set(language, pattern);
  }
  return pattern;
}

/** Runs of 3 to 6 digits that stand alone (no letter, digit or digit group glued to them). */
const DIGIT_RUN = /(?<![\p{L}\p{N}])\d{3,6}(?![\p{L}\p{N}]|[ .,-]\d)/gu;
/** Most characters of the phrase and its gap words before the digits. */
const MAX_LEAD_LENGTH = 80;

/** Whether `phrase` (as matched) is one of the "ends in" phrases (not "the last digits"). */
function isEnding(language: LanguageName, phrase: string): boolean {
  const folded = phrase.toLowerCase().replace(/\s+/gu, ' ');
  return [VALUE_ENDING_PHRASES[language], VALUE_ENDING_PHRASES.English].some((table) =>
    table?.endings.includes(folded),
  );
}

const cardWords = new Map<LanguageName, RegExp>();

/** Whether `before` holds the word for card of `language` or English. */
function namesCard(language: LanguageName, before: string): boolean {
  let pattern = cardWords.get(language);
  if (pattern === undefined) {
    const words = [
      ...(VALUE_ENDING_PHRASES[language]?.cards ?? []),
      ...(VALUE_ENDING_PHRASES.English?.cards ?? []),
    ];
    pattern = new RegExp(`(?<![\\p{L}\\p{M}])(?:${words.join('|')})(?![\\p{L}\\p{M}])`, 'iu');
    cardWords.set(language, pattern);
  }
  return pattern.test(before);
}

/** The recognizer of values named by their last digits. */
export const valueEndingRecognizer: CustomRecognizer = {
  kind: 'custom',
  name: 'value-ending',
  entityTypes: [...VALUE_KINDS] as PlaceholderType[],
  languages: 'all',
  analyze(input: AnalysisInput): RecognizedEntity[] {
    const entities: RecognizedEntity[] = [];
    const pattern = patternOf(input.language);
    if (pattern === null) return entities;
    const { text, context } = input;
    if (!/\d{3}/u.test(text)) return entities;
    DIGIT_RUN.lastIndex = 0;
    for (let run = DIGIT_RUN.exec(text); run !== null; run = DIGIT_RUN.exec(text)) {
      const match = pattern.exec(text.slice(Math.max(0, run.index - MAX_LEAD_LENGTH), run.index));
      if (match === null) continue;
      const digits = run[0];
      // (a year after "ends in" is no value's end)
      if (YEAR.test(digits) && isEnding(input.language, match[1]!)) continue;
      const start = run.index;
      const phraseStart = run.index - (match.input.length - match.index);
      let type: PlaceholderType = namesCard(
        input.language,
        text.slice(Math.max(0, phraseStart - TYPE_CUE_REACH), phraseStart),
      )
        ? 'CARD_NUMBER'
        : 'ACCOUNT_NUMBER';
      if (type === 'ACCOUNT_NUMBER')
        for (const cue of context.cuesBefore(phraseStart, TYPE_CUE_REACH)) {
          const kind = [...cue.kinds].find((candidate: ContextKind) => VALUE_KINDS.has(candidate));
          if (kind !== undefined) {
            type = kind as PlaceholderType;
            break;
          }
        }
      entities.push({
        type,
        start,
        end: start + digits.length,
        score: CONTEXT_REFERENCE_SCORE,
        recognizer: 'value-ending',
      });
    }
    return entities;
  },
};
