/**
 * PERSON_NAME from capitalisation, for the African languages written in Latin script where
 * capital letters inside a sentence mark proper nouns (Hausa, Igbo, Yoruba, Swahili, Zulu,
 * Isixhosa, Sesotho, Setswana, Shona, Kinyarwanda, Twi) and for English: a run of two or more Title-case words
 * that does not start a sentence, holds no stop word, acronym or organisation/place keyword, and
 * is not followed by a street word. Organisations and places also look like this, so the score
 * (0.55) sits just above the default threshold: the rule trades some precision for recall. In
 * Zulu, Isixhosa and Shona a name with a noun-class prefix (`uSipho`, `nguThandi`, `VaMoyo`,
 * `ndiTendai`; not the locative `e-`/`kwa-`) is a name on its own (0.6); the prefix stays unmasked.
 * One pass over the text's letter-run starts feeds the runs, the agreement rule and the prefixed
 * names; words are read by character loops (`capitalised-words.ts`, `capitalised-prefixed-name.ts`)
 * that find what the equivalent regexes find. The loops read the text's code units from a typed
 * array loaded once per text (`code-units.ts`: far cheaper than `charCodeAt`), and the facts of a
 * word are remembered by its code units (`capitalised-word-memo.ts`: no slice per word).
 *
 * @example
 * ```ts
 * // 'Jiya ne Abdullahi Umar ya isa.' (Hausa) -> PERSON_NAME 'Abdullahi Umar'
 * ```
 */
import type { LanguageName } from '../../languages.js';
import type { RecognizedEntity } from '../recognized-entity.js';
import type { AnalysisInput, CustomRecognizer } from '../recognizer.js';
import { prefixedNameAtUnits } from './capitalised-prefixed-name.js';
import {
  BEFORE_WINDOW,
  lineStartBeforeUnits,
  numberBeforeUnits,
  placeAfterUnits,
  previousWordUnits,
  quotedRunUnits,
  speakerLabelAfterUnits,
  startsSentenceUnits,
} from './capitalised-run-window.js';
import {
  type CapitalisedRunWords,
  PREBUILT_CAPITALISED_RUN_WORDS,
} from './capitalised-run-words-prebuilt.js';
import { WordMemo } from './capitalised-word-memo.js';
import {
  compoundWordEndUnits,
  isTitleWordStartUnits,
  isWordCharacterAtUnits,
  isWordPunctuation,
  runWordEndUnits,
  titleWordEndUnits,
} from './capitalised-words.js';
import { CodeUnits } from './code-units.js';
import { afterInstitutionNoun } from './institution-heads.js';
import { MONTH_NAMES } from './month-names.js';
import { isGivenName, isSurname, normalizeName } from './name-gazetteer.js';
import {
  AMBIGUOUS_NAMES,
  GREETINGS,
  HEAD_INITIAL_ORGANISATION_CUES,
  ORGANISATION_CUES,
  PLACE_AND_COMMON_WORDS,
  SENTENCE_OPENERS,
} from './non-name-words.js';
import { HONORIFICS, NAME_STOP_WORDS } from './person-name-cues.js';
import { hasNameShape, isLocative, regnalNumberAfter } from './person-name-shapes.js';
import { PERSON_TITLES } from './person-titles.js';
import { ROLE_NOUNS } from './role-nouns.js';
import { STREET_SUFFIXES } from './street-words.js';
import { isVerbShaped } from './verb-shapes.js';

/** Longest run taken as a name; longer runs are headlines or lists. */
export const MAX_RUN_WORDS = 5;
/** Score of a capitalised run. */
export const CAPITALISED_RUN_SCORE = 0.55;

/** Languages the rule runs for. */
export const CAPITALISED_RUN_LANGUAGES: readonly LanguageName[] = [
  'Hausa',
  'Igbo',
  'Yoruba',
  'Swahili',
  'Zulu',
  'Isixhosa',
  'Sesotho',
  'Setswana',
  'Shona',
  'Kinyarwanda',
  'Twi',
  'English',
];

/** Words that mark an organisation or place rather than a person (any of the languages). */
export const ORGANISATION_AND_PLACE_WORDS: readonly string[] = [
  'Bank',
  'Banki',
  'Limited',
  'Ltd',
  'Plc',
  'Company',
  'Group',
  'University',
  'College',
  'School',
  'Hospital',
  'Ministry',
  'Ministry',
  'Government',
  'Gwamnatin',
  'Jihar',
  'Jihohin',
  'Hukumar',
  'Kamfanin',
  'Jami’ar',
  "Jami'ar",
  'Majalisar',
  'Kungiyar',
  'Ƙungiyar',
  'Jam’iyyar',
  "Jam'iyyar",
  'Babban',
  'Karamar',
  'Ƙaramar',
  'Hukuma',
  'Council',
  'State',
  'States',
  'Federal',
  'National',
  'Nigeria',
  'Najeriya',
  'Kenya',
  'Tanzania',
  'Afrika',
  'Africa',
  'Afirka',
  'United',
  'Union',
  'Party',
  'Chama',
  'Wizara',
  'Serikali',
  'Mkoa',
  'Wilaya',
  'Kaunti',
  'Jiji',
  'Chuo',
  'Kampuni',
  'Benki',
  'Shirika',
  'Umoja',
  'Mahakama',
  'Bunge',
  'Ìpínlẹ̀',
  'Ipinle',
  'Ilé-ẹ̀kọ́',
  'Ẹgbẹ́',
  'Egbe',
  'Ìjọba',
  'Ijoba',
  'Steeti',
  'Mahadum',
  'Ọchịchị',
  'Ụlọ',
  'Umnyango',
  'Uhulumeni',
  'Isifundazwe',
  'Inyuvesi',
  'Ibhange',
  'Inkampani',
  'Leta',
  'Puso',
  'Lefapha',
  'Mmuso',
  'Yunivesithi',
  'Hurumende',
  'Bazi',
  'Dare',
  'Kambani',
  'Yunivhesiti',
  'Ishyaka',
  'Leta',
  'Minisiteri',
  'Umujyi',
  'Intara',
  'Akarere',
  'Kaminuza',
  'Banki',
  'Aban',
  'Amanaman',
  'Kuro',
  'Party',
  'FC',
  'Club',
  'League',
  'Cup',
  'Airways',
  'Airlines',
  'News',
  'Radio',
  'TV',
  'Times',
  'Post',
  'Daily',
  'BBC',
  'VOA',
  'Street',
  'Road',
  'Avenue',
  'Lagos',
  'Abuja',
  'Kano',
  'Nairobi',
  'Kigali',
  'Accra',
  'Harare',
  'Johannesburg',
  'Ingilishi',
  'English',
  'Kiswahili',
  'Kiingereza',
  'Turanci',
  'Hausa',
  'Yoruba',
  'Igbo',
  'Zulu',
  'Afrika',
  'Yesu',
  'Jesus',
  'Allah',
  'Mungu',
  'Nkulunkulu',
  'Modimo',
  'Mwari',
  'Imana',
  'Onyame',
  'Olorun',
  'Olúwa',
  'Chukwu',
  'Chineke',
  'Chiukwu',
  'Jehova',
  'Jehovah',
  'Ubangiji',
  'Nyankopɔn',
  'Onyankopɔn',
  'Thixo',
];

