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
 * that find what the equivalent regexes find.
 *
 * @example
 * ```ts
 * // 'Jiya ne Abdullahi Umar ya isa.' (Hausa) -> PERSON_NAME 'Abdullahi Umar'
 * ```
 */
import type { LanguageName } from '../../languages.js';
import type { RecognizedEntity } from '../recognized-entity.js';
import type { AnalysisInput, CustomRecognizer } from '../recognizer.js';
import { codePointAt } from '../text-scan.js';
import { prefixedNameAt } from './capitalised-prefixed-name.js';
import {
  BEFORE_WINDOW,
  lineStartBeforeIn,
  numberBeforeIn,
  placeAfter,
  previousWordIn,
  speakerLabelAfter,
  startsSentence,
} from './capitalised-run-window.js';
import {
  compoundWordEnd,
  isTitleWordStart,
  isWordCharacter,
  isWordPunctuation,
  runWordEnd,
  titleWordEnd,
} from './capitalised-words.js';
import { MONTH_NAMES } from './month-names.js';
import { isGivenName, isSurname, normalizeName } from './name-gazetteer.js';
import {
  AMBIGUOUS_NAMES,
  GREETINGS,
  ORGANISATION_CUES,
  PLACE_AND_COMMON_WORDS,
  SENTENCE_OPENERS,
} from './non-name-words.js';
import { HONORIFICS, NAME_STOP_WORDS } from './person-name-cues.js';
import { hasNameShape, isLocative } from './person-name-shapes.js';
import { PERSON_TITLES } from './person-titles.js';
import { STREET_SUFFIXES } from './street-words.js';

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
  'Chukwu',
];

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
  'Mọnde',
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
  'Kane',
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

const PLACE_WORDS: ReadonlySet<string> = new Set(PLACE_AND_COMMON_WORDS.map(normalizeName));
/** A run holding one of these is an organisation or a named thing: no part of it is a person. */
const VETO: ReadonlySet<string> = new Set(
  [...ORGANISATION_AND_PLACE_WORDS, ...ORGANISATION_CUES, ...STREET_SUFFIXES]
    .map(normalizeName)
    .filter((word) => !PLACE_WORDS.has(word)),
);
/** Titles split a run; the words after a title are a person. */
const TITLES: ReadonlySet<string> = new Set(
  [...PERSON_TITLES, ...HONORIFICS, ...GREETINGS].map(normalizeName),
);
/** Stop words, places, weekdays and months split a run. */
const BOUNDARIES: ReadonlySet<string> = new Set(
  [
    ...NAME_STOP_WORDS,
    ...CALENDAR_WORDS,
    ...PLACE_AND_COMMON_WORDS,
    ...SENTENCE_OPENERS,
    ...Object.values(MONTH_NAMES).flatMap((names) => names.flatMap((name) => name.split(' '))),
  ].map(normalizeName),
);
const EXCLUDED: ReadonlySet<string> = new Set([...VETO, ...TITLES, ...BOUNDARIES]);
const AMBIGUOUS: ReadonlySet<string> = new Set(AMBIGUOUS_NAMES.map(normalizeName));
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
  /** Every alternative's first letter after the space: a quick check before the pattern. */
  firstLetters: string;
}

/**
 * A capitalised word followed by the subject agreement of the person class or a verb of saying:
 * Sesotho/Setswana `o`/`a` ("Zuma o bua", "Chauke a re"), Swahili `a-` with a tense marker
 * ("Nyamu aliongeza"), Hausa "ya/ta ce", Yoruba "ní",
 * Igbo "kwuru", Twi "kaa sɛ".
 */
