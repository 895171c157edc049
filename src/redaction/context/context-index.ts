/**
 * Finds every context phrase of a language in a text, and answers "which cues end shortly before
 * position p?" by binary search.
 *
 * Every phrase starts with a letter after a non-word character, so a match can only start at a
 * letter-run start; there a walk of the phrases' trie (`phrase-trie.ts`, characters compared as
 * the `iu` regex compares them) finds the phrase the one big alternation would match (the first
 * in its order), without running a regex. A language with a phrase that does not start with a
 * letter, or that starts or ends with white space, scans with the big alternation.
 *
 * @example
 * ```ts
 * const index = buildContextIndex('My account number is 0123456789', 'English');
 * index.kindsBefore(21, 40).has('ACCOUNT_NUMBER'); // true
 * ```
 */
import type { LanguageName } from '../../languages.js';
import { characterClass, codePointBefore, LETTER, MARK, NUMBER, TextScan } from '../text-scan.js';
import type { CallContextWords } from './call-context-words.js';
import { caseFoldClass, WHITESPACE_CLASS } from './case-fold-classes.js';
import type { ContextCue } from './context-cue.js';
import { CONTEXT_WORDS, type ContextKind, contextPhrases } from './context-words.js';
import { withCueForms } from './cue-forms.js';
import { misheardQuestionCues } from './misheard-cues.js';
import {
  type AlternativeMatch,
  ASCII_MATCH,
  buildPhraseTrie,
  letterPairEntry,
  NO_MATCH,
  NO_PAIR,
  type PhraseTrie,
  walkFrom,
} from './phrase-trie.js';
import { questionTurns, withAnswerCues } from './turn-cues.js';

export type { ContextCue } from './context-cue.js';

/** The cues of one text. */
export interface ContextIndex {
  readonly cues: readonly ContextCue[];
  /** Kinds of the cues whose end lies in `[position - window, position]`. */
  kindsBefore(position: number, window: number): Set<ContextKind>;
  /** The cues ending in `[position - window, position]`, nearest last. */
  cuesBefore(position: number, window: number): ContextCue[];
  /** The cues starting in `[position, position + window]`, nearest first. */
  cuesAfter(position: number, window: number): ContextCue[];
}

interface CompiledPhrases {
  /** The whole alternation, for languages the trie cannot serve (only built for them). */
  pattern: RegExp | undefined;
  kindsByPhrase: Map<string, Set<ContextKind>>;
  /** The normalized phrases in the alternation's order, and their kinds. */
  phrases: string[];
  kindsOfPhrase: Array<Set<ContextKind>>;
  /** 1 for each phrase (in that order) of only ASCII characters. */
  asciiPhrases: Uint8Array;
  /** The phrases; `undefined` when one does not start with a letter or has white space at an end. */
  trie: PhraseTrie | undefined;
  /** The words that open or close cues of many kinds: the language's words for "number" and "of". */
  numberWords: ReadonlySet<string>;
}

/** A word in the cues of at least this many kinds says "number", not what is numbered. */
const NUMBER_WORD_KINDS = 8;

/** The words of `kindsByPhrase`'s phrases that stand in phrases of NUMBER_WORD_KINDS kinds or more. */
export function numberWordsOf(kindsByPhrase: ReadonlyMap<string, ReadonlySet<ContextKind>>): Set<string> {
  const kindsOfWord = new Map<string, Set<ContextKind>>();
  for (const [phrase, kinds] of kindsByPhrase)
    for (const word of phrase.split(' ')) {
      const wordKinds = kindsOfWord.get(word) ?? new Set<ContextKind>();
      for (const kind of kinds) wordKinds.add(kind);
      kindsOfWord.set(word, wordKinds);
    }
  const words = new Set<string>();
  for (const [word, kinds] of kindsOfWord) if (kinds.size >= NUMBER_WORD_KINDS) words.add(word);
  return words;
}

const compiled = new Map<LanguageName, CompiledPhrases>();

/** `(?<![\p{L}\p{M}\p{N}])` and `(?![\p{L}\p{M}\p{N}])` around every phrase. */
const WORD_CHARACTER = LETTER | MARK | NUMBER;
const TRIE_READY = /^\p{L}(?:.*\S)?$/su;

/** Lower-cases and collapses whitespace: the key under which phrases are looked up. */
export function normalizePhrase(value: string): string {
  return value.toLowerCase().replace(/\s+/g, ' ').replace(/’/g, "'");
}

function escapeForPattern(phrase: string): string {
  return phrase
    .replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
    .replace(/'/g, "['’]")
    .replace(/ /g, '\\s+');
}