/** Shortest role noun (letters, marks dropped) that splits a capitalised run as a title. */
const MIN_ROLE_TITLE_LENGTH = 6;

/** Day and month markers and weekday names ("Ọjọ́ Ajé", "Oṣù Kẹfà", "Jumatatu", "uMsombuluko"). */
export const CALENDAR_WORDS: readonly string[] = [
  'Ọjọ́',
  'Ojo',
  'Oṣù',
  'Osu',
  'Ọnwa',
  'Onwa',
  'Ụbọchị',
  'Ubochi',
  'Ranar',
  'Watan',
  'Siku',
  'Mwezi',
  'Usuku',
  'Inyanga',
  'Letsatsi',
  'Kgwedi',
  'Khoeli',
  'Zuva',
  'Mwedzi',
  'Ukwezi',
  'Umunsi',
  'Bosome',
  'Da',
  'Litinin',
  'Talata',
  'Laraba',
  'Alhamis',
  'Juma’a',
  "Juma'a",
  'Asabar',
  'Lahadi',
  'Jumatatu',
  'Jumanne',
  'Jumatano',
  'Alhamisi',
  'Ijumaa',
  'Jumamosi',
  'Jumapili',
  'Ajé',
  'Ìsẹ́gun',
  'Ọjọ́rú',
  'Ọjọ́bọ',
  'Ẹtì',
  'Àbámẹ́ta',
  'Àìkú',
  'Tiuzdee',
  'Wenezdee',
  'Tọọzdee',
  'Fraịdee',
  'Satọdee',
  'Sọndee',
  'Msombuluko',
  'Lwesibili',
  'Lwesithathu',
  'Lwesine',
  'Lwesihlanu',
  'Mgqibelo',
  'Sonto',
  'Cawe',
  'Mantaha',
  'Labobedi',
  'Laboraro',
  'Labone',
  'Labohlano',
  'Moqebelo',
  'Sontaha',
  'Mosupologo',
  'Labotlhano',
  'Lamatlhatso',
  'Tshipi',
  'Muvhuro',
  'Chipiri',
  'Chitatu',
  'China',
  'Chishanu',
  'Mugovera',
  'Svondo',
  'Kuwa',
  'Mbere',
  'Kabiri',
  'Gatatu',
  'Gatanu',
  'Gatandatu',
  'Cyumweru',
  'Dwoada',
  'Benada',
  'Wukuada',
  'Yawoada',
  'Fiada',
  'Memeneda',
  'Kwasiada',
];

/**
 * The word sets below as lists of lookup keys, computed from the word lists on import
 * ({@link computeCapitalisedRunWords}) or, in the root bundle, at build time
 * (`capitalised-run-words-prebuilt.ts`): some 2,000 `normalizeName` calls fewer in a fresh process.
 */
const capitalisedRunWords: CapitalisedRunWords =
  PREBUILT_CAPITALISED_RUN_WORDS ?? computeCapitalisedRunWords();
/** A run holding one of these is an organisation or a named thing: no part of it is a person. */
const VETO: ReadonlySet<string> = new Set(capitalisedRunWords.veto);
/** Titles split a run; the words after a title are a person. */
const TITLES: ReadonlySet<string> = new Set(capitalisedRunWords.titles);
/** Stop words, places, weekdays and months split a run. */
const BOUNDARIES: ReadonlySet<string> = new Set(capitalisedRunWords.boundaries);
const EXCLUDED: ReadonlySet<string> = new Set([...VETO, ...TITLES, ...BOUNDARIES]);
/**
 * Words that are no name even after a noun-class prefix: organisations, titles, stop words,
 * weekdays and months (`uMsombuluko`). A place or common word is a name there: the personal
 * prefix says so (stage names `uBlack Coffee`, `noBig Zulu`, `uFreedom`).
 */
const PREFIXED_EXCLUDED: ReadonlySet<string> = new Set(capitalisedRunWords.prefixedExcluded);
/** Organisation words that open the organisation's name (see HEAD_INITIAL_ORGANISATION_CUES). */
const HEAD_INITIAL: ReadonlySet<string> = new Set(capitalisedRunWords.headInitial);

/**
 * The keys of the word sets of the capitalised-run rule, each set's in insertion order, each key
 * once; the build writes them into the root bundle (`capitalised-run-words-prebuilt.ts`,
 * `scripts/bundle/prebuilt-modules.ts`).
 */
export function computeCapitalisedRunWords(): CapitalisedRunWords {
  const placeWords = new Set(PLACE_AND_COMMON_WORDS.map(normalizeName));
  const veto = new Set(
    [...ORGANISATION_AND_PLACE_WORDS, ...ORGANISATION_CUES, ...STREET_SUFFIXES]
      .map(normalizeName)
      .filter((word) => !placeWords.has(word)),
  );
  // role nouns that open a sentence ('Umunyezamu Gatera Simon'): this set serves every language,
  // so not a listed name ('Naledi') nor a short word that another language spells as a name (the
  // Yoruba 'ọkọ' folds to the Igbo surname 'Oko')
  const roleNouns = Object.values(ROLE_NOUNS)
    .flat()
    .filter(
      (noun) => normalizeName(noun).length >= MIN_ROLE_TITLE_LENGTH && !isGivenName(noun) && !isSurname(noun),
    );
  const titles = new Set([...PERSON_TITLES, ...HONORIFICS, ...GREETINGS, ...roleNouns].map(normalizeName));
  /** Stop words, weekdays and the words of month names (as written). */
  const stopAndCalendarWords: readonly string[] = [
    ...NAME_STOP_WORDS,
    ...CALENDAR_WORDS,
    ...Object.values(MONTH_NAMES).flatMap((names) => names.flatMap((name) => name.split(' '))),
  ];
  return {
    veto: [...veto],
    titles: [...titles],
    boundaries: [
      ...new Set(
        [...stopAndCalendarWords, ...PLACE_AND_COMMON_WORDS, ...SENTENCE_OPENERS].map(normalizeName),
      ),
    ],
    prefixedExcluded: [
      ...new Set(
        [...veto, ...titles, ...stopAndCalendarWords.map(normalizeName)].filter((word) => word !== ''),
      ),
    ],
    headInitial: [...new Set(HEAD_INITIAL_ORGANISATION_CUES.map(normalizeName))],
  };
}
/**
 * Calendar and title words that split a run in their own language only: the Kinyarwanda weekday
 * of "ku wa Kane" (Thursday) is the surname of "Harry Kane" in an Isixhosa or Zulu report, the
 * Swahili "Makamu" (deputy) a Zulu surname (`kaMakamu`), the Igbo weekday "Mọnde" the Nguni given
 * name "Monde" (`UMonde`).
 */
const LANGUAGE_BOUNDARIES: Readonly<Partial<Record<LanguageName, ReadonlySet<string>>>> = {
  Kinyarwanda: new Set(['kane']),
  Swahili: new Set(['makamu']),
  Igbo: new Set(['monde']),
};
/**
 * Twi words written with `ɔ` or `ɛ` are verbs ("Ɔde", he took; "Wɔkaa", they said), nouns
 * ("Ɔmanpanin", "Asɛm") or titles of things: names are written in English spelling, with `o` and
 * `e` ("Osei", "Ebo", "Boateng"). In the even half of the MasakhaNER Twi dev split 1 of 254
 * capitalised words with `ɔ` or `ɛ` is part of a name.
 */
