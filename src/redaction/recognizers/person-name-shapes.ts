/**
 * Name-shape and locative cues for the capitalised-run rule. Name shapes are word-formation
 * patterns of personal names: Yoruba `Olú-`/`Adé-`/`Olúwa-`/`-wálé`/`-túndé`, Igbo
 * `Chukwu-`/`-chukwu`/`Nwa-`/`-nna`, Arabic-Hausa `Abdul-`/`-ullahi`/`-uddeen`, Kinyarwanda
 * `-imana`/`Uwi-`/`Muka-`, Swahili `Mwana-`, Shona `-rai`. A locative word right before a run
 * ("in", "daga", "katika", "muri", "kwa", "wɔ", ...) marks a place, so a run there without a
 * gazetteer word is not taken as a person. Lookups use {@link normalizeName} forms.
 *
 * @example
 * ```ts
 * hasNameShape('Oluwaseun'); // true
 * isLocative('Hausa', 'daga'); // true
 * ```
 */
import type { LanguageName } from '../../languages.js';
import { normalizeName } from './name-gazetteer.js';

/**
 * Swahili common nouns of the `mwana-` (member, person of) kind, which the `Mwana-` name shape
 * (`Mwanaisha`, `Mwanamisi`) would otherwise take: politician, journalist, lawyer, member, woman,
 * man, student, soldier, musician, scientist, athlete, activist, citizen, human, footballer, ...
 */
const MWANA_NOUNS =
  'siasa|habari|sheria|chama|mke|mume|funzi|jeshi|muziki|sayansi|riadha|michezo|harakati|nchi|damu|soka|ndoa|hisa|filamu|mitindo|diplomasia|uchumi|zuoni|falsafa|kijiji|mgambo|maji|anga';
const PREFIX_SHAPE = new RegExp(
  `^(?:oluwa|olu[a-z]{3}|ade[a-z]{3}|ayo[a-z]{3}|akin[a-z]{2}|oyin|ibukun|abdul|abdur|abdus|chukwu|chi(?:ma|ne|di|so|dera|bu|ka|ke|nw|om|zo|ag|ug)|nwa(?!anyi)[bcdfgklmnoprstuwz]|ifeany|uwi|uwa|muka|nyira|mwana(?!${MWANA_NOUNS})[a-z]{3}|twagir|nsengi|hakiz|habim|ntakir|ndayi|niyo)`,
);
const SUFFIX_SHAPE =
  /(?:wale|tunde|femi|kunle|bayo|yemi|sola|bunmi|nike|lola|tayo|seun|yinka|tope|dele|chukwu|nna|ullahi|ullah|uddeen|uddin|udeen|imana|yimana|yezu|rai)$/;

/**
 * A Shona verb that carries the object concord `ku-` (you) after a subject and tense prefix, in the
 * polite plural `-ai`: "Ndokubatsirai" (may I help you), "Tichakufonerai" (we will phone you),
 * "Ndakuvhurirai" (I have opened for you). Agents open sentences with them; they end in `-rai` like
 * the names "Tonderai" and "Shingirai", which carry no object concord.
 */
const SHONA_OBJECT_VERB = /^(?:nd|t|m|v)[aiou](?:cha|nga|no|ka)?ku[a-z]{3,}ai$/;

/** `true` when `word` (five letters or more) has the shape of a personal name. */
export function hasNameShape(word: string): boolean {
  if (word.length < 5) return false;
  const key = normalizeName(word);
  return PREFIX_SHAPE.test(key) || (SUFFIX_SHAPE.test(key) && !SHONA_OBJECT_VERB.test(key));
}

const COMMON_LOCATIVES = [
  'in',
  'at',
  'from',
  'into',
  'near',
  'via',
  'towards',
  'across',
  'inside',
  'outside',
];

/** Words that mark the following proper noun as a place, per language (English ones apply to all). */
export const LOCATIVE_WORDS: Readonly<Partial<Record<LanguageName, readonly string[]>>> = {
  Hausa: ['a', 'daga', 'zuwa', 'cikin', 'garin', 'birnin', 'unguwar', 'kauyen', 'ƙauyen'],
  Yoruba: ['ní', 'sí', 'láti', 'nílùú', 'ìlú', 'ilu', 'lati'],
  Igbo: ['dị', 'obodo', 'steeti', 'mpaghara'],
  Swahili: [
    // the genitive connectors of the classes of things: 'Shirika la Afya', 'Chama cha Chadema'
    'la',
    'cha',
    'vya',
    'za',
    'ya',
    'katika',
    'kutoka',
    'huko',
    'nchini',
    'mjini',
    'jijini',
    'mkoani',
    'wilayani',
    'hadi',
    'mpaka',
    'kwenda',
  ],
  Kinyarwanda: ['muri', 'mu', 'i', 'kuva', 'kugera', 'mujyi', 'akarere', 'intara'],
  Shona: ['ku', 'mu', 'pa', 'kubva', 'kuenda', 'guta'],
  Setswana: ['kwa', 'mo', 'go', 'ko', 'toropo', 'motse'],
  Sesotho: ['ho', 'ka', 'kwa', 'motseng', 'toropo'],
  Twi: ['wɔ', 'fi', 'firi', 'kɔ', 'kɔɔ', 'kuro'],
  Zulu: ['e', 'edolobheni'],
  Isixhosa: ['e', 'edolophini'],
};