/**
 * `(?=[...])` over the first characters of `phrases` (case-insensitive when the pattern it starts
 * has the `i` flag; a `'` also admits `’`, a space any white space): a necessary condition put in
 * front of a big alternation, where V8 checks it far faster than the look-behind after it.
 */
export function firstCharacterLookahead(phrases: readonly string[]): string {
  const firsts = new Set<string>();
  for (const phrase of phrases) {
    const first = String.fromCodePoint(phrase.codePointAt(0) ?? 32);
    if (first === "'") firsts.add('’');
    firsts.add(first);
  }
  const members = [...firsts]
    .map((character) =>
      /\s/.test(character) ? '\\s' : `\\u{${(character.codePointAt(0) ?? 32).toString(16)}}`,
    )
    .join('');
  return `(?=[${members}])`;
}

/**
 * One set per combination of kinds, shared by every phrase and language that has it (the sets
 * are never changed): the cues then point at a few sets that stay in cache.
 */
const sharedKinds = new Map<string, Set<ContextKind>>();

function sharedKindSet(kinds: ReadonlySet<ContextKind>): Set<ContextKind> {
  const key = [...kinds].join();
  let shared = sharedKinds.get(key);
  if (!shared) {
    shared = new Set(kinds);
    sharedKinds.set(key, shared);
  }
  return shared;
}

/**
 * Spellings of one language's words in another standard orthography, as [written, also written]
 * pairs of whole words: Sesotho as written in Lesotho ("nomoro ea id", "u lula kae") beside the
 * South African spelling of the tables ("nomoro ya id", "o dula kae"); Kinyarwanda "numero" beside "nimero".
 */
const SPELLING_VARIANTS: Readonly<Partial<Record<LanguageName, ReadonlyArray<readonly [string, string]>>>> = {
  Sesotho: [
    ['ya', 'ea'],
    ['o', 'u'],
    ['dula', 'lula'],
    ['tswalo', 'tsoalo'],
  ],
  // "number" as written after French (numéro) and after English
  Kinyarwanda: [['nimero', 'numero']],
};

/**
 * Conjunctions written joined to the next word, by language: Arabic "و" (and) and "ف" (so), as in
 * "والرقم القومي؟" (and the national number?), "ورقم الحساب" (and the account number). A phrase
 * of the language's script (its first letter is no Latin one) is a cue with one of them in front.
 */
const JOINED_CONJUNCTIONS: Readonly<Partial<Record<LanguageName, readonly string[]>>> = {
  Arabic: ['و', 'ف'],
};

/** `phrases` and, for a language with joined conjunctions, each phrase of its script with one in front. */
function withJoinedConjunctions(language: LanguageName, phrases: readonly string[]): readonly string[] {
  const conjunctions = JOINED_CONJUNCTIONS[language];
  if (conjunctions === undefined) return phrases;
  const joined = phrases
    .filter((phrase) => !/^[\p{Script=Latin}\d]/u.test(phrase))
    .flatMap((phrase) => conjunctions.map((conjunction) => conjunction + phrase));
  return [...phrases, ...joined];
}

/**
 * `phrases` and, for each, the phrase with its listed words of the language spelled either way, in
 * every combination ("o dula kae" also as "u dula kae", "o lula kae" and "u lula kae").
 */
function withSpellingVariants(language: LanguageName, phrases: readonly string[]): readonly string[] {
  const pairs = SPELLING_VARIANTS[language];
  if (pairs === undefined) return phrases;
  const variants: string[] = [];
  for (const phrase of phrases) {
    let spellings = [''];
    for (const [index, word] of phrase.split(' ').entries()) {
      const other = pairs.find(([written]) => written === word)?.[1];
      const separator = index === 0 ? '' : ' ';
      spellings = spellings.flatMap((start) =>
        other === undefined
          ? [start + separator + word]
          : [start + separator + word, start + separator + other],
      );
    }
    for (const spelling of spellings) if (spelling !== phrase) variants.push(spelling);
  }
  return variants.length === 0 ? phrases : [...phrases, ...variants];
}

/**
 * `phrases` and, for each phrase with a hyphen between letters, the same phrase with a space and
 * with nothing there: speech recognisers write "id-nommer" as "id nommer", "steuer-id" as
 * "steuer id", "i-akhawunti" as "i akhawunti".
 */
function withHyphenVariants(phrases: readonly string[]): readonly string[] {
  const variants: string[] = [];
  for (const phrase of phrases) {
    if (!/\p{L}-\p{L}/u.test(phrase)) continue;
    variants.push(
      phrase.replace(/(?<=\p{L})-(?=\p{L})/gu, ' '),
      phrase.replace(/(?<=\p{L})-(?=\p{L})/gu, ''),
    );
  }
  return variants.length === 0 ? phrases : [...phrases, ...variants];
}

