/**
 * Forms of address and job titles that open an introduced or answered name but are no part of it,
 * one table per language (English ones count in every language): "Sie sprechen mit Herrn Huber",
 * "Naitwa Nesi Rehema", "Ndini Mai Dube", "Èmi ni Nọ́ọ̀sì Àdùkẹ́", "jy praat met suster annelie".
 * The name starts after them; a title alone stays masked (it may be the name: "Sisi" as a
 * nickname). Words are compared with `normalizeName` (lower case, no diacritics).
 * Compiled by the langproc team from general knowledge of each language.
 *
 * @example
 * ```ts
 * withoutLeadingTitle('Naitwa Nesi Rehema.', 7, 18, 'Swahili'); // 12: 'Rehema'
 * ```
 */
import type { LanguageName } from '../../languages.js';
import { normalizeName } from './name-gazetteer.js';

/** Titles by language, space-separated. */
const TABLE: Readonly<Record<LanguageName, string>> = {
  English: 'mr mrs ms miss mister madam sir dr doctor nurse sister',
  Afrikaans: 'meneer mnr mevrou mev juffrou dokter suster',
  Amharic: '',
  Arabic: 'أستاذ أستاذة الأستاذ الأستاذة دكتور دكتورة الدكتور الدكتورة السيد السيدة',
  French: 'monsieur madame mademoiselle docteur infirmière infirmier',
  German: 'herr herrn frau doktor schwester',
  Hausa: 'malam malama',
  Igbo: 'nọọsụ dọkịta ichie nze lolo ezinne',
  Isixhosa: 'mnumzana nkosazana nkosikazi gqirha sisi bhuti nesi mnu nkk mama tata',
  Italian: 'signor signore signora dottor dottore dottoressa',
  Kinyarwanda: 'muganga',
  Sesotho: 'mooki ngaka',
  Setswana: 'mooki ngaka',
  Shona: 'mai amai sister nurse chiremba',
  Spanish: 'señor señora señorita doctor doctora',
  Swahili: 'nesi daktari',
  Twi: 'maame opanin ɔpanin opanyin owura awura nurse',
  Yoruba: 'nọ́ọ̀sì ìyáàfin ọ̀gbẹ́ni dókítà',
  Zulu: 'nesi sisi bhuti dokotela mnu nkk mnumzane nkosazana nkosikazi mama baba',
};

/**
 * The copula glued to the title after it in the Nguni languages ("NguMama Nosipho Tshabalala",
 * "NguNkosikazi Zanele Shabalala", "ngu-Mnu Dlamini"): the title is left out with it.
 */
const GLUED_COPULA = /^(?:[Nn]gu|[Nn]g|[Yy]i)-?(?=\p{Lu})/u;
const GLUED_COPULA_LANGUAGES: ReadonlySet<LanguageName> = new Set(['Zulu', 'Isixhosa']);

const titles = new Map<LanguageName, ReadonlySet<string>>();

function titlesOf(language: LanguageName): ReadonlySet<string> {
  let set = titles.get(language);
  if (set === undefined) {
    set = new Set(`${TABLE.English} ${TABLE[language]}`.split(/\s+/u).filter(Boolean).map(normalizeName));
    titles.set(language, set);
  }
  return set;
}

/** `true` when `word` (any case, a full stop after it or not) is a form of address of `language` or English. */
export function isNameSpanTitle(word: string, language: LanguageName): boolean {
  return titlesOf(language).has(normalizeName(word.replace(/\.$/u, '')));
}

const FIRST_WORD = /[\p{L}\p{M}.’'-]+/uy;
const GAP = /[ \u00A0]+(?=[\p{L}])/uy;

/**
 * Where the name in `text[start, end)` starts once a leading title is left out: after the title and
 * its space when another word follows inside the span; `start` otherwise.
 */
export function withoutLeadingTitle(
  text: string,
  start: number,
  end: number,
  language: LanguageName,
): number {
  FIRST_WORD.lastIndex = start;
  const word = FIRST_WORD.exec(text);
  if (word === null) return start;
  const wordEnd = start + word[0].length;
  let title = word[0].replace(/\.$/u, '');
  if (GLUED_COPULA_LANGUAGES.has(language)) title = title.replace(GLUED_COPULA, '');
  if (wordEnd >= end || !titlesOf(language).has(normalizeName(title))) return start;
  GAP.lastIndex = wordEnd;
  if (GAP.exec(text) === null || GAP.lastIndex >= end) return start;
  return GAP.lastIndex;
}

/** `true` when `text[start, end)` is one title of `language` alone ("Mnu", "Ichie"; a dot after it is left out). */
export function isTitleAlone(text: string, start: number, end: number, language: LanguageName): boolean {
  return titlesOf(language).has(normalizeName(text.slice(start, end).replace(/\.$/u, '')));
}
