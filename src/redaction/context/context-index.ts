/**
 * Finds every context phrase of a language in a text in one linear scan (one alternation
 * regex per language, compiled once), and answers "which cues end shortly before position p?"
 * by binary search.
 *
 * @example
 * ```ts
 * const index = buildContextIndex('My account number is 0123456789', 'English');
 * index.kindsBefore(21, 40).has('ACCOUNT_NUMBER'); // true
 * ```
 */
import type { LanguageName } from '../../languages.js';
import { CONTEXT_WORDS, type ContextKind, contextPhrases } from './context-words.js';

/** One context phrase found in the text. */
export interface ContextCue {
  start: number;
  end: number;
  kinds: ReadonlySet<ContextKind>;
}

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
  pattern: RegExp;
  kindsByPhrase: Map<string, Set<ContextKind>>;
}

const compiled = new Map<LanguageName, CompiledPhrases>();

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

function compile(language: LanguageName): CompiledPhrases {
  const cached = compiled.get(language);
  if (cached) return cached;
  const kindsByPhrase = new Map<string, Set<ContextKind>>();
  for (const kind of Object.keys(CONTEXT_WORDS) as ContextKind[]) {
    for (const phrase of contextPhrases(language, kind)) {
      const key = normalizePhrase(phrase);
      const kinds = kindsByPhrase.get(key) ?? new Set<ContextKind>();
      kinds.add(kind);
      kindsByPhrase.set(key, kinds);
    }
  }
  const phrases = [...kindsByPhrase.keys()].sort(
    (first, second) => second.length - first.length || (first < second ? -1 : 1),
  );
  // the leading look-ahead (first characters of the phrases) is a necessary condition that V8
  // checks far faster than the look-behind: same matches, most positions rejected at once
  const pattern = new RegExp(
    `${firstCharacterLookahead(phrases)}(?<![\\p{L}\\p{M}\\p{N}])(?:${phrases.map(escapeForPattern).join('|')})(?![\\p{L}\\p{M}\\p{N}])`,
    'giu',
  );
  const result = { pattern, kindsByPhrase };
  compiled.set(language, result);
  return result;
}

/** Scans `text` for the context phrases of `language` (English phrases included). */
export function buildContextIndex(text: string, language: LanguageName): ContextIndex {
  const { pattern, kindsByPhrase } = compile(language);
  const cues: ContextCue[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const kinds = kindsByPhrase.get(normalizePhrase(match[0]));
    if (kinds) cues.push({ start: match.index, end: match.index + match[0].length, kinds });
  }
  const ends = cues.map((cue) => cue.end);
  const cuesBefore = (position: number, window: number): ContextCue[] => {
    // first cue whose end > position
    let low = 0;
    let high = ends.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (ends[middle]! <= position) low = middle + 1;
      else high = middle;
    }
    const found: ContextCue[] = [];
    for (let index = low - 1; index >= 0 && ends[index]! >= position - window; index--)
      found.unshift(cues[index]!);
    return found;
  };
  const starts = cues.map((cue) => cue.start);
  return {
    cues,
    cuesBefore,
    cuesAfter(position, window) {
      let low = 0;
      let high = starts.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (starts[middle]! < position) low = middle + 1;
        else high = middle;
      }
      const found: ContextCue[] = [];
      for (let index = low; index < cues.length && starts[index]! <= position + window; index++)
        found.push(cues[index]!);
      return found;
    },
    kindsBefore(position, window) {
      const kinds = new Set<ContextKind>();
      for (const cue of cuesBefore(position, window)) for (const kind of cue.kinds) kinds.add(kind);
      return kinds;
    },
  };
}
