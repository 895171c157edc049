/**
 * Words a caller says for the parts of an e-mail address, one table per language: the "at" (`@`),
 * the "dot" (`.`) and the joiners of the local part ("underscore" `_`, "dash" `-`); with the
 * "slash" (`/`), the same words join the parts of a code read out ({@link codeJoiner}). A speech
 * recogniser writes them as words: "john dot banda at gmail dot com", "rosine arobase yahoo point
 * fr", "ياسمين دوت حسن آت جيميل دوت كوم". English words count in every language (addresses are
 * often read in English); French in Kinyarwanda and Arabic too (as for number words). Lookups take
 * the folded word ({@link foldNumberWord}: lower case, no diacritics: `ät` = `at`, `آت` = `ات`).
 * Compiled by the langproc team from general knowledge.
 *
 * @example
 * ```ts
 * emailWords('French').at.has('arobase'); // true
 * emailWords('Zulu').dot.has('dot'); // true (English applies everywhere)
 * ```
 */
import type { LanguageName } from '../../languages.js';
import { ALSO_FRENCH, foldNumberWord } from './number-words.js';

/** The words of one language: "at", "dot" and "slash" words separated by spaces, joiners as `word=character`. */
interface Table {
  at?: string;
  dot?: string;
  joiners?: string;
  slash?: string;
  /** Words read as `.` in a code only (English "point": in an e-mail, "at the point of" would be one). */
  point?: string;
  /** Words said before a "slash" word that are part of it ("forward slash"). */
  slashLeads?: string;
}

const ENGLISH: Table = {
  at: 'at',
  dot: 'dot',
  joiners: 'underscore=_ dash=- hyphen=-',
  // ("stroke": South African and British English)
  slash: 'slash stroke',
  point: 'point',
  slashLeads: 'forward back',
};
const FRENCH: Table = {
  at: 'arobase arobas',
  dot: 'point',
  joiners: 'tiret=-',
  slash: 'barre slash oblique',
};

const OWN: Readonly<Partial<Record<LanguageName, Table>>> = {
  Afrikaans: { dot: 'punt', joiners: 'koppelteken=- strepie=- onderstreep=_', slash: 'skuinsstreep skuins' },
  Amharic: { at: 'አት', dot: 'ዶት ነጥብ', joiners: 'ዳሽ=-', slash: 'ስላሽ' },
  Arabic: { at: 'آت أت', dot: 'دوت نقطة', joiners: 'داش=-', slash: 'سلاش' },
  French: FRENCH,
  German: {
    at: 'ät klammeraffe',
    dot: 'punkt',
    joiners: 'bindestrich=- strich=- unterstrich=_',
    slash: 'schrägstrich',
  },
  Hausa: { dot: 'digo' },
  Isixhosa: { dot: 'ichaphaza' },
  Italian: { at: 'chiocciola', dot: 'punto', joiners: 'trattino=-', slash: 'barra obliqua' },
  Kinyarwanda: { dot: 'akadomo' },
  Spanish: { at: 'arroba', dot: 'punto', joiners: 'guion=- guión=-', slash: 'barra diagonal' },
  Swahili: { at: 'kwa-at', dot: 'nukta doti kitone', joiners: 'kistari=-', slash: 'mkwaju' },
  Zulu: { dot: 'ichashazi' },
};

/** The e-mail words of one language, folded. */
export interface EmailWords {
  /** Words read as `@`. */
  at: ReadonlySet<string>;
  /** Words read as `.`. */
  dot: ReadonlySet<string>;
  /** Words read as another character of the local part (`_`, `-`). */
  joiners: ReadonlyMap<string, string>;
  /** Words read as `/` (in a code read out: "one two three slash four five"). */
  slash: ReadonlySet<string>;
  /** Words read as `.` in a code read out, besides the "dot" words. */
  point: ReadonlySet<string>;
  /** The lengths (code units) of the "at" words as written and folded: a cheap test before a slice. */
  atLengths: ReadonlySet<number>;
  /** The first code units (ASCII capitals as small letters) of the "at" words as written and folded. */
  atFirsts: ReadonlySet<number>;
}

const built = new Map<LanguageName, EmailWords>();

/** The e-mail words `language` reads: its own, French where it applies, and English. */
export function emailWords(language: LanguageName): EmailWords {
  let words = built.get(language);
  if (words !== undefined) return words;
  const tables = [ENGLISH, ...(ALSO_FRENCH.has(language) ? [FRENCH] : []), OWN[language] ?? {}];
  const at = new Set<string>();
  const dot = new Set<string>();
  const joiners = new Map<string, string>();
  const slash = new Set<string>();
  const point = new Set<string>();
  const atLengths = new Set<number>();
  const atFirsts = new Set<number>();
  for (const table of tables) {
    for (const word of (table.at ?? '').split(' ').filter(Boolean)) {
      const folded = foldNumberWord(word);
      at.add(folded);
      atLengths.add(word.length).add(folded.length);
      atFirsts.add(word.charCodeAt(0)).add(folded.charCodeAt(0));
    }
    for (const word of (table.dot ?? '').split(' ').filter(Boolean)) dot.add(foldNumberWord(word));
    for (const word of (table.slash ?? '').split(' ').filter(Boolean)) slash.add(foldNumberWord(word));
    for (const word of (table.point ?? '').split(' ').filter(Boolean)) point.add(foldNumberWord(word));
    for (const item of (table.joiners ?? '').split(' ').filter(Boolean)) {
      const [word, character] = item.split('=') as [string, string];
      joiners.set(foldNumberWord(word), character);
    }
  }
  words = { at, dot, joiners, slash, point, atLengths, atFirsts };
  built.set(language, words);
  return words;
}

/** Fewest letters of an "at" word looked for glued inside a word ("…arobase.gmail.com"; "at" is inside too many words). */
const GLUED_AT_LETTERS = 6;

/** The character a word of `language` stands for between the parts of a code read out ("slash" `/`, "dash" `-`, "point" `.`), or undefined. */
export function codeJoiner(language: LanguageName, word: string): string | undefined {
  const words = emailWords(language);
  const folded = foldNumberWord(word);
  if (words.slash.has(folded)) return '/';
  if (words.dot.has(folded) || words.point.has(folded)) return '.';
  const joiner = words.joiners.get(folded);
  return joiner === '-' ? joiner : undefined;
}

/** `word` is said before a "slash" word of `language` as part of it ("**forward** slash"). */
export function isSlashLead(language: LanguageName, word: string): boolean {
  const folded = foldNumberWord(word);
  return [ENGLISH, OWN[language] ?? {}].some((table) => (table.slashLeads ?? '').split(' ').includes(folded));
}

/** `text.slice(start, end)` is an "at" word of `language` (its length and first code unit tried first). */
export function isEmailAt(language: LanguageName, text: string, start: number, end: number): boolean {
  const words = emailWords(language);
  if (!words.atLengths.has(end - start)) return false;
  const first = text.charCodeAt(start);
  if (!words.atFirsts.has(first >= 65 && first <= 90 ? first + 32 : first)) return false;
  return words.at.has(foldNumberWord(text.slice(start, end)));
}

/** The "at" words of `language` long enough to be found glued inside a word. */
export function gluedAtWords(language: LanguageName): readonly string[] {
  let words = glued.get(language);
  if (words === undefined) {
    words = [...emailWords(language).at].filter((word) => word.length >= GLUED_AT_LETTERS);
    glued.set(language, words);
  }
  return words;
}

const glued = new Map<LanguageName, readonly string[]>();
