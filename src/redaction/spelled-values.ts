/**
 * Values spelled letter by letter in a call: "dlamini, d-l-a-m-i-n-i", "K O V A L E N K O", "m a
 * r y", "p for papa r e t o r i u s", "Effe, e, erre, erre, a, ...". A run of spelled letters (a
 * lone letter, letters joined by `-` or `.`, a letter's name in the language from
 * `spoken/letter-words.ts`, the language's "double" before a letter, and a spelling-alphabet word
 * after the language's "for" skipped) is personal data when
 *
 * - it spells a word said just before it (within the turn or the one before): it takes that word's
 *   type (the e-mail or ID it is in), or, when the word is in no value, both are PERSON_NAME;
 * - it follows a found name, with at most {@link MAX_GAP_WORDS} words between ("that's", "it's");
 * - a "spell"/"letters" cue of the language ("how do you spell", "buchstabieren", "deletrea",
 *   "peleta", "herufi", "تهجى") or a word for "name"/"surname" (`isNameNoun`: "Your surname?"
 *   answered "D L A M I N I") stands shortly before it: PERSON_NAME.
 *
 * A run an e-mail was found inside of ("t h a n d o at gmail dot com", the local part read from
 * its middle) grows that e-mail over its first letters.
 *
 * A run must hold at least {@link MIN_LETTERS} letters, half of them surely letters (a letter that is
 * no word of its own, a letter's name of three characters or more, letters joined by `-`) unless it
 * spells the word said before it ("ekua e k u a"), and no digit may stand right next to it (a code's letters belong to the code, see complete-spans.ts).
 * One linear pass over the words; the text is the original one, after every other step.
 *
 * @example
 * ```ts
 * // English 'my surname is kovalenko that's K O V A L E N K O'
 * // -> PERSON_NAME 'kovalenko' and PERSON_NAME 'K O V A L E N K O'
 * ```
 */
import type { LanguageName } from '../languages.js';
import { entityLookup } from './entity-lookup.js';
import { compareEntities, type RecognizedEntity } from './recognized-entity.js';
import { isNameNoun } from './recognizers/name-question-nouns.js';
import { letterWord } from './spoken/letter-words.js';
import { foldNumberWord, numberWord } from './spoken/number-words.js';

/** Fewest letters a spelled run holds. */
const MIN_LETTERS = 3;
/** Most words between a found name and the run that spells it. */
const MAX_GAP_WORDS = 3;
/** Most words back from a run to the word it spells or to a spell cue. */
const LOOK_BACK_WORDS = 14;
/** Score of a spelled value. */
const SPELLED_SCORE = 0.8;

/** Per language, the word that joins a letter to its spelling-alphabet word ("T for Tango"). */
const SPELLING_ALPHABET_JOINERS: Readonly<Partial<Record<LanguageName, readonly string[]>>> = {
  English: ['for', 'as', 'like'],
  French: ['comme'],
  Spanish: ['como'],
  Italian: ['come'],
  German: ['wie'],
  Afrikaans: ['vir', 'soos'],
  Swahili: ['kama', 'ya'],
  Zulu: ['njengo', 'ka'],
  Isixhosa: ['njengo', 'ka'],
  Sesotho: ['joaloka', 'jwaloka', 'ya'],
  Setswana: ['jaaka', 'ya'],
  Shona: ['sekuti', 'se', 'sa'],
  Kinyarwanda: ['nka', 'comme'],
  Hausa: ['kamar'],
  Igbo: ['dika'],
  Yoruba: ['bi'],
  Twi: ['te se', 'sɛ'],
  Arabic: ['زي', 'مثل', 'comme'],
  Amharic: ['እንደ'],
};

/**
 * Per language, the starts of the words that ask for a spelling or name letters (folded: small,
 * no accents). English applies everywhere (calls switch into it).
 */