const TWI_OPEN_VOWEL = /[ɔɛ]/u;

/** `true` when `key` (a {@link lookupKey}) is a boundary in `language` only. */
function isLanguageBoundary(key: string, language: LanguageName): boolean {
  if (language === 'Twi') return TWI_OPEN_VOWEL.test(key);
  return LANGUAGE_BOUNDARIES[language]?.has(key) === true;
}
const AMBIGUOUS: ReadonlySet<string> = new Set(AMBIGUOUS_NAMES.map(normalizeName));
/** Weekdays that are also given names (West Africa): a name part before another name word. */
const WEEKDAY_GIVEN_NAMES: ReadonlySet<string> = new Set(['sunday', 'monday', 'friday']);
/** Score of a run after a title ("Gwamna Abdullahi Ganduje", "Rais Samia Suluhu"). */
export const TITLED_RUN_SCORE = 0.8;
/**
 * Score of a run holding a gazetteer name: above the gazetteer's own 0.75, so a given name before a
 * listed surname stays in the span ("Mr Ibraheem Olúgbadé", not "Olúgbadé").
 */
export const GAZETTEER_RUN_SCORE = 0.76;
/**
 * The same when the run opens a sentence with an unlisted word without a name shape ("Call Zanele
 * Mokoena"): below the gazetteer's 0.75, so the gazetteer's span (without "Call") wins.
 */
export const SENTENCE_INITIAL_GAZETTEER_RUN_SCORE = 0.7;
/** Score of a single capitalised word with a personal-name shape ("Oluwaseun", "Habimana"). */
export const NAME_SHAPE_SCORE = 0.55;

/** Languages that attach noun-class prefixes to names (`uSipho`, `nguThandi`, `VaMoyo`, `ndiTendai`). */
export const PREFIXED_NAME_LANGUAGES: readonly LanguageName[] = ['Zulu', 'Isixhosa', 'Shona'];
/** Score of a prefixed name (`uShauwn`): the prefix is a strong proper-noun signal. */
export const PREFIXED_NAME_SCORE = 0.6;
/** Person agreement after a capitalised word: its pattern, and the letters its second character can be. */
interface AgreementRule {
  /** Sticky: tried right at the end of the word (every match is far shorter than the 24 code units the rule looks at). */
  pattern: RegExp;
  /** Every alternative's first letter after the space (ASCII): a quick check before the pattern. */
  firstLetters: Uint8Array;
  /**
   * Kinyarwanda: words that share the person class's agreement but are common nouns (a noun-class
   * prefix: `Umunyamakuru yavuze`); with it, a word right after a locative is a place (`muri
   * Tombola yabaye`), since the agreement is shared with the classes of places too.
   */
  commonNoun?: RegExp;
  /**
   * A word before the capitalised word (its {@link normalizeName} key) that makes it an object or a
   * place, not the subject (Yoruba "bá X sọ̀rọ̀", spoke with X; "láti X", from X; "sí X", to X).
   */
  notAfter?: RegExp;
}

/** An {@link AgreementRule} whose alternatives start with one of `letters` (ASCII). */
function agreementRule(
  pattern: RegExp,
  letters: string,
  commonNoun?: RegExp,
  notAfter?: RegExp,
): AgreementRule {
  const firstLetters = new Uint8Array(0x80);
  for (let index = 0; index < letters.length; index++) firstLetters[letters.charCodeAt(index)] = 1;
  return { pattern, firstLetters, commonNoun, notAfter };
}

/**
 * Yoruba verbs of saying after their subject, written without tone marks or dots: "sọ pé" (said
 * that; also written joined, "sọpé", "sọwípé", and "wí pé", "wípé", "wí fún"), "sọ bẹ́ẹ̀" (said so),
 * "sọ̀rọ̀" (spoke), "kìlọ̀" (warned), "ṣàlàyé" (explained), "fi kún un" (added), "kéde"
 * (announced), "fèsì", "dáhùn" (replied), "gbà pé" (agreed), "sọ fún" (told). A bare "sọ" (said)
 * counts when punctuation ends the clause after it, as a quote's attribution ends ("... , ni X sọ .").
 */
const YORUBA_SAYING_VERBS: readonly string[] = [
  'so pe',
  'sope',
  'sowipe',
  'wi pe',
  'wipe',
  'wi fun',
  'so bee',
  'soro',
  'kilo',
  'salaye',
  'fi kun',
  'kede',
  'fesi',
  'dahun',
  'gba pe',
  'so fun',
];
/**
 * Yoruba preverbs right after the subject, written without tone marks or dots: the progressive
 * "ń", the future "yóò", "máa" and "á", "bá" (then), "tún" (again): a capitalised word before one
 * is the subject of a verb ("Àdìsá ń ṣiṣẹ́", "Fọláṣadé yóò lọ"). Not "sì" (and) nor "kò" (not),
 * which fold to "sí" (to) and "kó" (that he): "láti Ọ̀tà sí Èkó".
 */
const YORUBA_PREVERBS: readonly string[] = ['n', 'yoo', 'maa', 'a', 'ba', 'tun'];
/** Each Yoruba letter with its precomposed dotted and toned forms. */
const YORUBA_LETTER_FORMS: Readonly<Record<string, string>> = {
  a: '[aàá]',
  e: '[eèéẹ]',
  i: '[iìí]',
  o: '[oòóọ]',
  u: '[uùú]',
  s: '[sṣ]',
  n: '[nńǹ]',
};
/**
 * A regex source matching `plain` however its tone marks and dots are written: precomposed
 * (`ọ`, `é`) or as combining marks after the letter, as most Yoruba news text on the web has them.
 */
function toneFreeYoruba(plain: string): string {
  let source = '';
  for (const letter of plain)
    source += letter === ' ' ? '[ ]' : `${YORUBA_LETTER_FORMS[letter] ?? letter}\\p{M}*`;
  return source;
}

/**
 * A capitalised word followed by the subject agreement of the person class or a verb of saying:
 * Sesotho/Setswana `o`/`a` ("Zuma o bua", "Chauke a re"), Swahili `a-` with a tense marker
 * ("Nyamu aliongeza"), Kinyarwanda `ya-` with a verb ("Nzaramba yavuze"; not the possessives
 * `yanjye`, `yanyu`; not a common noun's class prefix, `Umunyamakuru`, nor after a locative), Hausa
 * "ya/ta ce", Yoruba "ní", Igbo "kwuru", Twi "kaa sɛ". Each rule is built on its language's first
 * text ({@link personAgreement}): reading all nine patterns took about 3 ms of every import.
 */
