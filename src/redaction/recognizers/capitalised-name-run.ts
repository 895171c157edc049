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
import { normalizeName } from './name-gazetteer.js';
import { HONORIFICS, NAME_STOP_WORDS } from './person-name-cues.js';
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

const EXCLUDED: ReadonlySet<string> = new Set(
  [
    ...NAME_STOP_WORDS,
    ...HONORIFICS,
    ...ORGANISATION_AND_PLACE_WORDS,
    ...STREET_SUFFIXES,
    ...CALENDAR_WORDS,
    ...Object.values(MONTH_NAMES).flatMap((names) => names.flatMap((name) => name.split(' '))),
  ].map(normalizeName),
);
/** Languages that attach noun-class prefixes to names (`uSipho`, `nguThandi`, `VaMoyo`, `ndiTendai`). */
export const PREFIXED_NAME_LANGUAGES: readonly LanguageName[] = ['Zulu', 'Isixhosa', 'Shona'];
/** Score of a prefixed name (`uShauwn`): the prefix is a strong proper-noun signal. */
export const PREFIXED_NAME_SCORE = 0.6;
// Locative prefixes (e-, kwa-, em-, en-) mark places and are deliberately absent.
const PREFIXED_NAME =
  /(?<![\p{L}\p{M}'’-])(?:u|U|ngu|Ngu|nguye|no|No|ka|Ka|ku|Ku|o|O|ba|Ba|yi|Yi|Va|va|ndi|Ndi|sa|Sa|saVa|na|Na|naVa|pa|pana|a|kuna|ne|Ne)-?(\p{Lu}[\p{Ll}\p{M}'’-]+)(?![\p{L}\p{M}])/dgu;
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
};
/** Score of a single capitalised word with person agreement. */
export const AGREEMENT_NAME_SCORE = 0.55;
const SINGLE_TITLE_WORD = /(?<![\p{L}\p{M}\p{N}'’-])\p{Lu}[\p{Ll}\p{M}'’-]+(?![\p{L}\p{M}\p{N}'’-])/gu;
const TITLE_WORD = /(?<![\p{L}\p{M}\p{N}'’-])\p{Lu}[\p{Ll}\p{M}'’-]+(?:[ ]\p{Lu}[\p{Ll}\p{M}'’-]+)+/gu;

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
    TITLE_WORD.lastIndex = 0;
    for (let match = TITLE_WORD.exec(text); match !== null; match = TITLE_WORD.exec(text)) {
      let words = match[0].split(' ');
      let start = match.index;
      if (startsSentence(text, start)) {
        // drop the sentence-initial word; the rest may still be a name
        start += words[0]!.length + 1;
        words = words.slice(1);
      }
      // headlines and title-cased lists are not names
      if (words.length < 2 || words.length > MAX_RUN_WORDS) continue;
      if (words.some((word) => EXCLUDED.has(normalizeName(word)))) continue;
      entities.push({
        type: 'PERSON_NAME',
        start,
        end: match.index + match[0].length,
        score: CAPITALISED_RUN_SCORE,
        recognizer: 'person-name-capitalised-run',
      });
    }
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
        entities.push({
          type: 'PERSON_NAME',
          start: indices[0],
          end: indices[1],
          score: PREFIXED_NAME_SCORE,
          recognizer: 'person-name-prefixed',
        });
      }
    }
    return entities;
  },
};