/**
 * Words that fold to a locative of their language but, written exactly so (no tone mark), are
 * another word: the Yoruba focus copula "ni" (is: "Àwọn yòókù ni Adé Bello", the others are Adé
 * Bello) against "ní" (at, in). Text without tone marks writes both "ni", and then reads as the copula.
 */
const NON_LOCATIVE_SPELLINGS: Readonly<Partial<Record<LanguageName, ReadonlySet<string>>>> = {
  Yoruba: new Set(['ni']),
};

/** The locatives of one language and the verdicts given lately (the same words come back). */
interface LocativeLookup {
  words: ReadonlySet<string>;
  verdicts: Map<string, boolean>;
}

const locativeLookups = new Map<LanguageName, LocativeLookup>();
const VERDICT_LIMIT = 4096;

/** `true` when `word` (the word right before a capitalised run) is a locative in `language`. */
export function isLocative(language: LanguageName, word: string): boolean {
  if (NON_LOCATIVE_SPELLINGS[language]?.has(word)) return false;
  let lookup = locativeLookups.get(language);
  if (!lookup) {
    const words = new Set([...COMMON_LOCATIVES, ...(LOCATIVE_WORDS[language] ?? [])].map(normalizeName));
    lookup = { words, verdicts: new Map() };
    locativeLookups.set(language, lookup);
  }
  let verdict = lookup.verdicts.get(word);
  if (verdict === undefined) {
    verdict = lookup.words.has(normalizeName(word));
    if (lookup.verdicts.size >= VERDICT_LIMIT) lookup.verdicts.clear();
    lookup.verdicts.set(word, verdict);
  }
  return verdict;
}

/**
 * A regnal number after a name (`Ibrahim Abubakar II`, `Ramses III`): two or more letters, so no
 * initial, or `I` before a comma, semicolon, colon or closing bracket (`Seti I ,`, a list item), where
 * it is no pronoun (a full stop may end "... told Peter I.").
 */
export const REGNAL_NUMBER = /[ ](?:II|III|IV|VI|VII|VIII|IX|XI|XII|I(?=[ ]?[,;:)]))(?![\p{L}\p{M}])/uy;

/**
 * A regnal number that ends a clause or a list item: punctuation or the end of the text after it.
 * The first ('Seti I ,') counts here, where a clause end follows; before another word it is a pronoun.
 */
const CLAUSE_END_REGNAL_NUMBER = /[ ](?:I|II|III|IV|VI|VII|VIII|IX|XI|XII)[ ]?(?:[,.;:)]|$)/uy;

/**
 * Nouns numbered with Roman numerals in the 19 languages' regions (a phase, grade, class, stage,
 * part, chapter, council, war): "Phase II", "Vatican II", "Darasa IV" (class), "Kidato III" (form).
 */
const NUMBERED_NOUNS: ReadonlySet<string> = new Set(
  [
    'Phase',
    'Grade',
    'Class',
    'Stage',
    'Level',
    'Part',
    'Chapter',
    'Section',
    'Article',
    'Schedule',
    'Title',
    'Tier',
    'Form',
    'Standard',
    'Book',
    'Volume',
    'Vatican',
    'War',
    'Awamu',
    'Darasa',
    'Kidato',
    'Sehemu',
    'Sura',
    'Kalasi',
    'Mophato',
    'Kilasi',
    'Ibanga',
    'Isigaba',
    'Icyiciro',
  ].map(normalizeName),
);

/**
 * `true` when the word `text[start, end)` is a monarch's name: a regnal number follows it and ends
 * its clause or list item ("Thutmose III ,", "Mswati III ."), and the word is no numbered noun.
 */
export function regnalNumberAfter(text: string, start: number, end: number): boolean {
  CLAUSE_END_REGNAL_NUMBER.lastIndex = end;
  return CLAUSE_END_REGNAL_NUMBER.test(text) && !NUMBERED_NOUNS.has(normalizeName(text.slice(start, end)));
}
