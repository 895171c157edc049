/**
 * A spoken code's letters, between its cue and its digits. In text from speech (one line, no
 * question mark) a code is read letter by letter and then its number: "nipe pin yako **a** zero zero
 * four ...", "le numéro nni c'est **ci** quatre deux ...", "wo card nɔma **gha** seven ...", "የሰራተኛ
 * ቁጥርሽ **ኢ ኤም ፒ** ዜሮ ሶስት ...". An identifier right after an identifier cue grows to the left
 * over the short letter groups before its digits (up to {@link MAX_LETTER_GROUPS} of at most
 * {@link MAX_GROUP_LETTERS} letters) when nothing but those groups and the answer's lead-in words
 * (the language's copulas, possessives and fillers: "ni", "ngu", "c'est", "yako"; stop words) stands
 * between the cue and the value. The cue says a value comes; what it says before the digits is the
 * value's start.
 *
 * @example
 * ```ts
 * // 'nimero ya application ni b a 2611044' with TRANSACTION_ID '2611044'
 * //   -> TRANSACTION_ID 'b a 2611044'
 * ```
 */
import type { LanguageName } from '../languages.js';
import type { ContextIndex } from './context/context-index.js';
import { cuePhrases } from './context/context-index.js';
import type { ContextKind } from './context/context-words.js';
import { POSSESSIVES_AFTER_NUMBER } from './context/cue-forms.js';
import { IDENTIFIER_TYPES } from './placeholder-types.js';
import type { RecognizedEntity } from './recognized-entity.js';
import { STOP_WORD, UNCASED_STOP_WORD, wordFacts } from './recognizers/person-name-word-facts.js';
import { isSpeechText } from './speech-text.js';

/**
 * The identifier kinds whose cue words a code's prefix may abbreviate: the identifier types, each
 * of which is a cue kind too.
 */
const IDENTIFIER_KINDS = [...IDENTIFIER_TYPES] as readonly ContextKind[];

/** Most letter groups taken before the digits. */
const MAX_LETTER_GROUPS = 5;
/** Most letters in one group ("gha", "ugr", "emp"). */
const MAX_GROUP_LETTERS = 4;
/** Farthest (code units) a cue may end before the value. */
const CUE_REACH = 48;

/** Words that open a spoken answer before the value, per language (English ones count everywhere). */
export const ANSWER_LEAD_INS: Readonly<Partial<Record<LanguageName, readonly string[]>>> = {
  English: ['its', "it's", 'is', 'it', 'number', 'yes', 'ok', 'okay', 'sure'],
  Afrikaans: ['dis', 'is', 'dit', 'ja'],
  Amharic: ['ነው', 'ነዉ', 'አዎ', 'ስንት', 'ምንድነው', 'ምንድን', 'ቁጥር', 'ቁጥርዎ', 'ቁጥሩ'],
  Arabic: ['هو', 'هي', 'ديالك', 'متاعك', 'تاعك', 'نعم', 'ايه'],
  // (recognisers write "c'est" as "c est")
  French: ["c'est", 'c', 'est', 'oui', 'le', 'la'],
  German: ['ist', 'die', 'der', 'ja'],
  Hausa: ['ita', 'ce', 'shi', 'ne', 'ɗin', 'ɗinka', 'ɗinki', 'eh', 'kuma'],
  Igbo: ['bụ', 'gị', 'ee', 'gịnị'],
  Isixhosa: ['ngu', 'yi', 'ithi', 'ewe'],
  Italian: ['è', 'il', 'la', 'sì'],
  // (and the demonstratives and question words said before the value: "ni iyi", "ndeipi", "naa", "ni hii")
  Kinyarwanda: ['ni', 'yego', 'iyi'],
  Sesotho: ['ke', 'ya', 'ea', 'e', 'efe'],
  Setswana: ['ke', 'ya', 'ee', 'efe'],
  Shona: ['ndeye', 'ndi', 'hongu', 'ndeipi', 'iyi'],
  Spanish: ['es', 'el', 'la', 'sí'],
  Swahili: ['ni', 'ndio', 'ndiyo', 'hii'],
  // ("ewie": "it ends", before a card's last digits)
  Twi: ['ne', 'yɛ', 'de', 'aane', 'nɔma', 'sɛn', 'nso', 'ewie'],
  Yoruba: ['ni', 'yín', 'yin', 'bẹ́ẹ̀ni', 'náà', 'naa', 'nkọ́', 'nko'],
  Zulu: ['ngu', 'yi', 'ithi', 'yebo'],
};

const leadIns = new Map<LanguageName, ReadonlySet<string>>();

/** The lead-in words of `language`: its own, English ones and its possessives after "number". */
export function leadInsOf(language: LanguageName): ReadonlySet<string> {
  let words = leadIns.get(language);
  if (words === undefined) {
    words = new Set([
      ...(ANSWER_LEAD_INS.English ?? []),
      ...(ANSWER_LEAD_INS[language] ?? []),
      ...(POSSESSIVES_AFTER_NUMBER[language]?.possessives.flatMap((words) => words.split(' ')) ?? []),
    ]);
    leadIns.set(language, words);
  }
  return words;
}