const PERSON_AGREEMENT: Readonly<Partial<Record<LanguageName, () => AgreementRule>>> = {
  Sesotho: () => agreementRule(/[ ](?:o|a)[ ]\p{Ll}/uy, 'oa'),
  Setswana: () => agreementRule(/[ ](?:o|a)[ ]\p{Ll}/uy, 'oa'),
  Swahili: () => agreementRule(/[ ](?:a(?:li|me|na|ta|nge|ki|si)\p{Ll}{2,}|,?[ ]?ambaye(?![\p{L}]))/uy, 'a,'),
  Hausa: () =>
    agreementRule(
      /[ ](?:(?:ya|ta)[ ](?:ce|bayyana|kara|ƙara|ƙi|tafi|zo|yi)|mai[ ](?:mukamin|magana[ ]da[ ]yawun))(?![\p{L}])/uy,
      'ytm',
    ),
  Yoruba: () =>
    agreementRule(
      new RegExp(
        `[ ](?:ní|sọ́|ti|${[...YORUBA_SAYING_VERBS, ...YORUBA_PREVERBS].map(toneFreeYoruba).join('|')}|${toneFreeYoruba('so')}(?=[ ]?[.,;!?”"'’]))(?![\\p{L}\\p{M}])`,
        'uy',
      ),
      'nstkfdgymabw',
      undefined,
      /^(?:ba|lati|si)$/u,
    ),
  Igbo: () => agreementRule(/[ ](?:kwuru|sịrị|siri|gwara|kwukwara)(?![\p{L}\p{M}])/uy, 'ksg'),
  Kinyarwanda: () =>
    agreementRule(
      /[ ](?:[yw]a(?!(?:njye|nyu|we|cu|bo|yo|byo|zo|ryo|cyo|wo|ko|ho|bwo|rwo|kwo)(?![\p{L}\p{M}]))\p{Ll}{2,}|u(?:ri|fite|zwi|kina|kinira|toza|yobora|komeye|kora|vuga|rimo)(?![\p{L}\p{M}]))(?![\p{L}\p{M}])/uy,
      'ywu',
      /^(?:Umu|Umw|Aba|Ama|Imi|Imy|Iki|Ibi|Iby|Uru|Urw|Ubu|Ubw|Uku|Ukw|Aka|Utu|Imp|Imb)\p{Ll}{3}|^(?:Undi|Ikindi|Uwo|Uyu|Iyo|Iyi)$|-\p{Ll}/u,
    ),
  Twi: () => agreementRule(/[ ](?:kaa|ka[ ]sɛ|see)(?![\p{L}\p{M}])/uy, 'ks'),
  English: () =>
    agreementRule(
      /[ ](?:said|says|told|asked|added|explained|wrote|replied|shouted|smiled|laughed|lives|works|spent|thanked)(?![\p{L}])/uy,
      'stawerl',
    ),
};
/** Each language's {@link PERSON_AGREEMENT} rule, built on its first text (its patterns are costly to read). */
const personAgreementRules = new Map<LanguageName, AgreementRule | undefined>();

function personAgreement(language: LanguageName): AgreementRule | undefined {
  if (!personAgreementRules.has(language)) personAgreementRules.set(language, PERSON_AGREEMENT[language]?.());
  return personAgreementRules.get(language);
}
/** Score of a single capitalised word with person agreement. */
export const AGREEMENT_NAME_SCORE = 0.55;
/** Verbs after which a single capitalised word is a person ("says Joly", "told Amara"). */
const PERSON_VERBS: ReadonlySet<string> = new Set([
  'says',
  'said',
  'told',
  'asked',
  'thanked',
  'married',
  'congratulated',
  'interviewed',
  'warned',
  'urged',
  'insists',
]);
/**
 * Per language, verbs of saying after which a single capitalised word is a person, as a quote's
 * attribution ends: Setswana and Sesotho "go bua Mabija" / "ho bua Mabija" (says Mabija), "go
 * tlhalosa", "go araba", "go rialo"; Hausa "inji Kankarofi" (said), "a cewar Musa" (according to).
 * Also the Setswana apposition "e bong" (namely, who is: "mosadi wa gagwe e bong Zorica").
 */
const LANGUAGE_PERSON_VERBS: Readonly<Partial<Record<LanguageName, ReadonlySet<string>>>> = {
  Setswana: new Set(['bua', 'tlhalosa', 'araba', 'rialo', 'botsa', 'tlaleletsa', 'bong']),
  Sesotho: new Set(['bua', 'hlalosa', 'araba', 'rialo', 'botsa', 'eketsa']),
  Hausa: new Set(['inji', 'cewar']),
};
/**
 * Setswana possessive of a person: a concord and `ga` before the name ("tiro ya ga Maphalla",
 * "la ga Ronaldo"); `ga` after another word ("gaufi ga", near) is a preposition.
 */
const PERSON_POSSESSIVE: Readonly<
  Partial<Record<LanguageName, { marker: string; concords: ReadonlySet<string> }>>
> = {
  Setswana: {
    marker: 'ga',
    concords: new Set(['wa', 'ba', 'ya', 'tsa', 'la', 'a', 'sa', 'lwa', 'jwa', 'bo', 'jo', 'lo', 'se', 'e']),
  },
};

/**
 * The agent after a passive verb, by language: Kinyarwanda `na` after a perfective passive in `-we`
 * ("wahinduwe na Gatera", passed by Gatera; "yakozwe na Kalisa", made by Kalisa), Setswana `ke`
 * after one in `-wa`/`-we` ("e kwadilwe ke Mpho", written by Mpho). The capitalised word after it is
 * a person; teams and countries after it are organisation or place words (run boundaries). `reach`:
 * the most words from the marker back to the verb, the verb included (Setswana 'e beilwe mo
 * thekisong ke Mpho', put up for sale by Mpho).
 */
const PASSIVE_AGENT: Readonly<
  Partial<Record<LanguageName, { marker: string; verb: RegExp; reach: number }>>
> = {
  // Kinyarwanda 'na' is also "and", "with": only right after the verb
  Kinyarwanda: { marker: 'na', verb: /\p{Ll}{2}we$/u, reach: 1 },
  // (not '-ngwe', some, one: 'dingwe', 'mongwe', 'nngwe')
  Setswana: { marker: 'ke', verb: /\p{Ll}{2}(?<!ng)w[ae]$/u, reach: 5 },
};

