/**
 * Names written in Ge'ez script that the Latin gazetteer lists: Amharic news writes foreign and
 * Ethiopian names by their sound (`ሆስኒ ሙባረክ`, `ቴሜር`, `ተስፋዬ`), so a Ge'ez word whose sound
 * matches a listed Latin name (Hosni, Mubarak, Temer, Tesfaye) is that name. Both spellings are
 * read into one coarse sound key: the Ge'ez syllable as consonant and vowel (the sixth order as the
 * bare consonant), the Latin spelling with its digraphs as one sound (`ph` f, `th` t, `ck` k, `sh`,
 * `ch`), `c` and `q` as k, `y` as i, `w` as u, `ou` as u, `e` and `a` as one vowel (Ge'ez `ä` is
 * written for both), and doubled letters once (Ge'ez script does not mark gemination). Keys of
 * fewer than {@link MIN_SOUND_KEY_LENGTH} letters are not matched: short keys meet common words.
 *
 * @example
 * ```ts
 * isListedBySound('ሙባረክ'); // true: 'mubarak' is the key of Mubarak
 * isListedBySound('ቴሜር'); // true: Temer ('tamar')
 * ethiopicSoundKey('ተስፋዬ'); // 'tasfaia', the key of Tesfaye
 * ```
 */

import { gazetteerKeys, normalizeName } from './name-gazetteer.js';
import { AMBIGUOUS_NAMES } from './non-name-words.js';

/** Shortest sound key matched (four letters: `hosni`, `lula`; `ali`, `sam` meet common words). */
export const MIN_SOUND_KEY_LENGTH = 4;
/** Fewest syllables of a Ge'ez word matched (`ቦታ` place, `መጣ` came: two syllables meet names). */
export const MIN_SOUND_SYLLABLES = 3;

/** The consonant of each row of the Ge'ez syllables block (U+1200 + 8 * row), '' for a vowel row. */
const ROW_CONSONANTS: readonly string[] = [
  'h', // ሀ
  'l', // ለ
  'h', // ሐ
  'm', // መ
  's', // ሠ
  'r', // ረ
  's', // ሰ
  'sh', // ሸ
  'k', // ቀ
  'k', // ቈ (labialised)
  'k', // ቐ
  'k', // ቘ (labialised)
  'b', // በ
  'v', // ቨ
  't', // ተ
  'ch', // ቸ
  'h', // ኀ
  'h', // ኈ (labialised)
  'n', // ነ
  'ni', // ኘ (ny)
  '', // አ
  'k', // ከ
  'k', // ኰ (labialised)
  'h', // ኸ
  'h', // ዀ (labialised)
  'u', // ወ
  '', // ዐ
  'z', // ዘ
  'zh', // ዠ
  'i', // የ
  'd', // ደ
  'd', // ዸ
  'j', // ጀ
  'g', // ገ
  'g', // ጐ (labialised)
  'g', // ጘ
  't', // ጠ
  'ch', // ጨ
  'p', // ጰ
  'ts', // ጸ
  'ts', // ፀ
  'f', // ፈ
  'p', // ፐ
];
/** Rows whose syllables are labialised (`ቈ`, `ኰ`, `ጐ`): their orders name other vowels. */
const LABIALISED_ROWS = new Set([9, 11, 17, 22, 24, 34]);
/** The vowel of each order: ä, u, i, a, e, the sixth (none), o, wa. */
const ORDER_VOWELS: readonly string[] = ['a', 'u', 'i', 'a', 'a', '', 'o', 'ua'];
/** The vowels of the labialised rows' orders: kwä, -, kwi, kwa, kwe, kwə. */
const LABIALISED_VOWELS: readonly string[] = ['ua', '', 'ui', 'ua', 'ua', 'u', '', ''];

/**
 * The Latin letters of a Ge'ez word as its sound key reads them, or `undefined` when the word
 * holds a code unit that is not a Ge'ez syllable.
 */