/** A letter group of a code: 1 to {@link MAX_GROUP_LETTERS} letters (any script), no stop word. */
export function isLetterGroup(word: string, leadInWords: ReadonlySet<string>): boolean {
  if (!/^\p{L}[\p{L}\p{M}]*$/u.test(word) || Array.from(word.normalize('NFC')).length > MAX_GROUP_LETTERS)
    return false;
  if (leadInWords.has(word)) return false;
  // one letter is a letter, even where it is also a word ("a", "e", "y")
  return word.length === 1 || (wordFacts(word) & (STOP_WORD | UNCASED_STOP_WORD)) === 0;
}

/** Fewest letters of a cue word's abbreviation ("pas", "emp"). */
const MIN_ABBREVIATION_LETTERS = 3;
/** Fewest letters of the cue word it abbreviates. */
const MIN_ABBREVIATED_LETTERS = 6;

const cueWordsByLanguage = new Map<LanguageName, readonly string[]>();

/** The words of `language`'s identifier cues (any kind) of MIN_ABBREVIATED_LETTERS letters or more. */
function cueWordsOf(language: LanguageName): readonly string[] {
  let words = cueWordsByLanguage.get(language);
  if (words === undefined) {
    const found = new Set<string>();
    for (const kind of IDENTIFIER_KINDS)
      for (const phrase of cuePhrases(language, kind))
        for (const word of phrase.toLowerCase().split(' '))
          if (Array.from(word).length >= MIN_ABBREVIATED_LETTERS) found.add(word);
    words = [...found];
    cueWordsByLanguage.set(language, words);
  }
  return words;
}

/**
 * `true` when `group` (3 or 4 letters, no stop word) opens a word of the language's identifier cues
 * that the call has said before it (`before`: "oficina de pasaportes ... pas 2300841"): a word the
 * call never said is not what its code abbreviates ("bel", to call, is no "belasting").
 */
function isCueAbbreviation(group: string, language: LanguageName, before: string): boolean {
  const letters = Array.from(group).length;
  if (letters < MIN_ABBREVIATION_LETTERS || letters > MAX_GROUP_LETTERS || !/^\p{L}+$/u.test(group))
    return false;
  if ((wordFacts(group) & (STOP_WORD | UNCASED_STOP_WORD)) !== 0) return false;
  const said = before.toLowerCase();
  return cueWordsOf(language).some((word) => word.startsWith(group) && word !== group && said.includes(word));
}

/** One spelled letter: a Latin letter, or a letter's name in a script without case ("ኤም", "بي"). */
function isSpelledLetter(word: string): boolean {
  return word.length === 1 || (UNCASED_LETTER_NAME.test(word) && Array.from(word).length <= 2);
}

const UNCASED_LETTER_NAME = /^[\u0600-\u06FF\u1200-\u139F]+$/u;

/** The entities with their spoken codes' letters; see the module comment. */
export function withAnnouncedCodeLetters(
  text: string,
  language: LanguageName,
  entities: readonly RecognizedEntity[],
  context: ContextIndex,
): RecognizedEntity[] {
  if (!isSpeechText(text)) return entities as RecognizedEntity[];
  let result: RecognizedEntity[] | undefined;
  const leadInWords = leadInsOf(language);
  for (let index = 0; index < entities.length; index++) {
    const entity = entities[index]!;
    // the value starts with its digits (or with letters the written view joined to them)
    if (
      !IDENTIFIER_TYPES.has(entity.type) ||
      !/^[A-Z]{0,3}\d/u.test(text.slice(entity.start, entity.start + 4))
    )
      continue;
    const previousEnd = index > 0 ? (result ?? entities)[index - 1]!.end : 0;
    const cues = context.cuesBefore(entity.start, CUE_REACH);
    const cue = cues.findLast((candidate) => candidate.end > candidate.start);
    if (cue === undefined || cue.end < previousEnd) continue;
    const gap = text.slice(cue.end, entity.start);
    const words = [...gap.matchAll(/\S+/gu)];
    let grown = entity.start;
    let groups = 0;
    for (let word = words.length - 1; word >= 0 && groups < MAX_LETTER_GROUPS; word--) {
      const match = words[word]!;
      const group = match[0].toLowerCase();
      // the group right before the digits may be a prefix ("gha", "emp"); before it, letters one by one
      if (!isLetterGroup(group, leadInWords) || (groups > 0 && !isSpelledLetter(group))) break;
      grown = cue.end + match.index;
      groups++;
    }
    if (grown === entity.start) continue;
    // before the letters: lead-in words only
    const before = text.slice(cue.end, grown).match(/\S+/gu) ?? [];
    const lowerLeadIn = (word: string) =>
      leadInWords.has(word.toLowerCase()) || (wordFacts(word) & (STOP_WORD | UNCASED_STOP_WORD)) !== 0;
    if (!before.every(lowerLeadIn)) {
      // after words that continue the cue, only an abbreviation of a cue word ("justificante de
      // solicitud pas 2300841": "pas" for "pasaporte")
      const last = words.at(-1);
      if (
        last === undefined ||
        !isCueAbbreviation(last[0].toLowerCase(), language, text.slice(0, cue.end + last.index))
      )
        continue;
      grown = cue.end + last.index;
    }
    result ??= entities.slice();
    result[index] = { ...entity, start: grown };
  }
  return result ?? (entities as RecognizedEntity[]);
}