/** `true` when the word before `start` is a verb of saying of `language`, or its person possessive. */
function languagePersonCue(
  text: string,
  units: Uint16Array,
  language: LanguageName,
  previous: string,
  previousStart: number,
): boolean {
  if (LANGUAGE_PERSON_VERBS[language]?.has(previous.toLowerCase())) return true;
  const agent = PASSIVE_AGENT[language];
  if (agent !== undefined && previous === agent.marker) {
    // the passive verb right before the marker or a few words back in the same clause ('e
    // beilwe mo thekisong ke Mpho', put up for sale by Mpho): punctuation ends the look-back
    let end = previousStart;
    for (let words = 0; words < agent.reach; words++) {
      const verb = previousWordUnits(text, units, Math.max(0, end - BEFORE_WINDOW), end);
      if (verb === undefined) break;
      if (agent.verb.test(verb)) return true;
      end -= verb.length + 1;
    }
  }
  const possessive = PERSON_POSSESSIVE[language];
  if (!possessive || previous !== possessive.marker) return false;
  const concord = previousWordUnits(text, units, Math.max(0, previousStart - BEFORE_WINDOW), previousStart);
  return concord !== undefined && possessive.concords.has(concord.toLowerCase());
}
const FOLLOWING_WORD = /[ ](\p{Lu}[\p{Ll}\p{M}]+(?:[-'’]\p{Lu}?[\p{Ll}\p{M}]+)?)(?![\p{L}\p{M}\p{N}'’-])/uy;

/** End of `text[start, end)` without its trailing `'`, `’` and `-`. */
function trimWordPunctuation(text: string, start: number, end: number): number {
  while (end > start && isWordPunctuation(text.charCodeAt(end - 1))) end--;
  return end;
}

/** {@link trimWordPunctuation} reading the text's code units. */
function trimWordPunctuationUnits(units: Uint16Array, start: number, end: number): number {
  while (end > start && isWordPunctuation(units[end - 1]!)) end--;
  return end;
}

/** The gazetteer key of a word: lower-cased without marks, trailing `'`, `’` and `-` dropped. */
function lookupKey(word: string): string {
  return normalizeName(word.slice(0, trimWordPunctuation(word, 0, word.length)));
}

/** What the run rules need to know about one word as written. */
interface WordFacts {
  /** {@link lookupKey} of the word. */
  key: string;
  /** The word as written is a gazetteer name. */
  gazetteer: boolean;
  veto: boolean;
  title: boolean;
  boundary: boolean;
  excluded: boolean;
  ambiguous: boolean;
  /** {@link hasNameShape} of the word as written, once asked. */
  nameShape: boolean | undefined;
  /** {@link hasNameShape} of the word without trailing `'`, `’` and `-`, once asked. */
  trimmedNameShape: boolean | undefined;
}

/** What the word lists say about `word` as written. */
function computeWordFacts(word: string): WordFacts {
  const key = lookupKey(word);
  return {
    key,
    gazetteer: isGivenName(word) || isSurname(word),
    veto: VETO.has(key),
    title: TITLES.has(key),
    boundary: BOUNDARIES.has(key),
    excluded: EXCLUDED.has(key),
    ambiguous: AMBIGUOUS.has(key),
    nameShape: undefined,
    trimmedNameShape: undefined,
  };
}

/** `true` when `word` is a title, stop, place, calendar or organisation word (any case). */
export function isExcludedNameWord(word: string): boolean {
  return EXCLUDED.has(normalizeName(word));
}

/** Facts of the words seen lately (the same capitalised words come back text after text). */
const WORD_FACTS = new WordMemo(computeWordFacts);

/** The facts of a word that is a boundary in the text's language only, by {@link lookupKey}. */
const LANGUAGE_BOUNDARY_FACTS = new Map<string, WordFacts>();

/** `facts`, made a boundary (and excluded) when its word is one in `language`. */
function factsIn(facts: WordFacts, language: LanguageName): WordFacts {
  if (facts.excluded || !isLanguageBoundary(facts.key, language)) return facts;
  let boundary = LANGUAGE_BOUNDARY_FACTS.get(facts.key);
  if (boundary === undefined) {
    boundary = { ...facts, boundary: true, excluded: true };
    LANGUAGE_BOUNDARY_FACTS.set(facts.key, boundary);
  }
  return boundary;
}

/** Whether a word as written, trailing punctuation and all, is an excluded word (a prefixed name's check). */
const EXCLUDED_AS_WRITTEN = new WordMemo((word) => EXCLUDED.has(normalizeName(word)));
/** The same after a personal prefix (see PREFIXED_EXCLUDED). */
const EXCLUDED_AFTER_PERSONAL_PREFIX = new WordMemo((word) => PREFIXED_EXCLUDED.has(normalizeName(word)));
/** Prefixes of persons only: the personal article, the copula and "and" (`yi-` also takes teams: `yiRussia`). */
const PERSONAL_PREFIXES: ReadonlySet<string> = new Set(['u', 'U', 'ngu', 'Ngu', 'nguye', 'no', 'No']);

/** {@link hasNameShape} of a run word as written (kept with its facts). */
function writtenNameShape(text: string, word: RunWord): boolean {
  word.facts.nameShape ??= hasNameShape(text.slice(word.start, word.end));
  return word.facts.nameShape;
}

/** {@link hasNameShape} of a one-word segment, trailing `'`, `’` and `-` dropped (kept with its facts). */
function trimmedNameShape(text: string, segment: RunSegment): boolean {
  segment.first.trimmedNameShape ??= hasNameShape(text.slice(segment.start, segment.end));
  return segment.first.trimmedNameShape;
}

/** One word of a capitalised run. */
interface RunWord {
  start: number;
  end: number;
  /** `end` without trailing `'`, `’` and `-`. */
  trimmedEnd: number;
  facts: WordFacts;
}

/** Part of a run between titles and boundary words. */
interface RunSegment {
  start: number;
  end: number;
  words: number;
  gazetteer: boolean;
  /** A title comes right before it. */
  titled: boolean;
  /** Facts of its first word. */
  first: WordFacts;
  /** It opens a sentence with an unlisted word without a name shape. */
  uncertainStart: boolean;
}

/** A candidate single word or a found person, for the list rule. */
interface ListItem {
  start: number;
  end: number;
  person: boolean;
}

/** The words of the run being read, reused run after run (no object per word); `runWords` fills it. */
const runWordPool: RunWord[] = [];

/**
 * Reads the words of the capitalised run that starts at `start` (its first Title-case word ends at
 * `firstEnd`) into `runWordPool`, and returns how many there are.
 */
function runWords(
  text: string,
  units: Uint16Array,
  start: number,
  firstEnd: number,
  language: LanguageName,
): number {
  const length = text.length;
  let count = 0;
  let wordStart = start;
  let wordEnd = compoundWordEndUnits(units, length, firstEnd);
  // the run goes on while a space and another Title-case word follow
  while (wordEnd >= 0) {
    const facts = factsIn(WORD_FACTS.get(text, units, wordStart, wordEnd), language);
    const trimmedEnd = trimWordPunctuationUnits(units, wordStart, wordEnd);
    let runWord = runWordPool[count];
    if (runWord) {
      runWord.start = wordStart;
      runWord.end = wordEnd;
      runWord.trimmedEnd = trimmedEnd;
      runWord.facts = facts;
    } else {
      runWord = { start: wordStart, end: wordEnd, trimmedEnd, facts };
      runWordPool.push(runWord);
    }
    count++;
    if (units[wordEnd] !== 0x20) break;
    wordStart = wordEnd + 1;
    wordEnd = runWordEndUnits(units, length, wordStart);
  }
  return count;
}

const LIST_SEPARATOR = /^(?:[ ]?,[ ]?|[ ](?:and|&|na|da|àti|ati|le|et|und|y|e)[ ])$/u;
/** Score of a single capitalised word listed next to a person ("Kateřina, James, Christopher"). */
export const LISTED_NAME_SCORE = 0.55;

/** `true` when a list separator (a comma, "and", ...) is all that stands between two items. */
function listJoined(text: string, left: ListItem, right: ListItem): boolean {
  return right.start - left.end <= 5 && LIST_SEPARATOR.test(text.slice(left.end, right.start));
}

function listedEntity(item: ListItem): RecognizedEntity {
  item.person = true;
  return {
    type: 'PERSON_NAME',
    start: item.start,
    end: item.end,
    score: LISTED_NAME_SCORE,
    recognizer: 'person-name-list',
  };
}

/** Single capitalised words joined by commas or "and" to a person are persons too (both directions). */
function listEntities(text: string, items: ListItem[], found: RecognizedEntity[]): void {
  for (let index = 1; index < items.length; index++) {
    const item = items[index]!;
    if (!item.person && items[index - 1]!.person && listJoined(text, items[index - 1]!, item))
      found.push(listedEntity(item));
  }
  for (let index = items.length - 2; index >= 0; index--) {
    const item = items[index]!;
    if (!item.person && items[index + 1]!.person && listJoined(text, item, items[index + 1]!))
      found.push(listedEntity(item));
  }
}

/**
 * The person entities in one capitalised run (pushed to `found`): vetoed by an organisation cue;
 * split at titles, stop words, places and calendar words; a sentence-initial word is kept only
 * when it is a gazetteer name or has a name shape; a run right after a locative needs a gazetteer
 * word. Each check of the text around the run only ever drops the whole run: the speaker-label
 * check (true of many runs of a transcript) comes first, the others last, and only for a run that
 * could yield something.
 */
function runEntities(
  text: string,
  units: Uint16Array,
  words: readonly RunWord[],
  wordCount: number,
  language: LanguageName,
  items: ListItem[],
  found: RecognizedEntity[],
): void {
  for (let index = 0; index < wordCount; index++) {
    if (!words[index]!.facts.veto) continue;
    // an organisation word that opens its name ends the run before it ('Mukhtar Yahya Usman
    // Rundunar ...'); any other vetoes the whole run ('Kofi Annan Foundation')
    if (index === 0 || !HEAD_INITIAL.has(words[index]!.facts.key)) return;
    wordCount = index;
    break;
  }
  const runStart = words[0]!.start;
  const runEnd = words[wordCount - 1]!.end;
  const windowStart = Math.max(0, runStart - BEFORE_WINDOW);
  // a speaker label ('Modiri:', 'Olùkọ́:') names a role, not a person
  // (a listed name that is not also a common word stays a name: 'Chidi:'); every check below that
  // drops the run only returns, so this common one comes first
  // (a role of two words counts too, its second in lower case: 'Nwata akwụkwọ:', 'Onye ọrụ:')
  const label =
    wordCount === 1 &&
    (speakerLabelAfterUnits(units, runEnd) || LOWER_CASE_LABEL_TAIL.test(text.slice(runEnd, runEnd + 32))) &&
    lineStartBeforeUnits(units, windowStart, runStart);
  if (
    label &&
    (words[0]!.facts.ambiguous ||
      !words[0]!.facts.gazetteer ||
      labelsNameRoles(text, text.slice(runStart, runEnd)))
  )
    return;
  const segments: RunSegment[] = [];
  let open: RunSegment | undefined;
  let titled = false;
  /** A lone sentence-initial word, which may still open a list of names ('Kateřina, James and ...'). */
  let loneWord: RunWord | undefined;
  for (let index = 0; index < wordCount; index++) {
    const word = words[index]!;
    const { gazetteer } = word.facts;
    const isTitle = word.facts.title && !(gazetteer && open !== undefined);
    if (isTitle) {
      if (open && open.words <= MAX_RUN_WORDS) segments.push(open);
      open = undefined;
      titled = index + 1 < wordCount;
      continue;
    }
    // a weekday given before a name is a given name ('Sunday Ìgbòho', 'Friday Okonkwo')
    const boundary =
      word.facts.boundary &&
      !(
        WEEKDAY_GIVEN_NAMES.has(word.facts.key) &&
        index + 1 < wordCount &&
        !words[index + 1]!.facts.excluded
      );
    // a sentence-initial word counts only with a name shape, a gazetteer entry or another run word,
    // and never when it has the shape of a verb of the language ('Ndinike', 'Unaongea')
    const verb =
      index === 0 &&
      !gazetteer &&
      startsSentenceUnits(units, word.start) &&
      isVerbShaped(text.slice(word.start, word.trimmedEnd), language);
    if (
      (boundary && !gazetteer) ||
      verb ||
      (index === 0 &&
        !gazetteer &&
        startsSentenceUnits(units, word.start) &&
        (wordCount < 2 || words[1]!.facts.excluded) &&
        !writtenNameShape(text, word))
    ) {
      if (open && open.words <= MAX_RUN_WORDS) segments.push(open);
      open = undefined;
      titled = false;
      // a verb opens no list of names ('Unaongea na Brian')
      if (wordCount === 1 && !boundary && !verb) loneWord = word;
      continue;
    }
    open ??= {
      start: word.start,
      end: word.trimmedEnd,
      words: 0,
      gazetteer: false,
      titled,
      first: word.facts,
      // the segment opens a sentence with an unlisted word ('Call Zanele Mokoena')
      uncertainStart: !gazetteer && startsSentenceUnits(units, word.start) && !writtenNameShape(text, word),
    };
    open.end = word.trimmedEnd;
    open.words++;
    open.gazetteer ||= gazetteer;
  }
  if (open && open.words <= MAX_RUN_WORDS) segments.push(open);
  if (segments.length === 0 && !loneWord) return;

  // addresses: '12 Hania Bazid, 43 73313', 'Colorado Springs, CO 70079'
  if (numberBeforeUnits(units, windowStart, runStart) || placeAfterUnits(text, units, runEnd)) return;
  // a hospital or school named after a person: 'Hospitali ya Aga Khan', 'Ibitaro bya King Faisal'
  if (afterInstitutionNoun(text, runStart)) return;
  // a quoted title of two or more words ('"Leaving No One Behind"'); one quoted word is a nickname
  if (wordCount >= 2 && quotedRunUnits(units, text.length, runStart, runEnd)) return;
  const previous = previousWordUnits(text, units, windowStart, runStart);
  const locative = previous !== undefined && isLocative(language, previous);
  if (loneWord && !locative) items.push({ start: loneWord.start, end: loneWord.trimmedEnd, person: false });
  // a line that opens with a name of two words and goes on in brackets is a roster's entry ('Brody
  // Harrison ( retired )', 'Zeb Thompson ( released )'), and one that goes on with a comma and a
  // lower-case word an apposition ('Brody Harrison , who wrote ...'): its unlisted first word is
  // the given name
  const first = segments[0];
  if (first?.uncertainStart && first.words === 2 && first.end === runEnd && rosterBracketAfter(text, runEnd))
    first.uncertainStart = false;
  for (const segment of segments) {
    const score = segmentScore(text, units, segment, runStart, previous, locative, language);
    if (segment.words === 1 && !locative)
      items.push({ start: segment.start, end: segment.end, person: score > 0 || segment.gazetteer });
    else if (score > 0) items.push({ start: segment.start, end: segment.end, person: true });
    if (score > 0)
      found.push({
        type: 'PERSON_NAME',
        start: segment.start,
        end: segment.end,
        score,
        recognizer: segment.titled ? 'person-name-titled-run' : 'person-name-capitalised-run',
      });
  }
}

/**
 * An opening round or square bracket after a run, its first word not an acronym ('Democratic Alliance ( DA )'),
 * or a comma and a lower-case word (an apposition or a relative clause).
 */
const ROSTER_BRACKET = /[ ]?(?:[([](?![ ]?\p{Lu}{2,}[ ]?[)\]])|,[ ]?\p{Ll})/uy;

/** `true` when {@link ROSTER_BRACKET} follows `position`. */
function rosterBracketAfter(text: string, position: number): boolean {
  ROSTER_BRACKET.lastIndex = position;
  return ROSTER_BRACKET.test(text);
}

/**
 * A speaker label at a line start: one capitalised word, up to two lower-case words, a colon
 * ('Moreki:', 'Onye ọrụ:'); its first word is captured.
 */
const LINE_LABEL = /^[ \t]*(\p{Lu}[\p{L}\p{M}'’-]*)(?: [\p{Ll}\p{M}'’-]+){0,2} ?:/gmu;
/** The text whose labels were read last, and its label words with their counts. */
let labelText: string | undefined;
let labelCounts = new Map<string, number>();
/** Whether a label of {@link labelText} is no listed name (or a listed name that is a common word). */
let roleLabel = false;

/**
 * `true` when `word`, a listed name used as a speaker label, names a role in `text`: the labels of
 * a call are of one kind, so a label that comes back (twice or more) beside another label that is
 * no name ('Mothusi:' beside 'Moreki:', the helper and the customer in Setswana) is a role too.
 * Read once per text, and only for a listed name as a label (rare).
 */
function labelsNameRoles(text: string, word: string): boolean {
  if (text !== labelText) {
    labelText = text;
    labelCounts = new Map();
    roleLabel = false;
    for (const match of text.matchAll(LINE_LABEL)) {
      const label = match[1]!;
      labelCounts.set(label, (labelCounts.get(label) ?? 0) + 1);
      if (!roleLabel) {
        const facts = computeWordFacts(label);
        roleLabel = !facts.gazetteer || facts.ambiguous;
      }
    }
  }
  return roleLabel && (labelCounts.get(word) ?? 0) >= 2;
}

/** One or two lower-case words and the colon that ends a speaker label ('Nwata| akwụkwọ:'). */
const LOWER_CASE_LABEL_TAIL = /^ [\p{Ll}\p{M}'’-]+(?: [\p{Ll}\p{M}'’-]+)? ?:/u;