const PERSON_AGREEMENT: Readonly<Partial<Record<LanguageName, AgreementRule>>> = {
  Sesotho: { pattern: /[ ](?:o|a)[ ]\p{Ll}/uy, firstLetters: 'oa' },
  Setswana: { pattern: /[ ](?:o|a)[ ]\p{Ll}/uy, firstLetters: 'oa' },
  Swahili: { pattern: /[ ]a(?:li|me|na|ta|nge|ki|si)\p{Ll}{2,}/uy, firstLetters: 'a' },
  Hausa: {
    pattern: /[ ](?:ya|ta)[ ](?:ce|bayyana|kara|ƙara|ƙi|tafi|zo|yi)(?![\p{L}])/uy,
    firstLetters: 'yt',
  },
  Yoruba: { pattern: /[ ](?:ní|sọ[ ]pé|so[ ]pe|sọ́|ti)(?![\p{L}\p{M}])/uy, firstLetters: 'nst' },
  Igbo: { pattern: /[ ](?:kwuru|sịrị|siri|gwara|kwukwara)(?![\p{L}\p{M}])/uy, firstLetters: 'ksg' },
  Twi: { pattern: /[ ](?:kaa|ka[ ]sɛ|see)(?![\p{L}\p{M}])/uy, firstLetters: 'ks' },
  English: {
    pattern:
      /[ ](?:said|says|told|asked|added|explained|wrote|replied|shouted|smiled|laughed|lives|works|spent|thanked)(?![\p{L}])/uy,
    firstLetters: 'stawerl',
  },
};
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
const FOLLOWING_WORD = /[ ](\p{Lu}[\p{Ll}\p{M}]+(?:[-'’]\p{Lu}?[\p{Ll}\p{M}]+)?)(?![\p{L}\p{M}\p{N}'’-])/uy;

/** End of `text[start, end)` without its trailing `'`, `’` and `-`. */
function trimWordPunctuation(text: string, start: number, end: number): number {
  while (end > start && isWordPunctuation(text.charCodeAt(end - 1))) end--;
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

/** Facts of the words seen lately (the same capitalised words come back text after text). */
const wordFactsCache = new Map<string, WordFacts>();
const WORD_FACTS_CACHE_LIMIT = 20_000;

function wordFacts(word: string): WordFacts {
  let facts = wordFactsCache.get(word);
  if (!facts) {
    const key = lookupKey(word);
    facts = {
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
    if (wordFactsCache.size >= WORD_FACTS_CACHE_LIMIT) wordFactsCache.clear();
    wordFactsCache.set(word, facts);
  }
  return facts;
}

/** {@link hasNameShape} of a run word as written (kept with its facts). */
function writtenNameShape(word: RunWord): boolean {
  word.facts.nameShape ??= hasNameShape(word.word);
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
  /** The word as written. */
  word: string;
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

/** The words of the capitalised run that starts at `start` (its first Title-case word ends at `firstEnd`). */
function runWords(text: string, start: number, firstEnd: number): RunWord[] {
  const words: RunWord[] = [];
  let wordStart = start;
  let wordEnd = compoundWordEnd(text, firstEnd);
  // the run goes on while a space and another Title-case word follow
  while (wordEnd >= 0) {
    const word = text.slice(wordStart, wordEnd);
    words.push({
      start: wordStart,
      end: wordEnd,
      trimmedEnd: trimWordPunctuation(text, wordStart, wordEnd),
      word,
      facts: wordFacts(word),
    });
    if (text.charCodeAt(wordEnd) !== 0x20) break;
    wordStart = wordEnd + 1;
    wordEnd = runWordEnd(text, wordStart);
  }
  return words;
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
 * word. The checks of the text around the run come last, and only for a run that could yield
 * something: each of them only ever drops the whole run.
 */
function runEntities(
  text: string,
  words: readonly RunWord[],
  language: LanguageName,
  items: ListItem[],
  found: RecognizedEntity[],
): void {
  for (const word of words) if (word.facts.veto) return;
  const segments: RunSegment[] = [];
  let open: RunSegment | undefined;
  let titled = false;
  /** A lone sentence-initial word, which may still open a list of names ('Kateřina, James and ...'). */
  let loneWord: RunWord | undefined;
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!;
    const { gazetteer } = word.facts;
    const isTitle = word.facts.title && !(gazetteer && open !== undefined);
    if (isTitle) {
      if (open && open.words <= MAX_RUN_WORDS) segments.push(open);
      open = undefined;
      titled = index + 1 < words.length;
      continue;
    }
    const { boundary } = word.facts;
    // a sentence-initial word counts only with a name shape, a gazetteer entry or another run word
    if (
      (boundary && !gazetteer) ||
      (index === 0 &&
        !gazetteer &&
        startsSentence(text, word.start) &&
        (words.length < 2 || words[1]!.facts.excluded) &&
        !writtenNameShape(word))
    ) {
      if (open && open.words <= MAX_RUN_WORDS) segments.push(open);
      open = undefined;
      titled = false;
      if (words.length === 1 && !boundary) loneWord = word;
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
      uncertainStart: !gazetteer && startsSentence(text, word.start) && !writtenNameShape(word),
    };
    open.end = word.trimmedEnd;
    open.words++;
    open.gazetteer ||= gazetteer;
  }
  if (open && open.words <= MAX_RUN_WORDS) segments.push(open);
  if (segments.length === 0 && !loneWord) return;

  const runStart = words[0]!.start;
  const runEnd = words[words.length - 1]!.end;
  const windowStart = Math.max(0, runStart - BEFORE_WINDOW);
  // addresses: '12 Hania Bazid, 43 73313', 'Colorado Springs, CO 70079'
  if (numberBeforeIn(text, windowStart, runStart) || placeAfter(text, runEnd)) return;
  // a speaker label ('Modiri:', 'Olùkọ́:') names a role, not a person
  // (a listed name that is not also a common word stays a name: 'Chidi:')
  const label =
    words.length === 1 && speakerLabelAfter(text, runEnd) && lineStartBeforeIn(text, windowStart, runStart);
  if (label && (words[0]!.facts.ambiguous || !words[0]!.facts.gazetteer)) return;
  const previous = previousWordIn(text, windowStart, runStart);
  const locative = previous !== undefined && isLocative(language, previous);
  if (loneWord && !locative) items.push({ start: loneWord.start, end: loneWord.trimmedEnd, person: false });
  for (const segment of segments) {
    const score = segmentScore(text, segment, runStart, previous, locative);
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

/** Score of one segment of a run (0: not a person). */
function segmentScore(
  text: string,
  segment: RunSegment,
  runStart: number,
  previous: string | undefined,
  locative: boolean,
): number {
  if (segment.titled) return TITLED_RUN_SCORE;
  if (segment.words >= 2) {
    if (segment.gazetteer)
      return segment.uncertainStart ? SENTENCE_INITIAL_GAZETTEER_RUN_SCORE : GAZETTEER_RUN_SCORE;
    return locative ? 0 : CAPITALISED_RUN_SCORE;
  }
  if (!locative && trimmedNameShape(text, segment)) return NAME_SHAPE_SCORE;
  if (segment.start === runStart && previous && PERSON_VERBS.has(previous)) return NAME_SHAPE_SCORE;
  // a lone sentence-initial gazetteer name that is not also a common word
  if (
    segment.gazetteer &&
    !locative &&
    segment.start === runStart &&
    !segment.first.ambiguous &&
    startsSentence(text, segment.start)
  )
    return NAME_SHAPE_SCORE;
  return 0;
}

/** The single capitalised word `text[start, end)` as a person when person agreement follows it. */
function agreementEntity(
  text: string,
  start: number,
  end: number,
  agreement: AgreementRule,
): RecognizedEntity | undefined {
  if (text.charCodeAt(end) !== 0x20 || !agreement.firstLetters.includes(text.charAt(end + 1)))
    return undefined;
  agreement.pattern.lastIndex = end;
  if (!agreement.pattern.test(text) || EXCLUDED.has(normalizeName(text.slice(start, end)))) return undefined;
  return {
    type: 'PERSON_NAME',
    start,
    end,
    score: AGREEMENT_NAME_SCORE,
    recognizer: 'person-name-agreement',
  };
}

/** The prefixed name at `position` with up to two following capitalised words, if any. */
function prefixedEntity(text: string, position: number): RecognizedEntity | undefined {
  const name = prefixedNameAt(text, position);
  if (!name || EXCLUDED.has(normalizeName(text.slice(name.start, name.end)))) return undefined;
  // the surname after a prefixed given name: 'uCristiano Ronaldo'
  let end = name.end;
  for (let count = 0; count < 2; count++) {
    FOLLOWING_WORD.lastIndex = end;
    const next = FOLLOWING_WORD.exec(text);
    if (!next?.[1] || EXCLUDED.has(lookupKey(next[1]))) break;
    end += next[0].length;
  }
  return {
    type: 'PERSON_NAME',
    start: name.start,
    end,
    score: PREFIXED_NAME_SCORE,
    recognizer: 'person-name-prefixed',
  };
}

/** The capitalised-run recognizer. */
export const capitalisedNameRunRecognizer: CustomRecognizer = {
  kind: 'custom',
  name: 'person-name-capitalised-run',
  entityTypes: ['PERSON_NAME'],
  languages: CAPITALISED_RUN_LANGUAGES,
  analyze(input: AnalysisInput): RecognizedEntity[] {
    const { text } = input;
    const entities: RecognizedEntity[] = [];
    const items: ListItem[] = [];
    const agreementEntities: RecognizedEntity[] = [];
    const prefixedEntities: RecognizedEntity[] = [];
    const agreement = PERSON_AGREEMENT[input.language];
    const prefixed = PREFIXED_NAME_LANGUAGES.includes(input.language);
    // every match of every rule starts a letter run: one pass over those starts feeds them all
    const starts = input.scan.letterRunStarts;
    let runEnd = 0;
    for (let index = 0; index < starts.length; index++) {
      const start = starts[index]!;
      if (prefixed) {
        const entity = prefixedEntity(text, start);
        if (entity) prefixedEntities.push(entity);
      }
      if (!isTitleWordStart(text, start)) continue;
      // runs do not overlap: a start inside the previous run belongs to it
      const insideRun = start < runEnd;
      if (insideRun && !agreement) continue;
      const wordEnd = titleWordEnd(text, start);
      if (wordEnd < 0) continue;
      // a single Title-case word that nothing word-like touches, with person agreement after it
      if (agreement && !isWordCharacter(codePointAt(text, wordEnd))) {
        const entity = agreementEntity(text, start, wordEnd, agreement);
        if (entity) agreementEntities.push(entity);
      }
      if (insideRun) continue;
      const words = runWords(text, start, wordEnd);
      runEnd = words[words.length - 1]!.end;
      runEntities(text, words, input.language, items, entities);
    }
    listEntities(text, items, entities);
    for (const entity of agreementEntities) entities.push(entity);
    for (const entity of prefixedEntities) entities.push(entity);
    return entities;
  },
};