const SPELL_CUES: Readonly<Partial<Record<LanguageName, readonly string[]>>> = {
  English: ['spell', 'spelt', 'letter'],
  French: ['epel', 'lettre'],
  Spanish: ['deletre', 'letra'],
  Italian: ['sillab', 'lettera'],
  German: ['buchstab'],
  Afrikaans: ['spel', 'letter'],
  Swahili: ['herufi'],
  Zulu: ['peleta', 'upel', 'spela', 'izinhlamvu'],
  Isixhosa: ['peleta', 'upel', 'spela', 'oonobumba'],
  Sesotho: ['peleta', 'spela', 'ditlhaku', 'ditlhaka'],
  Setswana: ['peleta', 'spela', 'ditlhaka'],
  Shona: ['sipera', 'spera', 'mavara'],
  Kinyarwanda: ['inyuguti', 'epel', 'lettre'],
  Hausa: ['haruf', 'haraf'],
  Igbo: ['mkpuru', 'leta'],
  Yoruba: ['leta', 'sipeli'],
  Twi: ['nkyerewde', 'spel'],
  Arabic: ['تهج', 'حروف', 'حرف', 'epel', 'lettre'],
  Amharic: ['ፊደል'],
};

interface Word {
  start: number;
  end: number;
  /** Folded (small letters, no accents), made when first asked for. */
  readonly folded: string;
  /** Letters it spells (capitals), empty when it spells none. */
  letters: string;
  /** Letters in it that are surely letters. */
  sure: number;
  /** A line break stands between it and the word before. */
  newLine: boolean;
}

/** Characters that end a word: white space and punctuation (not `-`, `.`, `'`). */
function isBoundary(code: number): boolean {
  return (
    code === 32 ||
    code === 9 ||
    code === 10 ||
    code === 13 ||
    code === 0xa0 ||
    code === 44 ||
    code === 59 ||
    code === 58 ||
    code === 63 ||
    code === 33 ||
    code === 40 ||
    code === 41 ||
    code === 34 ||
    code === 0x201c ||
    code === 0x201d ||
    code === 0xab ||
    code === 0xbb ||
    code === 0x60c ||
    code === 0x61f ||
    code === 0x1361 ||
    code === 0x1362 ||
    code === 0x1363
  );
}

function isDigit(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 0x660 && code <= 0x669);
}

/** A word, folded only when a look-up needs it (most words are never looked up). */
class SpokenWord implements Word {
  #folded: string | undefined;
  constructor(
    private readonly raw: string,
    readonly start: number,
    readonly end: number,
    readonly letters: string,
    readonly sure: number,
    readonly newLine: boolean,
  ) {}
  get folded(): string {
    this.#folded ??= foldNumberWord(this.raw);
    return this.#folded;
  }
}

/** The letters `word` spells: one letter, letters joined by `-` or `.`, or a letter's name. */
function spelledLetters(language: LanguageName, word: string): { letters: string; sure: number } {
  const parts =
    word.length > 2 && (word.includes('-') || word.includes('.'))
      ? word.split(/[-.]/u).filter(Boolean)
      : [word];
  if (parts.length > 1) {
    let letters = '';
    for (const part of parts) {
      if (part.length !== 1) return { letters: '', sure: 0 };
      const letter = letterWord(language, part);
      if (letter === undefined) return { letters: '', sure: 0 };
      letters += letter.letter;
    }
    return { letters, sure: parts.length };
  }
  const single = parts[0];
  if (single === undefined) return { letters: '', sure: 0 };
  const letter = letterWord(language, single);
  if (letter === undefined) return { letters: '', sure: 0 };
  return { letters: letter.letter, sure: letter.sure || single.length >= 3 ? 1 : 0 };
}

/** Most code units of a letter's name written in a script other than Latin. */
const MAX_SCRIPT_NAME = 5;
const NO_LETTERS = { letters: '', sure: 0 } as const;

/** Languages whose letters have names of their own (letter-words.ts): every word may be one. */
const NAMED_LETTERS: ReadonlySet<LanguageName> = new Set(['Amharic', 'Arabic', 'Italian', 'Spanish']);