/** Score of one segment of a run (0: not a person). */
function segmentScore(
  text: string,
  units: Uint16Array,
  segment: RunSegment,
  runStart: number,
  previous: string | undefined,
  locative: boolean,
  language: LanguageName,
): number {
  if (segment.titled) return TITLED_RUN_SCORE;
  if (segment.words >= 2) {
    if (segment.gazetteer)
      return segment.uncertainStart ? SENTENCE_INITIAL_GAZETTEER_RUN_SCORE : GAZETTEER_RUN_SCORE;
    return locative ? 0 : CAPITALISED_RUN_SCORE;
  }
  if (!locative && trimmedNameShape(text, segment)) return NAME_SHAPE_SCORE;
  // a regnal number after the word ('Thutmose III ,', 'Mswati III .') makes it a monarch's name
  if (!locative && regnalNumberAfter(text, segment.start, segment.end)) return NAME_SHAPE_SCORE;
  if (segment.start === runStart && previous && PERSON_VERBS.has(previous)) return NAME_SHAPE_SCORE;
  if (
    segment.start === runStart &&
    previous &&
    languagePersonCue(text, units, language, previous, runStart - 1 - previous.length)
  )
    return NAME_SHAPE_SCORE;
  // a lone sentence-initial gazetteer name that is not also a common word
  if (
    segment.gazetteer &&
    !locative &&
    segment.start === runStart &&
    !segment.first.ambiguous &&
    startsSentenceUnits(units, segment.start)
  )
    return NAME_SHAPE_SCORE;
  return 0;
}