/**
 * Every phrase that announces `kind` in `language`: the tables' (contextPhrases) in all their
 * written forms (cue-forms.ts, spelling variants, hyphens, joined conjunctions).
 */
export function cuePhrases(language: LanguageName, kind: ContextKind): readonly string[] {
  const english = new Set(CONTEXT_WORDS[kind].English ?? []);
  return withJoinedConjunctions(
    language,
    withHyphenVariants(
      withSpellingVariants(language, withCueForms(language, contextPhrases(language, kind), english)),
    ),
  );
}

/** The phrases of a language plus a call's context words, by language and words' key (bounded). */
const compiledWithCallWords = new Map<string, CompiledPhrases>();
const CALL_WORDS_CACHE_SIZE = 32;

function compile(language: LanguageName, callWords?: CallContextWords): CompiledPhrases {
  if (callWords === undefined) {
    const cached = compiled.get(language);
    if (cached) return cached;
    const result = compilePhrases(language, undefined);
    compiled.set(language, result);
    return result;
  }
  const key = `${language}\u0002${callWords.key}`;
  let result = compiledWithCallWords.get(key);
  if (result === undefined) {
    result = compilePhrases(language, callWords);
    if (compiledWithCallWords.size >= CALL_WORDS_CACHE_SIZE)
      compiledWithCallWords.delete(compiledWithCallWords.keys().next().value!);
    compiledWithCallWords.set(key, result);
  }
  return result;
}

function compilePhrases(language: LanguageName, callWords: CallContextWords | undefined): CompiledPhrases {
  const kindsByPhrase = new Map<string, Set<ContextKind>>();
  const add = (kind: ContextKind, phrase: string) => {
    const key = normalizePhrase(phrase);
    const kinds = kindsByPhrase.get(key) ?? new Set<ContextKind>();
    kinds.add(kind);
    kindsByPhrase.set(key, kinds);
  };
  for (const kind of Object.keys(CONTEXT_WORDS) as ContextKind[])
    for (const phrase of cuePhrases(language, kind)) add(kind, phrase);
  for (const [kind, phrase] of callWords?.phrases ?? []) add(kind, phrase);
  for (const [phrase, kinds] of kindsByPhrase) kindsByPhrase.set(phrase, sharedKindSet(kinds));
  const phrases = [...kindsByPhrase.keys()].sort(
    (first, second) => second.length - first.length || (first < second ? -1 : 1),
  );
  // a phrase that starts with a letter can only match at a letter-run start; one that starts or
  // ends with white space could match less than its whole run, which the trie does not model
  const trie = phrases.every((phrase) => TRIE_READY.test(phrase))
    ? // a normalized phrase's atoms, as `escapeForPattern` writes it (`'` also matches `’`)
      buildPhraseTrie(phrases)
    : undefined;
  // the leading look-ahead (first characters of the phrases) is a necessary condition that V8
  // checks far faster than the look-behind: same matches, most positions rejected at once
  const pattern =
    trie === undefined
      ? new RegExp(
          `${firstCharacterLookahead(phrases)}(?<![\\p{L}\\p{M}\\p{N}])(?:${phrases.map(escapeForPattern).join('|')})(?![\\p{L}\\p{M}\\p{N}])`,
          'giu',
        )
      : undefined;
  const kindsOfPhrase = phrases.map((phrase) => kindsByPhrase.get(phrase)!);
  const asciiPhrases = Uint8Array.from(phrases, (phrase) => (/^[\x00-\x7f]*$/.test(phrase) ? 1 : 0));
  const numberWords = numberWordsOf(kindsByPhrase);
  return { pattern, kindsByPhrase, phrases, kindsOfPhrase, asciiPhrases, trie, numberWords };
}

/** The cues of `text` found by the whole alternation. */
function scanWithPattern(text: string, { pattern, kindsByPhrase }: CompiledPhrases): ContextCue[] {
  const cues: ContextCue[] = [];
  if (pattern === undefined)
    throw new Error('Expected the alternation of a language without a trie, got none');
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const kinds = kindsByPhrase.get(normalizePhrase(match[0]));
    if (kinds) cues.push({ start: match.index, end: match.index + match[0].length, kinds });
  }
  return cues;
}

/**
 * `true` when `normalizePhrase(text.slice(start, end)) === phrase` can be seen without building
 * the string: the text equals the phrase but for ASCII capitals, white space runs and `’`.
 */
