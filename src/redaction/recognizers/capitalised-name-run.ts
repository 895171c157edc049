/**
 * PERSON_NAME from capitalisation, for the African languages written in Latin script where
 * capital letters inside a sentence mark proper nouns (Hausa, Igbo, Yoruba, Swahili, Zulu,
 * Isixhosa, Sesotho, Setswana, Shona, Kinyarwanda, Twi) and for English: a run of two or more Title-case words
 * that does not start a sentence, holds no stop word, acronym or organisation/place keyword, and
 * is not followed by a street word. Organisations and places also look like this, so the score
 * (0.55) sits just above the default threshold: the rule trades some precision for recall. In
 * Zulu, Isixhosa and Shona a name with a noun-class prefix (`uSipho`, `nguThandi`, `VaMoyo`,
 * `ndiTendai`; not the locative `e-`/`kwa-`) is a name on its own (0.6); the prefix stays unmasked.
 *
 * @example
 * ```ts
 * // 'Jiya ne Abdullahi Umar ya isa.' (Hausa) -> PERSON_NAME 'Abdullahi Umar'
 * ```
 */
import type { LanguageName } from '../../languages.js';
import type { RecognizedEntity } from '../recognized-entity.js';
import type { AnalysisInput, CustomRecognizer } from '../recognizer.js';
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
/** Score of a run holding a gazetteer name. */
export const GAZETTEER_RUN_SCORE = 0.7;
/** Score of a single capitalised word with a personal-name shape ("Oluwaseun", "Habimana"). */
export const NAME_SHAPE_SCORE = 0.55;

/** Languages that attach noun-class prefixes to names (`uSipho`, `nguThandi`, `VaMoyo`, `ndiTendai`). */
export const PREFIXED_NAME_LANGUAGES: readonly LanguageName[] = ['Zulu', 'Isixhosa', 'Shona'];
/** Score of a prefixed name (`uShauwn`): the prefix is a strong proper-noun signal. */
export const PREFIXED_NAME_SCORE = 0.6;
// Locative prefixes (e-, kwa-, em-, en-) mark places and are deliberately absent.
const PREFIXED_NAME =
  /(?=[uUnNkKoObByYVvsSpa])(?<![\p{L}\p{M}'’-])(?:u|U|ngu|Ngu|nguye|no|No|ka|Ka|o|O|ba|Ba|yi|Yi|Va|va|ndi|Ndi|sa|Sa|saVa|na|Na|naVa|pa|pana|a|kuna)-?(\p{Lu}[\p{Ll}\p{M}'’-]+)(?![\p{L}\p{M}])/dgu;
/**
 * A capitalised word followed by the subject agreement of the person class or a verb of saying:
 * Sesotho/Setswana `o`/`a` ("Zuma o bua", "Chauke a re"), Swahili `a-` with a tense marker
 * ("Nyamu aliongeza"), Hausa "ya/ta ce", Yoruba "ní",
 * Igbo "kwuru", Twi "kaa sɛ".
 */
