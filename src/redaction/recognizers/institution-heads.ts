/**
 * Hospitals, clinics, schools and universities named after a person: the name that follows the
 * institution's noun, directly or after a genitive connector, is the institution's ("Hospitali ya
 * Aga Khan", "Asibitin Aminu Kano", "Université Cheikh Anta Diop", "Ibitaro bya King Faisal",
 * "Zahanati ya Tumaini"), not a person's. One table of institution nouns (every language; most
 * open the institution's name) and one of the connectors between noun and name. Not the nouns of
 * governments, parties or companies, which are named after their leader or owner as often as they
 * are called by it ("Gwamnatin Buhari", Buhari's government). Compiled by the langproc team from
 * general knowledge (not from evaluation data).
 *
 * @example
 * ```ts
 * afterInstitutionNoun('Mhudumu: Hospitali ya Aga Khan, mapokezi.', 20); // true
 * afterInstitutionNoun('Daktari wa Aga Khan', 11); // false
 * afterInstitutionNoun('shugaban asibitin Farfesa Abba Sheshe', 18); // false: a title
 * ```
 */
import { normalizeName } from './name-gazetteer.js';
import { HONORIFICS } from './person-name-cues.js';
import { PERSON_TITLES } from './person-titles.js';

const INSTITUTION_NOUNS: ReadonlySet<string> = new Set(
  `
hospital clinic university college school academy institute polytechnic hôpital université clinique école
lycée collège institut universidad clínica colegio escuela instituto ospedale università clinica scuola
istituto policlinico poliambulatorio krankenhaus klinik universität schule hochschule hospitaal kliniek
universiteit skool kollege asibitin asibiti hospitali zahanati kliniki chuo shule
ibitaro kaminuza ishuri ivuriro isibhedlela umtholampilo inyuvesi isikole sepetlele yunivesithi sekolo
chipatara kiriniki yunivhesiti chikoro ayaresabea sukuupɔn sukuu ọsibítù ilé-ìwòsàn yunifásítì ileewe
mahadum
`
    .split(/\s+/u)
    .filter(Boolean)
    .map(normalizeName),
);

/** Genitive connectors and prepositions between an institution's noun and its name. */
const CONNECTORS: ReadonlySet<string> = new Set(
  `ya cha la wa za bya rya y' of de du des del della di dei von van`.split(/\s+/u).map(normalizeName),
);

/** The word ending right before `end` (after one space), and where it starts; undefined at a line or clause break. */
function wordBefore(text: string, end: number): [string, number] | undefined {
  if (end < 2 || text.charCodeAt(end - 1) !== 0x20) return undefined;
  let start = end - 1;
  while (start > 0 && /[\p{L}\p{M}'’-]/u.test(text.charAt(start - 1))) start--;
  return start < end - 1 ? [text.slice(start, end - 1), start] : undefined;
}

/** Capitalised words a name may stand behind in the institution's name ("Aga |Khan", "Cheikh Anta |Diop"). */
const MAX_WORDS_BEFORE = 3;

/** `true` when the word `previous` (and the one before it) is an institution's noun, with or without a connector. */
function institutionBefore(text: string, start: number): boolean {
  const previous = wordBefore(text, start);
  if (previous === undefined) return false;
  const key = normalizeName(previous[0]);
  if (INSTITUTION_NOUNS.has(key)) return true;
  if (!CONNECTORS.has(key)) return false;
  const before = wordBefore(text, previous[1]);
  return before !== undefined && INSTITUTION_NOUNS.has(normalizeName(before[0]));
}

/**
 * `true` when the name starting at `start`, or the capitalised words right before it, follows an
 * institution's noun, directly or after one connector ("Hospitali ya |Aga Khan", "Hospitali ya
 * Aga |Khan", "Asibitin |Aminu Kano").
 */
export function afterInstitutionNoun(text: string, start: number): boolean {
  // a title says a person: 'shugaban asibitin Farfesa Abdurrahman' (the hospital's head, Professor ...)
  if (TITLES.has(normalizeName(FIRST_WORD.exec(text.slice(start, start + 40))?.[0] ?? ''))) return false;
  let position = start;
  for (let count = 0; count <= MAX_WORDS_BEFORE; count++) {
    if (institutionBefore(text, position)) return true;
    const previous = wordBefore(text, position);
    if (previous === undefined || !/^\p{Lu}/u.test(previous[0]) || TITLES.has(normalizeName(previous[0])))
      return false;
    position = previous[1];
  }
  return false;
}

/** The first word of a text. */
const FIRST_WORD = /^[\p{L}\p{M}'’-]+/u;
/** Titles and honorifics: a name after one is a person's, wherever it stands. */
const TITLES: ReadonlySet<string> = new Set([...PERSON_TITLES, ...HONORIFICS].map(normalizeName));