function normalizesTo(text: string, start: number, end: number, phrase: string): boolean {
  let index = start;
  let position = 0;
  while (index < end) {
    if (position >= phrase.length) return false;
    const code = text.charCodeAt(index);
    const expected = phrase.charCodeAt(position);
    if (
      code === expected ||
      (code >= 65 && code <= 90 && code + 32 === expected) ||
      (code === 0x2019 && expected === 39)
    ) {
      // a white space run becomes one space: consume the rest of the run
      if (code === 32)
        while (index + 1 < end && caseFoldClass(text.charCodeAt(index + 1)) === WHITESPACE_CLASS) index++;
      index++;
      position++;
    } else if (expected === 32 && caseFoldClass(code) === WHITESPACE_CLASS) {
      while (index < end && caseFoldClass(text.charCodeAt(index)) === WHITESPACE_CLASS) index++;
      position++;
    } else return false;
  }
  return position === phrase.length;
}

/**
 * The cues of `text` found at its letter-run starts (the only places where a phrase can start),
 * going on from the end of each match as the global scan does.
 */
function scanAtLetterRuns(
  text: string,
  starts: Int32Array,
  trie: PhraseTrie,
  compiledPhrases: CompiledPhrases,
): ContextCue[] {
  const { kindsByPhrase, phrases, kindsOfPhrase, asciiPhrases } = compiledPhrases;
  const cues: ContextCue[] = [];
  const match: AlternativeMatch = { index: -1, end: -1 };
  let from = 0;
  for (let index = 0; index < starts.length; index++) {
    const start = starts[index]!;
    if (start < from) continue;
    // most starts are two ASCII letters no phrase begins with: rejected by the pair table alone
    const entry = letterPairEntry(trie, text, start);
    if (entry === NO_PAIR) continue;
    const found = walkFrom(trie, text, start, entry, WORD_CHARACTER, match);
    if (found === NO_MATCH || (characterClass(codePointBefore(text, start)) & WORD_CHARACTER) !== 0) continue;
    // ASCII text that matched an ASCII phrase normalizes to it (its capitals lower-cased, its white
    // space runs made one space), which saves reading the phrase
    const kinds =
      (found === ASCII_MATCH && asciiPhrases[match.index] === 1) ||
      normalizesTo(text, start, match.end, phrases[match.index]!)
        ? kindsOfPhrase[match.index]
        : kindsByPhrase.get(normalizePhrase(text.slice(start, match.end)));
    if (kinds) cues.push({ start, end: match.end, kinds });
    from = match.end;
  }
  return cues;
}

/**
 * `cues` (found left to right, none overlapping) where a cue that only says "number of" before the
 * words it shares with a cue of other kinds starting inside it gives way to that one, when that one
 * ends after it and names what is numbered: "numero della carta d'identità" is an identity card's
 * number ("carta d'identità"), not a payment card's ("numero della carta"). Where the words past
 * the found cue say "number" ("Ghana card number", "transaction ID no"), the found cue stays.
 * `matchEnd(position)` is the end of the phrase the scan would match at a letter-run start
 * `position`, or -1; `numberWords` are the language's words for "number" ({@link numberWordsOf}).
 */
export function withNamedCues(
  text: string,
  cues: readonly ContextCue[],
  letterRunStarts: Int32Array,
  numberWords: ReadonlySet<string>,
  kindsByPhrase: ReadonlyMap<string, ReadonlySet<ContextKind>>,
  matchEnd: (position: number) => number,
): ContextCue[] {
  const result: ContextCue[] = [];
  let skipUntil = -1;
  for (const cue of cues) {
    if (cue.start < skipUntil) continue;
    const named = namedCueInside(text, cue, letterRunStarts, numberWords, kindsByPhrase, matchEnd);
    result.push(named ?? cue);
    if (named) skipUntil = named.end;
  }
  return result;
}

function namedCueInside(
  text: string,
  cue: ContextCue,
  letterRunStarts: Int32Array,
  numberWords: ReadonlySet<string>,
  kindsByPhrase: ReadonlyMap<string, ReadonlySet<ContextKind>>,
  matchEnd: (position: number) => number,
): ContextCue | undefined {
  const firstWord = normalizePhrase(text.slice(cue.start, cue.end)).split(' ')[0]!;
  if (!numberWords.has(firstWord)) return undefined;
  for (const start of letterRunStarts) {
    if (start <= cue.start) continue;
    if (start >= cue.end) break;
    if ((characterClass(codePointBefore(text, start)) & WORD_CHARACTER) !== 0) continue;
    const end = matchEnd(start);
    if (end <= cue.end) continue;
    const kinds = kindsByPhrase.get(normalizePhrase(text.slice(start, end)));
    if (kinds === undefined || [...kinds].some((kind) => cue.kinds.has(kind))) continue;
    // the words past the found cue name something, not "number"
    if (
      normalizePhrase(text.slice(cue.end, end))
        .trim()
        .split(' ')
        .every((word) => numberWords.has(word))
    )
      continue;
    return { start, end, kinds };
  }
  return undefined;
}