/** The single capitalised word `text[start, end)` as a person when person agreement follows it. */
function agreementEntity(
  text: string,
  units: Uint16Array,
  start: number,
  end: number,
  agreement: AgreementRule,
  language: LanguageName,
): RecognizedEntity | undefined {
  if (units[end] !== 0x20) return undefined;
  const letter = units[end + 1]!;
  if (letter >= 0x80 || agreement.firstLetters[letter] !== 1) return undefined;
  agreement.pattern.lastIndex = end;
  if (!agreement.pattern.test(text)) return undefined;
  const word = text.slice(start, end);
  const key = normalizeName(word);
  // a weekday that is also a given name is the subject here ('Sunday ń ṣe', 'Friday ya ce')
  if (
    (EXCLUDED.has(key) && !WEEKDAY_GIVEN_NAMES.has(key)) ||
    isLanguageBoundary(key, language) ||
    agreement.commonNoun?.test(word)
  )
    return undefined;
  if (agreement.commonNoun) {
    const previous = previousWordUnits(text, units, Math.max(0, start - BEFORE_WINDOW), start);
    if (previous !== undefined && isLocative(language, previous)) return undefined;
  }
  if (agreement.notAfter) {
    const previous = previousWordUnits(text, units, Math.max(0, start - BEFORE_WINDOW), start);
    if (previous !== undefined && agreement.notAfter.test(normalizeName(previous))) return undefined;
  }
  return {
    type: 'PERSON_NAME',
    start,
    end,
    score: AGREEMENT_NAME_SCORE,
    recognizer: 'person-name-agreement',
  };
}

/** Most run words before an agreeing word that join it ("Victory Brinker yakoze", "Mani Martin azasogongeza"). */
const MAX_AGREEMENT_RUN_WORDS = 2;

/**
 * Start of the name whose last word (at `start`) agrees as a person: the words of its run right
 * before it, up to {@link MAX_AGREEMENT_RUN_WORDS}, that are no excluded word (title, place,
 * organisation, stop word) nor a common noun; at a sentence start too, as the agreement is the cue.
 */
function agreementRunStart(
  text: string,
  start: number,
  runCount: number,
  commonNoun: RegExp | undefined,
): number {
  let index = 0;
  while (index < runCount && runWordPool[index]!.start !== start) index++;
  if (index === runCount) return start;
  let first = index;
  while (first > 0 && index - first < MAX_AGREEMENT_RUN_WORDS) {
    const word = runWordPool[first - 1]!;
    if (word.facts.excluded || word.trimmedEnd !== word.end) break;
    if (commonNoun?.test(text.slice(word.start, word.end))) break;
    first--;
  }
  return runWordPool[first]!.start;
}

/**
 * An age set between commas after a name, as news writes it in any language ("Armani , 86 , o
 * rile", "Craig, 53, will star"; Swahili "Barrett , mwenye umri wa miaka 48"; Setswana "Palin, yo
 * o dingwaga di 29", "yo o nang le dingwaga di le 20", who is N years old): one to three digits,
 * then a comma; a year (four digits) or a score does not count.
 */
const AGE_APPOSITION =
  /[ ]?,[ ]?(?:\d{1,3}[ ]?,|mwenye[ ]umri[ ]wa[ ]miaka[ ]\d|yo[ ](?:o|a)[ ](?:nang[ ]le[ ])?dingwaga[ ]di[ ](?:le[ ])?\d)/uy;