const PERSON_AGREEMENT: Readonly<Partial<Record<LanguageName, RegExp>>> = {
  Sesotho: /^[ ](?:o|a)[ ]\p{Ll}/u,
  Setswana: /^[ ](?:o|a)[ ]\p{Ll}/u,
  Swahili: /^[ ]a(?:li|me|na|ta|nge|ki|si)\p{Ll}{2,}/u,
  Hausa: /^[ ](?:ya|ta)[ ](?:ce|bayyana|kara|ƙara|ƙi|tafi|zo|yi)(?![\p{L}])/u,
  Yoruba: /^[ ](?:ní|sọ[ ]pé|so[ ]pe|sọ́|ti)(?![\p{L}\p{M}])/u,
  Igbo: /^[ ](?:kwuru|sịrị|siri|gwara|kwukwara)(?![\p{L}\p{M}])/u,
  Twi: /^[ ](?:kaa|ka[ ]sɛ|see)(?![\p{L}\p{M}])/u,
  English:
    /^[ ](?:said|says|told|asked|added|explained|wrote|replied|shouted|smiled|laughed|lives|works|spent|thanked)(?![\p{L}])/u,
};
/** Score of a single capitalised word with person agreement. */
export const AGREEMENT_NAME_SCORE = 0.55;
const SINGLE_TITLE_WORD =
  /(?=\p{Lu})(?<![\p{L}\p{M}\p{N}'’-])\p{Lu}[\p{Ll}\p{M}'’-]+(?![\p{L}\p{M}\p{N}'’-])/gu;
const RUN =
  /(?=\p{Lu})(?<![\p{L}\p{M}\p{N}'’-])\p{Lu}[\p{Ll}\p{M}'’-]+(?:\p{Lu}[\p{Ll}\p{M}'’-]+)?(?:[ ]\p{Lu}[\p{Ll}\p{M}'’-]+(?:\p{Lu}[\p{Ll}\p{M}'’-]+)?)*/gu;
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
const SPEAKER_LABEL_AFTER = /^[ ]?:/u;
const LINE_START_BEFORE = /(?:^|\n)[ \t]*$/u;
// the look-behind only skips starts inside a word (same match, linear instead of quadratic)
const WORD_CHARACTER = /^[\p{L}\p{M}'’]$/u;
const LETTER = /^\p{L}$/u;

/** Start of the code point that ends at `end` in `value` (a surrogate pair counts as one). */
function codePointStart(value: string, end: number): number {
  const low = value.charCodeAt(end - 1);
  if (end >= 2 && low >= 0xdc00 && low <= 0xdfff) {
    const high = value.charCodeAt(end - 2);
    if (high >= 0xd800 && high <= 0xdbff) return end - 2;
  }
  return end - 1;
}

/**
 * The word right before a final space of `before` (what `/(?<![\p{L}\p{M}'’])([\p{L}\p{M}'’]+)[ ]$/u`
 * captures), read backwards instead of scanning the whole window.
 */
export function previousWord(before: string): string | undefined {
  const end = before.length - 1;
  if (end < 0 || before.charCodeAt(end) !== 32) return undefined;
  let start = end;
  while (start > 0) {
    const characterStart = codePointStart(before, start);
    if (!WORD_CHARACTER.test(before.slice(characterStart, start))) break;
    start = characterStart;
  }
  return start < end ? before.slice(start, end) : undefined;
}

const isDigitCode = (code: number): boolean => code >= 48 && code <= 57;

/** `true` when `before` ends with a number, an optional letter and spaces or tabs (`/\d[\p{L}]?[ \t]+$/u`). */
export function numberBefore(before: string): boolean {
  let end = before.length;
  while (end > 0 && (before.charCodeAt(end - 1) === 32 || before.charCodeAt(end - 1) === 9)) end--;
  if (end === before.length || end === 0) return false;
  if (isDigitCode(before.charCodeAt(end - 1))) return true;
  const letterStart = codePointStart(before, end);
  return (
    letterStart > 0 &&
    isDigitCode(before.charCodeAt(letterStart - 1)) &&
    LETTER.test(before.slice(letterStart, end))
  );
}
const PLACE_AFTER = /^[ ]?,[ ]*(?:\p{Lu}{2}[ ]+)?\d{3,}/u;

function lookupKey(word: string): string {
  let end = word.length;
  while (end > 0 && "'’-".includes(word[end - 1]!)) end--;
  return normalizeName(word.slice(0, end));
}

function isGazetteerWord(word: string): boolean {
  return isGivenName(word) || isSurname(word);
}

/** A candidate single word or a found person, for the list rule. */
interface ListItem {
  start: number;
  end: number;
  person: boolean;
}

const LIST_SEPARATOR = /^(?:[ ]?,[ ]?|[ ](?:and|&|na|da|àti|ati|le|et|und|y|e)[ ])$/u;
/** Score of a single capitalised word listed next to a person ("Kateřina, James, Christopher"). */
export const LISTED_NAME_SCORE = 0.55;

/** Single capitalised words joined by commas or "and" to a person are persons too (both directions). */
function listEntities(text: string, items: ListItem[]): RecognizedEntity[] {
  const found: RecognizedEntity[] = [];
  const joined = (left: ListItem, right: ListItem) =>
    right.start - left.end <= 5 && LIST_SEPARATOR.test(text.slice(left.end, right.start));
  const accept = (item: ListItem) => {
    item.person = true;
    found.push({
      type: 'PERSON_NAME',
      start: item.start,
      end: item.end,
      score: LISTED_NAME_SCORE,
      recognizer: 'person-name-list',
    });
  };
  for (let index = 1; index < items.length; index++) {
    const item = items[index]!;
    if (!item.person && items[index - 1]!.person && joined(items[index - 1]!, item)) accept(item);
  }
  for (let index = items.length - 2; index >= 0; index--) {
    const item = items[index]!;
    if (!item.person && items[index + 1]!.person && joined(item, items[index + 1]!)) accept(item);
  }
  return found;
}

/**
 * The person entities in one capitalised run: vetoed by an organisation cue; split at titles,
 * stop words, places and calendar words; a sentence-initial word is kept only when it is a
 * gazetteer name or has a name shape; a run right after a locative needs a gazetteer word.
 */
function runEntities(
  text: string,
  runStart: number,
  run: string,
  language: LanguageName,
  items: ListItem[],
): RecognizedEntity[] {
  const words = run.split(' ');
  const keys = words.map(lookupKey);
  if (keys.some((key) => VETO.has(key))) return [];
  const before = text.slice(Math.max(0, runStart - 24), runStart);
  const after = text.slice(runStart + run.length, runStart + run.length + 16);
  // addresses: '12 Hania Bazid, 43 73313', 'Colorado Springs, CO 70079'
  if (numberBefore(before) || PLACE_AFTER.test(after)) return [];
  const previous = previousWord(before);
  const locative = previous !== undefined && isLocative(language, previous);
  const found: RecognizedEntity[] = [];
  let segmentStart = -1;
  let segmentWords = 0;
  let segmentGazetteer = false;
  let titled = false;
  let offset = runStart;
  let segmentEnd = runStart;
  // a speaker label ('Modiri:', 'Olùkọ́:') names a role, not a person
  // (a listed name that is not also a common word stays a name: 'Chidi:')
  const label = words.length === 1 && SPEAKER_LABEL_AFTER.test(after) && LINE_START_BEFORE.test(before);
  if (label && (AMBIGUOUS.has(keys[0]!) || !isGazetteerWord(words[0]!))) return [];
  const close = () => {
    if (segmentWords > 0 && segmentWords <= MAX_RUN_WORDS) {
      let score = 0;
      if (titled) score = TITLED_RUN_SCORE;
      else if (segmentWords >= 2 && segmentGazetteer) score = GAZETTEER_RUN_SCORE;
      else if (segmentWords >= 2 && !locative) score = CAPITALISED_RUN_SCORE;
      else if (segmentWords === 1 && !locative && hasNameShape(text.slice(segmentStart, segmentEnd)))
        score = NAME_SHAPE_SCORE;
      else if (segmentWords === 1 && segmentStart === runStart && previous && PERSON_VERBS.has(previous))
        score = NAME_SHAPE_SCORE;
      else if (segmentWords === 1 && segmentGazetteer && !locative && segmentStart === runStart) {
        // a lone sentence-initial gazetteer name that is not also a common word
        const key = normalizeName(text.slice(segmentStart, segmentEnd));
        if (!AMBIGUOUS.has(key) && startsSentence(text, segmentStart)) score = NAME_SHAPE_SCORE;
      }
      if (segmentWords === 1 && !locative)
        items.push({ start: segmentStart, end: segmentEnd, person: score > 0 || segmentGazetteer });
      else if (score > 0) items.push({ start: segmentStart, end: segmentEnd, person: true });
      if (score > 0)
        found.push({
          type: 'PERSON_NAME',
          start: segmentStart,
          end: segmentEnd,
          score,
          recognizer: titled ? 'person-name-titled-run' : 'person-name-capitalised-run',
        });
    }
    segmentStart = -1;
    segmentWords = 0;
    segmentGazetteer = false;
  };
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!;
    const key = keys[index]!;
    const wordStart = offset;
    offset += word.length + 1;
    const gazetteer = isGazetteerWord(word);
    const isTitle = TITLES.has(key) && !(gazetteer && segmentWords > 0);
    // a sentence-initial word counts only with a name shape, a gazetteer entry or another run word
    const initial =
      index === 0 && startsSentence(text, wordStart) && (words.length < 2 || EXCLUDED.has(keys[1]!));
    if (isTitle) {
      close();
      titled = index + 1 < words.length;
      continue;
    }
    if ((BOUNDARIES.has(key) && !gazetteer) || (initial && !gazetteer && !hasNameShape(word))) {
      close();
      titled = false;
      // a sentence-initial word alone may still open a list of names ('Kateřina, James and ...')
      if (words.length === 1 && !BOUNDARIES.has(key) && !locative)
        items.push({ start: wordStart, end: wordStart + word.replace(/['’-]+$/u, '').length, person: false });
      continue;
    }
    if (segmentStart < 0) segmentStart = wordStart;
    let end = wordStart + word.length;
    while (end > wordStart && "'’-".includes(text[end - 1]!)) end--;
    segmentEnd = end;
    segmentWords++;
    segmentGazetteer ||= gazetteer;
  }
  close();
  return found;
}

function startsSentence(text: string, position: number): boolean {
  let index = position - 1;
  while (
    index >= 0 &&
    (text[index] === ' ' || text[index] === '\t' || text[index] === '"' || text[index] === '“')
  )
    index--;
  return index < 0 || /[\n\r.?!:;…]/.test(text[index]!);
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
    RUN.lastIndex = 0;
    const items: ListItem[] = [];
    for (let match = RUN.exec(text); match !== null; match = RUN.exec(text)) {
      for (const entity of runEntities(text, match.index, match[0], input.language, items))
        entities.push(entity);
    }
    for (const entity of listEntities(text, items)) entities.push(entity);
    const agreement = PERSON_AGREEMENT[input.language];
    if (agreement) {
      SINGLE_TITLE_WORD.lastIndex = 0;
      for (let match = SINGLE_TITLE_WORD.exec(text); match !== null; match = SINGLE_TITLE_WORD.exec(text)) {
        const end = match.index + match[0].length;
        if (EXCLUDED.has(normalizeName(match[0])) || !agreement.test(text.slice(end, end + 24))) continue;
        entities.push({
          type: 'PERSON_NAME',
          start: match.index,
          end,
          score: AGREEMENT_NAME_SCORE,
          recognizer: 'person-name-agreement',
        });
      }
    }
    if (PREFIXED_NAME_LANGUAGES.includes(input.language)) {
      PREFIXED_NAME.lastIndex = 0;
      for (let match = PREFIXED_NAME.exec(text); match !== null; match = PREFIXED_NAME.exec(text)) {
        const indices = match.indices?.[1];
        const word = match[1];
        if (!indices || !word || EXCLUDED.has(normalizeName(word))) continue;
        // the surname after a prefixed given name: 'uCristiano Ronaldo'
        let end = indices[1];
        for (let count = 0; count < 2; count++) {
          FOLLOWING_WORD.lastIndex = end;
          const next = FOLLOWING_WORD.exec(text);
          if (!next?.[1] || EXCLUDED.has(lookupKey(next[1]))) break;
          end += next[0].length;
        }
        entities.push({
          type: 'PERSON_NAME',
          start: indices[0],
          end,
          score: PREFIXED_NAME_SCORE,
          recognizer: 'person-name-prefixed',
        });
      }
    }
    return entities;
  },
};