/** The end of the phrase the trie matches at `position` (a letter-run start), or -1. */
function trieMatchEnd(trie: PhraseTrie, text: string, position: number): number {
  const entry = letterPairEntry(trie, text, position);
  if (entry === NO_PAIR) return -1;
  const match: AlternativeMatch = { index: -1, end: -1 };
  return walkFrom(trie, text, position, entry, WORD_CHARACTER, match) === NO_MATCH ? -1 : match.end;
}

/** The end of the phrase the alternation matches at `position`, or -1. */
function patternMatchEnd({ pattern }: CompiledPhrases, text: string, position: number): number {
  if (pattern === undefined) return -1;
  pattern.lastIndex = position;
  const match = pattern.exec(text);
  return match !== null && match.index === position ? match.index + match[0].length : -1;
}

/**
 * Scans `text` for the context phrases of `language` (English phrases included) and the call's
 * `callWords`, if any. `scan`, the text's {@link TextScan} when the caller has one, saves
 * computing its letter-run starts again.
 */
export function buildContextIndex(
  text: string,
  language: LanguageName,
  scan?: TextScan,
  callWords?: CallContextWords,
): ContextIndex {
  const compiledPhrases = compile(language, callWords);
  const { trie } = compiledPhrases;
  const letterRunStarts = (scan ?? new TextScan(text)).letterRunStarts;
  let cues: readonly ContextCue[] = trie
    ? scanAtLetterRuns(text, letterRunStarts, trie, compiledPhrases)
    : scanWithPattern(text, compiledPhrases);
  // a cue that only says "number of" gives way to one naming what is numbered inside it
  if (cues.length > 0 && compiledPhrases.numberWords.size > 0)
    cues = withNamedCues(
      text,
      cues,
      letterRunStarts,
      compiledPhrases.numberWords,
      compiledPhrases.kindsByPhrase,
      trie
        ? (position) => trieMatchEnd(trie, text, position)
        : (position) => patternMatchEnd(compiledPhrases, text, position),
    );
  const oneLine = !text.includes('\n');
  // one-line text (a recogniser's output): a question's phrase written one letter off is a cue too
  const misheard = oneLine ? misheardQuestionCues(text, cues, compiledPhrases.kindsByPhrase) : [];
  if (misheard.length > 0) {
    cues = [...cues, ...misheard].sort(
      (first, second) => first.start - second.start || first.end - second.end,
    );
  }
  // the turn model: a question's cues also open the next turn's answer
  if (cues.length === 0) return new CueIndex(cues);
  // turns are lines; one-line text (a recogniser's punctuated output) has a turn per question
  const { numberWords } = compiledPhrases;
  const isGeneric = (cue: ContextCue) =>
    cue.end > cue.start &&
    normalizePhrase(text.slice(cue.start, cue.end))
      .split(' ')
      .every((word) => numberWords.has(word));
  return new CueIndex(withAnswerCues(oneLine ? questionTurns(text, cues) : text, cues, isGeneric));
}

/** The cues of one text (in text order, not overlapping), searched by binary search. */
class CueIndex implements ContextIndex {
  readonly cues: readonly ContextCue[];

  constructor(cues: readonly ContextCue[]) {
    this.cues = cues;
  }

  /** The index of the first cue whose end is above `position`. */
  #firstEndingAfter(position: number): number {
    const { cues } = this;
    let low = 0;
    let high = cues.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cues[middle]!.end <= position) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  cuesBefore(position: number, window: number): ContextCue[] {
    const { cues } = this;
    const last = this.#firstEndingAfter(position);
    let first = last;
    while (first > 0 && cues[first - 1]!.end >= position - window) first--;
    return cues.slice(first, last);
  }

  cuesAfter(position: number, window: number): ContextCue[] {
    const { cues } = this;
    let low = 0;
    let high = cues.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cues[middle]!.start < position) low = middle + 1;
      else high = middle;
    }
    let end = low;
    while (end < cues.length && cues[end]!.start <= position + window) end++;
    return cues.slice(low, end);
  }

  kindsBefore(position: number, window: number): Set<ContextKind> {
    const kinds = new Set<ContextKind>();
    for (const cue of this.cuesBefore(position, window)) for (const kind of cue.kinds) kinds.add(kind);
    return kinds;
  }
}
