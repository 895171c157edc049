/**
 * The lead-in before an address given in a punctuated answer turn: what the caller says before the
 * address itself. `address-answer.ts` started the address at the answer's first capitalised word
 * (or at its start in a script without letter case), so a sentence that opens with a word that is
 * no stop word was masked whole: "Non, on a déménagé, c'est maintenant Bonamoussadi, ...", "Stuur
 * dit eerder na my ouers se plaas: Rooikrans, ...", "Ndihlala eNqamakwe, ...", "غيّره لو سمحت، أنا
 * دلوقتي ساكنة في عمارة ١٢ ...", "አዎ፣ አሁን ቦሌ ክፍለ ከተማ ...". Three lead-ins end before the address:
 *
 * - a colon after a few words without a digit ("Nein, ich bin umgezogen: Hallschlag, Haus 7"): the
 *   address starts right after it, whatever its first word ("Adresse: Am Anger 5");
 * - the language's "no" before a comma ("Non, ...", "Nein, ...", "Hapana, ..."), and a sentence-initial
 *   first-person verb of a Bantu language (`isFirstPersonVerb`: "Ndihlala", I live): the address
 *   starts at the first capitalised word or digit after them, as before;
 * - in a script without letter case, a run of lead words (the answer's openers and closers, the
 *   language's "no", its words for "now" and "yes": "أنا", "دلوقتي", "ساكنة", "في", "አዎ", "አሁን") at
 *   the answer's start or after a punctuation mark, before its first digit or place word: the
 *   address starts after the run ("المعادي في شارع ٩" keeps "المعادي": no run opens it), and at
 *   the answer's start where there is none, as before.
 *
 * @example
 * ```ts
 * answerLead('Non, on a déménagé, c’est Bonamoussadi', 'French', new Set(), new Set());
 * // { end: 5, exact: false }: the address is read from "on a déménagé, ..."
 * ```
 */
import type { LanguageName } from '../../languages.js';
import { isFirstPersonVerb } from '../spoken/answer-clause-openers.js';

/** Where the lead-in ends, and whether the address starts exactly there (`exact`) or at the first address-like word after it. */
export interface AnswerLead {
  end: number;
  exact: boolean;
}

/** The language's "no", lower case: before a comma it opens an answer that corrects ("Non, on a déménagé"). */
const NEGATIONS: Readonly<Record<LanguageName, string>> = {
  English: 'no nope',
  Afrikaans: 'nee',
  Amharic: 'አይ አይደለም',
  Arabic: 'لا',
  French: 'non',
  German: 'nein',
  Hausa: "a'a",
  Igbo: 'mba',
  Isixhosa: 'hayi',
  Italian: 'no',
  Kinyarwanda: 'oya',
  Sesotho: 'tjhe che',
  Setswana: 'nnyaa nnyaya',
  Shona: 'kwete',
  Spanish: 'no',
  Swahili: 'hapana',
  Twi: 'daabi',
  Yoruba: 'rárá rara',
  Zulu: 'cha qha',
};

/** Words for "now" and "yes" in the scripts without letter case: lead words before an address. */
const UNCASED_LEAD_WORDS: Readonly<Partial<Record<LanguageName, string>>> = {
  Amharic: 'አዎ አሁን',
  Arabic: 'أنا إحنا احنا دلوقتي دلوقت الحين هلأ هلق توا دابا حاليا ايوه أيوه نعم ساكنة ساكنين',
};

/** Most words before a colon that ends a lead-in. */
const COLON_LEAD_WORDS = 8;
const COLON_LEAD = /^[^:\d\n]{1,80}?:[ \t]+(?=[\p{L}\p{N}])/u;
const UNCASED_SCRIPT = /[\u0600-\u06FF\u1200-\u139F]/u;
const WORD = /[\p{L}\p{M}\p{N}'’]+/gu;

const tables = new Map<LanguageName, { negations: ReadonlySet<string>; uncased: ReadonlySet<string> }>();

function tableOf(language: LanguageName): { negations: ReadonlySet<string>; uncased: ReadonlySet<string> } {
  let table = tables.get(language);
  if (table === undefined) {
    const negations = new Set(NEGATIONS[language].split(/\s+/u).filter(Boolean));
    table = {
      negations,
      uncased: new Set([...negations, ...(UNCASED_LEAD_WORDS[language] ?? '').split(/\s+/u).filter(Boolean)]),
    };
    tables.set(language, table);
  }
  return table;
}

/**
 * The lead-in of `answer` (an answer turn without its speaker label) before the address (see the
 * module comment). `places` are the language's place words, `leadWords` its answer openers and
 * closers (lower case).
 */
export function answerLead(
  answer: string,
  language: LanguageName,
  places: ReadonlySet<string>,
  leadWords: ReadonlySet<string>,
): AnswerLead {
  const colon = COLON_LEAD.exec(answer);
  if (colon !== null && colon[0].split(/\s+/u).filter(Boolean).length <= COLON_LEAD_WORDS)
    return { end: colon[0].length, exact: true };
  const { negations, uncased } = tableOf(language);
  if (UNCASED_SCRIPT.test(answer.slice(0, 8))) {
    // a run of lead words at the answer's start or after a punctuation mark, before the first digit or place word
    let end = 0;
    let previousEnd = 0;
    for (const match of answer.matchAll(WORD)) {
      const word = match[0];
      if (/\p{N}/u.test(word) || places.has(word)) break;
      const lead = leadWords.has(word) || uncased.has(word);
      const opensRun = match.index === 0 || /[,،፣.።!?؟]/u.test(answer.slice(previousEnd, match.index));
      if (lead && (end > 0 || opensRun)) end = match.index + word.length;
      else if (end > 0) break;
      previousEnd = match.index + word.length;
    }
    if (end > 0) end += /^[\s,،፣:]*/u.exec(answer.slice(end))![0].length;
    return { end, exact: true };
  }
  let end = 0;
  const first = /^([\p{L}\p{M}'’]+)(,?)[ \t]+/u.exec(answer);
  if (first !== null && first[2] === ',' && negations.has(first[1]!.toLowerCase())) end = first[0].length;
  const verb = /^([\p{L}\p{M}'’]+)[ \t]+/u.exec(answer.slice(end));
  if (verb !== null && isFirstPersonVerb(verb[1]!.toLowerCase(), language)) end += verb[0].length;
  return { end, exact: false };
}