/** `true` when `text` holds a letter alone between word ends, `-` or `.` (a spelled letter may). */
function hasLoneLetter(text: string): boolean {
  const apart = (code: number) => Number.isNaN(code) || isBoundary(code) || code === 45 || code === 46;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (apart(code)) continue;
    const letter =
      (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || (code > 0x7f && !isDigit(code));
    if (letter && apart(text.charCodeAt(index - 1)) && apart(text.charCodeAt(index + 1))) return true;
    // skip to the word's end
    while (index + 1 < text.length && !apart(text.charCodeAt(index + 1))) index++;
  }
  return false;
}

/** The words of `text`, with the letters each spells. */
function wordsOf(text: string, language: LanguageName): Word[] {
  const words: Word[] = [];
  let newLine = false;
  let position = 0;
  while (position < text.length) {
    const code = text.charCodeAt(position);
    if (isBoundary(code)) {
      if (code === 10) newLine = true;
      position++;
      continue;
    }
    let end = position;
    while (end < text.length && !isBoundary(text.charCodeAt(end))) end++;
    // a full stop or hyphen at a word's end is punctuation ("Moyo.", "M.")
    let wordEnd = end;
    while (
      wordEnd > position + 1 &&
      (text.charCodeAt(wordEnd - 1) === 46 || text.charCodeAt(wordEnd - 1) === 45)
    )
      wordEnd--;
    const raw = text.slice(position, wordEnd);
    // a letter's name in another script is short (Arabic "دبليو", Amharic "ደብሊው"): longer words are no letters
    const candidate = raw.length <= 24 && (raw.length <= MAX_SCRIPT_NAME || raw.charCodeAt(0) < 0x80);
    const { letters, sure } = candidate ? spelledLetters(language, raw) : NO_LETTERS;
    words.push(new SpokenWord(raw, position, wordEnd, letters, sure, newLine));
    newLine = false;
    position = end;
  }
  return words;
}

function hasDigit(word: Word | undefined, text: string): boolean {
  if (word === undefined) return false;
  for (let index = word.start; index < word.end; index++) if (isDigit(text.charCodeAt(index))) return true;
  return false;
}

/** `true` when `word` asks for a spelling in `language`. */
function isSpellCue(language: LanguageName, folded: string): boolean {
  // a prefix glued by a hyphen ("u-spell") is left aside
  const word = folded.slice(folded.lastIndexOf('-') + 1);
  for (const table of [SPELL_CUES.English, language === 'English' ? undefined : SPELL_CUES[language]])
    for (const start of table ?? []) if (word.startsWith(start)) return true;
  return false;
}

/** Letters of `value` (folded), without separators. */
function lettersOf(value: string): string {
  return foldNumberWord(value).replace(/[^a-z]/gu, '');
}

/**
 * `entities` and the spelled values of `text` (see the module comment), in order. The entities
 * are those of the analysis on the original text.
 */