/** The single capitalised word `text[start, end)` as a person when an age follows it. */
function ageEntity(text: string, start: number, end: number): RecognizedEntity | undefined {
  const next = text.charCodeAt(end);
  if (next !== 0x2c && next !== 0x20) return undefined;
  AGE_APPOSITION.lastIndex = end;
  if (!AGE_APPOSITION.test(text) || EXCLUDED.has(normalizeName(text.slice(start, end)))) return undefined;
  return {
    type: 'PERSON_NAME',
    start,
    end,
    score: AGREEMENT_NAME_SCORE,
    recognizer: 'person-name-agreement',
  };
}

/** The prefixed name at `position` with up to two following capitalised words, if any. */
function prefixedEntity(text: string, units: Uint16Array, position: number): RecognizedEntity | undefined {
  const name = prefixedNameAtUnits(text, units, position);
  // a word glued to digits is a code's letters ('ngu-Q-2025-118840'), never a name
  if (!name || (units[name.end]! >= 0x30 && units[name.end]! <= 0x39)) return undefined;
  const personal = PERSONAL_PREFIXES.has(text.slice(position, name.start).replace(/[ -]+$/u, ''));
  const excluded = personal ? EXCLUDED_AFTER_PERSONAL_PREFIX : EXCLUDED_AS_WRITTEN;
  if (excluded.get(text, units, name.start, name.end)) return undefined;
  // the surname after a prefixed given name: 'uCristiano Ronaldo'
  let end = name.end;
  let listed = false;
  for (let count = 0; count < 2; count++) {
    FOLLOWING_WORD.lastIndex = end;
    if (!FOLLOWING_WORD.test(text)) break;
    // the word after the space ends where the match ends
    const wordEnd = FOLLOWING_WORD.lastIndex;
    const facts = WORD_FACTS.get(text, units, end + 1, wordEnd);
    if (facts.excluded) break;
    listed ||= facts.gazetteer;
    end = wordEnd;
  }
  return {
    type: 'PERSON_NAME',
    start: name.start,
    end,
    // with a listed surname after it, above the gazetteer's span of the surname alone
    score: listed ? GAZETTEER_RUN_SCORE : PREFIXED_NAME_SCORE,
    recognizer: 'person-name-prefixed',
  };
}

/**
 * Languages whose person agreement also marks initials as a person: Sesotho and Setswana `o`/`a`,
 * which an organisation's acronym never takes (`SABC e tla`, class 9; `KPD o tla`, a person).
 */
const INITIALS_AGREEMENT_LANGUAGES: readonly LanguageName[] = ['Setswana', 'Sesotho'];
/** Fewest and most capital letters of initials used as a name. */
const MIN_INITIALS = 2;
const MAX_INITIALS = 4;

/** End of initials (two to four ASCII capitals, no letter after them) at `start`, or -1. */
function initialsEndUnits(units: Uint16Array, length: number, start: number): number {
  let end = start;
  while (end < length && end - start <= MAX_INITIALS && units[end]! >= 0x41 && units[end]! <= 0x5a) end++;
  const count = end - start;
  if (count < MIN_INITIALS || count > MAX_INITIALS || isWordCharacterAtUnits(units, length, end)) return -1;
  return end;
}

/**
 * Words before initials that make them an organisation's acronym or an object: the concords of
 * the genitive ('maloko a ANC', 'Mokgatlho wa SACP o re'), prepositions, 'le' (and, with: 'ke na
 * le ID o ne').
 */
const NOT_BEFORE_INITIALS: ReadonlySet<string> = new Set(
  'wa ya la sa ba tsa a ga ka kwa mo go le ke na jwa lwa bo se e di tse ja oa ea tsa ho'.split(' '),
);

/**
 * `true` when the initials `text[start, end)` are the subject of the person agreement `o` after
 * them and no genitive concord, preposition or 'le' stands before them.
 */
function initialsAsSubject(text: string, units: Uint16Array, start: number, end: number): boolean {
  if (units[end] !== 0x20 || units[end + 1] !== 0x6f || units[end + 2] !== 0x20) return false;
  const previous = previousWordUnits(text, units, Math.max(0, start - BEFORE_WINDOW), start);
  return previous === undefined || !NOT_BEFORE_INITIALS.has(previous.toLowerCase());
}

/** The code units of the text being read (loaded once per text). */
const RUN_UNITS = new CodeUnits();

/** The capitalised-run recognizer. */
export const capitalisedNameRunRecognizer: CustomRecognizer = {
  kind: 'custom',
  name: 'person-name-capitalised-run',
  entityTypes: ['PERSON_NAME'],
  languages: CAPITALISED_RUN_LANGUAGES,
  analyze(input: AnalysisInput): RecognizedEntity[] {
    const { text } = input;
    const units = RUN_UNITS.load(text);
    const { length } = text;
    const entities: RecognizedEntity[] = [];
    const items: ListItem[] = [];
    const agreementEntities: RecognizedEntity[] = [];
    const prefixedEntities: RecognizedEntity[] = [];
    const agreement = personAgreement(input.language);
    const prefixed = PREFIXED_NAME_LANGUAGES.includes(input.language);
    // every match of every rule starts a letter run: one pass over those starts feeds them all
    const starts = input.scan.letterRunStarts;
    let runEnd = 0;
    // words of the run being read, in `runWordPool`
    let runCount = 0;
    for (let index = 0; index < starts.length; index++) {
      const start = starts[index]!;
      if (prefixed) {
        const entity = prefixedEntity(text, units, start);
        if (entity) prefixedEntities.push(entity);
      }
      if (agreement !== undefined && INITIALS_AGREEMENT_LANGUAGES.includes(input.language)) {
        // initials with person agreement after them ('KPD o tlaa gopolwa', KPD will be remembered)
        const initialsEnd = initialsEndUnits(units, length, start);
        if (initialsEnd > 0 && initialsAsSubject(text, units, start, initialsEnd)) {
          const entity = agreementEntity(text, units, start, initialsEnd, agreement, input.language);
          if (entity) agreementEntities.push(entity);
          continue;
        }
      }
      if (!isTitleWordStartUnits(units, length, start)) continue;
      // runs do not overlap: a start inside the previous run belongs to it
      const insideRun = start < runEnd;
      if (insideRun && !agreement) continue;
      const wordEnd = titleWordEndUnits(units, length, start);
      if (wordEnd < 0) continue;
      if (!insideRun) {
        runCount = runWords(text, units, start, wordEnd, input.language);
        runEnd = runWordPool[runCount - 1]!.end;
        runEntities(text, units, runWordPool, runCount, input.language, items, entities);
      }
      // a single Title-case word that nothing word-like touches, with person agreement or an age
      // after it, and the run words before it
      if (!isWordCharacterAtUnits(units, length, wordEnd)) {
        const entity = agreement
          ? (agreementEntity(text, units, start, wordEnd, agreement, input.language) ??
            ageEntity(text, start, wordEnd))
          : ageEntity(text, start, wordEnd);
        if (entity) {
          entity.start = agreementRunStart(text, start, runCount, agreement?.commonNoun);
          // a run that agrees as a person outranks a listed part of it ('Mani Martin uri')
          if (entity.start < start) entity.score = GAZETTEER_RUN_SCORE;
          agreementEntities.push(entity);
        }
      }
    }
    listEntities(text, items, entities);
    for (const entity of agreementEntities) entities.push(entity);
    for (const entity of prefixedEntities) entities.push(entity);
    return entities;
  },
};