function ethiopicLetters(word: string): string | undefined {
  let letters = '';
  for (let index = 0; index < word.length; index++) {
    const offset = word.charCodeAt(index) - 0x1200;
    if (offset < 0 || offset >= ROW_CONSONANTS.length * 8) return undefined;
    const row = offset >>> 3;
    const order = offset & 7;
    // the vowel rows: 'እ' (sixth order) is the short i of 'እስራኤል', 'ኧ' an ä
    if (row === 20 || row === 26) {
      letters += order === 5 ? 'i' : order === 7 ? 'a' : (ORDER_VOWELS[order] ?? '');
      continue;
    }
    const consonant = ROW_CONSONANTS[row]!;
    // a sixth-order 'ይ' or 'ው' is the vowel i or u ('ኬይታ' Keita, 'ሮዉሴፍ' Rousseff)
    letters += consonant + ((LABIALISED_ROWS.has(row) ? LABIALISED_VOWELS : ORDER_VOWELS)[order] ?? '');
  }
  return letters;
}

/** The letters of a Latin-script sound key, from the key's coarse sounds (see the module comment). */
function soundKey(letters: string): string {
  const sounds = letters
    .replace(/sch/g, 'sh')
    .replace(/ph/g, 'f')
    .replace(/th/g, 't')
    .replace(/ck/g, 'k')
    .replace(/ch/g, 'C')
    .replace(/[cq]/g, 'k')
    .replace(/C/g, 'ch')
    .replace(/x/g, 'ks')
    .replace(/y/g, 'i')
    .replace(/w/g, 'u')
    .replace(/ou/g, 'u')
    .replace(/e/g, 'a');
  let key = '';
  for (const letter of sounds) if (letter !== key[key.length - 1]) key += letter;
  return key;
}

/** The sound key of a Ge'ez word (folded, see foldEthiopic), or `undefined` when it has none. */
export function ethiopicSoundKey(word: string): string | undefined {
  const letters = ethiopicLetters(word);
  return letters === undefined ? undefined : soundKey(letters);
}

/** Endings of most Amharic nouns and verbs that sound like names (`መሰረት`, `ከዛም`, `መጥተው`). */
const NATIVE_ENDINGS = new Set(['ት', 'ም', 'ው']);

/**
 * `true` when a Ge'ez word has the shape of a transliterated name rather than of a native word
 * that happens to sound like one (`ታሪክ` history, Tariq; `ዘመን` era, Zaman): a syllable of the
 * e-order (`ቴ`, `ሜ`, `ዴ`, `ዬ`: rare in native stems, frequent in names, `ቴሜር`, `ዴቪስ`, `ተስፋዬ`),
 * or four syllables or more that do not end like a native noun or verb (`-ት`, `-ም`, `-ው`), nor
 * in `-ን` after a syllable of the first or sixth order (`ዘመን`, the accusative `መንግስትን`);
 * `-ን` after another vowel ends many names (`ሱሊቫን` Sullivan, `ሚልቶን` Milton).
 */
function hasForeignShape(word: string): boolean {
  for (let index = 0; index < word.length; index++) {
    const offset = word.charCodeAt(index) - 0x1200;
    if (offset >= 0 && offset < ROW_CONSONANTS.length * 8 && (offset & 7) === 4) return true;
  }
  if (word.length < 4 || NATIVE_ENDINGS.has(word[word.length - 1]!)) return false;
  if (word[word.length - 1] !== 'ን') return true;
  const order = (word.charCodeAt(word.length - 2) - 0x1200) & 7;
  return order !== 0 && order !== 5;
}

let listedKeys: ReadonlySet<string> | undefined;

/** The sound keys of the gazetteer's Latin names that are not also common words, built on first use. */
function listedSoundKeys(): ReadonlySet<string> {
  if (listedKeys === undefined) {
    const ambiguous = new Set(AMBIGUOUS_NAMES.map(normalizeName));
    const keys = new Set<string>();
    for (const name of gazetteerKeys())
      if (/^[a-z]+$/.test(name) && !ambiguous.has(name)) {
        const key = soundKey(name);
        if (key.length >= MIN_SOUND_KEY_LENGTH) keys.add(key);
      }
    listedKeys = keys;
  }
  return listedKeys;
}

/** `true` when the Ge'ez word (folded) sounds like a listed Latin name (see the module comment). */
export function isListedBySound(word: string): boolean {
  if (word.length < MIN_SOUND_SYLLABLES || !hasForeignShape(word)) return false;
  const key = ethiopicSoundKey(word);
  return key !== undefined && key.length >= MIN_SOUND_KEY_LENGTH && listedSoundKeys().has(key);
}