export function withSpelledValues(
  text: string,
  language: LanguageName,
  entities: readonly RecognizedEntity[],
): RecognizedEntity[] {
  if (!NAMED_LETTERS.has(language) && !hasLoneLetter(text)) return [...entities];
  const words = wordsOf(text, language);
  const entityAt = entityLookup(entities);
  const joiners = new Set([
    ...(SPELLING_ALPHABET_JOINERS.English ?? []),
    ...(SPELLING_ALPHABET_JOINERS[language] ?? []),
  ]);
  const added: RecognizedEntity[] = [];
  const grown = new Map<RecognizedEntity, number>();
  let index = 0;
  while (index < words.length) {
    if (words[index]!.letters === '') {
      index++;
      continue;
    }
    // the run: letters, "double" before a letter, and "for <word>" after a letter skipped
    const first = index;
    let letters = '';
    let sure = 0;
    let last = index;
    const pieces: Array<{ start: number; end: number }> = [];
    let pieceStart = words[index]!.start;
    while (index < words.length) {
      const word = words[index]!;
      if (index > first && word.newLine) break;
      if (word.letters !== '') {
        letters += word.letters;
        sure += word.sure;
        last = index;
        index++;
        continue;
      }
      const next = words[index + 1];
      const repeat = numberWord(language, word.folded);
      if (repeat?.role === 'repeat' && next?.letters.length === 1 && !next.newLine) {
        letters += next.letters.repeat(repeat.value);
        sure += 1;
        last = index + 1;
        index += 2;
        continue;
      }
      if (
        index > first &&
        joiners.has(word.folded) &&
        next !== undefined &&
        !next.newLine &&
        next.letters === ''
      ) {
        // "p for papa": the spelling-alphabet word is no part of the value
        pieces.push({ start: pieceStart, end: words[last]!.end });
        index += 2;
        if (index < words.length && words[index]!.letters !== '' && !words[index]!.newLine) {
          pieceStart = words[index]!.start;
          continue;
        }
        pieceStart = -1;
        break;
      }
      break;
    }
    if (pieceStart >= 0) pieces.push({ start: pieceStart, end: words[last]!.end });
    const end = Math.max(index, last + 1);
    index = end;
    if (letters.length < MIN_LETTERS || sure === 0) continue;
    // a code's letters: a digit beside the run
    if (hasDigit(words[first - 1], text) || hasDigit(words[last + 1], text)) continue;
    const overlapped = pieces.map((piece) => entityAt(piece.start, piece.end)).find(Boolean);
    if (overlapped !== undefined) {
      // an e-mail whose local part the recogniser read from the middle of its letters ("t h a n d o at ...")
      const runStart = pieces[0]!.start;
      if (overlapped.type === 'EMAIL' && runStart < overlapped.start && pieces.length === 1)
        grown.set(overlapped, runStart);
      continue;
    }
    // letters that are mostly words of their own ("e k u a") count only when they spell a word said before
    const echoOnly = sure * 2 < letters.length;
    const type = spelledType(text, language, words, first, letters.toLowerCase(), entityAt, added, echoOnly);
    if (type === undefined) continue;
    for (const piece of pieces)
      added.push({
        type,
        start: piece.start,
        end: piece.end,
        score: SPELLED_SCORE,
        recognizer: 'spelled-value',
      });
  }
  if (added.length === 0 && grown.size === 0) return [...entities];
  const kept = entities.map((entity) => {
    const start = grown.get(entity);
    return start === undefined ? entity : { ...entity, start };
  });
  return [...kept, ...added].sort(compareEntities);
}

/**
 * The type of the run that starts at `words[first]` and spells `spelled`, or undefined when no
 * echo, name or cue stands before it. May add the echoed word to `added` (a name no recognizer found).
 */
function spelledType(
  text: string,
  language: LanguageName,
  words: readonly Word[],
  first: number,
  spelled: string,
  entityAt: (start: number, end: number) => RecognizedEntity | undefined,
  added: RecognizedEntity[],
  echoOnly: boolean,
): RecognizedEntity['type'] | undefined {
  let lineBreaks = 0;
  let cue = false;
  for (let back = first - 1; back >= 0 && back >= first - LOOK_BACK_WORDS; back--) {
    const word = words[back]!;
    if (words[back + 1]!.newLine && ++lineBreaks > 1) break;
    // the word it spells, said just before
    if (word.letters === '' && lettersOf(text.slice(word.start, word.end)) === spelled) {
      const holder = entityAt(word.start, word.end);
      if (holder !== undefined) return holder.type;
      added.push({
        type: 'PERSON_NAME',
        start: word.start,
        end: word.end,
        score: SPELLED_SCORE,
        recognizer: 'spelled-value',
      });
      return 'PERSON_NAME';
    }
    // right after a found name ("Moyo, that's M-O-Y-O")
    if (echoOnly) continue;
    if (first - back <= MAX_GAP_WORDS + 1) {
      const holder = entityAt(word.start, word.end);
      if (holder?.type === 'PERSON_NAME') return 'PERSON_NAME';
    }
    // a spell cue, or a name question ("Your surname?" answered "D L A M I N I")
    if (isSpellCue(language, word.folded) || isNameNoun(word.folded, language)) cue = true;
  }
  return cue ? 'PERSON_NAME' : undefined;
}
