/**
 * The words for "please" said between a question and its answer, per language, lower case, one
 * table shared by the rules that skip them ("votre nom s'il vous plaît ndèye fatou diop", "jina
 * lako tafadhali ...", "ihr name bitte ..."). English is said in every language's calls.
 *
 * @example
 * ```ts
 * pleaseWordsAt((index) => ['tafadhali', 'juma'][index], 0, 'Swahili'); // 1
 * pleaseWordsAt((index) => ['por', 'favor'][index], 0, 'Spanish'); // 2
 * ```
 */
import type { LanguageName } from '../../languages.js';

export const PLEASE_WORDS: Readonly<Record<LanguageName, readonly string[]>> = {
  English: ['please', 'kindly'],
  Afrikaans: ['asseblief', 'asb'],
  French: [
    "s'il vous plaît",
    "s'il vous plait",
    "s'il te plaît",
    's il vous plaît',
    's il vous plait',
    'svp',
  ],
  German: ['bitte', 'bitte schön', 'bitteschön'],
  Spanish: ['por favor', 'porfa'],
  Italian: ['per favore', 'per cortesia', 'prego', 'cortesemente'],
  Swahili: ['tafadhali', 'tafathali'],
  Hausa: ['don allah', 'dan allah'],
  Yoruba: ['ẹ jọ̀wọ́', 'e jowo', 'jọ̀wọ́', 'jowo', 'jọwọ'],
  Igbo: ['biko'],
  Amharic: ['እባክህ', 'እባክሽ', 'እባክዎ', 'እባኮት'],
  Arabic: ['لو سمحت', 'لو سمحتي', 'من فضلك', 'بليز'],
  // (not "siyacela": also a given name, "uSiyacela noThando")
  Zulu: ['ngicela', 'sicela', 'ngiyacela'],
  Isixhosa: ['ndicela', 'sicela', 'ndiyacela', 'nceda'],
  Sesotho: ['ke kopa', 'ka kopo'],
  Setswana: ['ke kopa', 'tswee tswee', 'tsweetswee', 'ka kopo'],
  Shona: ['ndapota', 'ndokumbirawo'],
  Kinyarwanda: ['nyamuneka', 'ndakwinginze'],
  Twi: ['mepa wo kyɛw', 'mepawokyɛw', 'mesrɛ wo'],
};

/** Per language, the phrases of the table and of English, as their words, longest first. */
const pleasePhrases = new Map<LanguageName, readonly (readonly string[])[]>();
/** Per language, the first words of the phrases (a quick "no" for most words). */
const pleaseFirstWords = new Map<LanguageName, ReadonlySet<string>>();

function phrasesOf(language: LanguageName): readonly (readonly string[])[] {
  let phrases = pleasePhrases.get(language);
  if (phrases === undefined) {
    phrases = [...PLEASE_WORDS.English, ...PLEASE_WORDS[language]]
      .map((phrase) => phrase.split(' '))
      .sort((first, second) => second.length - first.length);
    pleasePhrases.set(language, phrases);
    pleaseFirstWords.set(language, new Set(phrases.map((words) => words[0]!)));
  }
  return phrases;
}

/**
 * The number of words of a "please" of `language` or English that starts at `index` (0 when none),
 * reading lower-case words through `wordAt` (`undefined` past the end). Constant time per call.
 */
export function pleaseWordsAt(
  wordAt: (index: number) => string | undefined,
  index: number,
  language: LanguageName,
): number {
  const phrases = phrasesOf(language);
  const first = wordAt(index);
  if (first === undefined || pleaseFirstWords.get(language)?.has(first) !== true) return 0;
  for (const phrase of phrases) {
    if (phrase.every((word, offset) => wordAt(index + offset) === word)) return phrase.length;
  }
  return 0;
}

/** Most characters of spaces and commas read before and inside a "please" in text. */
const PLEASE_GAP = 3;
/** Most characters of one word of a "please" ("ndokumbirawo"): a longer word is read no further. */
const PLEASE_WORD_LENGTH = 16;

/**
 * The offset right after a "please" of `language` or English that follows `position` in `text`
 * (only spaces or a comma before it and between its words, case ignored, a word boundary after
 * it), or -1 when none does ("Your name, please, Zorvik ..."). Bounded: the phrases are short.
 */
export function pleaseEndAfter(text: string, position: number, language: LanguageName): number {
  const words: string[] = [];
  let cursor = position;
  // (at most four words: the longest phrase, "mepa wo kyɛw", has three)
  phrasesOf(language);
  const firstWords = pleaseFirstWords.get(language)!;
  for (let count = 0; count < 4; count++) {
    let gap = 0;
    while (gap < PLEASE_GAP && (text[cursor] === ' ' || text[cursor] === ',')) {
      cursor++;
      gap++;
    }
    const start = cursor;
    while (
      cursor < text.length &&
      cursor - start <= PLEASE_WORD_LENGTH &&
      /[\p{L}\p{M}'’]/u.test(text[cursor]!)
    )
      cursor++;
    if (cursor === start || cursor - start > PLEASE_WORD_LENGTH) break;
    words.push(text.slice(start, cursor).toLowerCase().replace('’', "'"));
    if (count === 0 && !firstWords.has(words[0]!)) return -1;
    const matched = pleaseWordsAt((index) => words[index], 0, language);
    if (matched === words.length) return cursor;
  }
  return -1;
}
