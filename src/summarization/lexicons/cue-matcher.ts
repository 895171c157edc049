/**
 * Cue matching for the structured-summary rules: texts and cue phrases are folded the same way
 * (lower case, diacritics and tone marks removed, Twi ɛ/ɔ and Hausa hooked letters mapped to
 * plain letters, Arabic alef/ta marbuta/alef maqsura unified, English `n't`/`'ll` expanded) and
 * split into word tokens; a cue is a phrase of tokens matched token by token.
 *
 * Cue syntax (used by every lexicon file in this folder):
 * - `word` matches the token exactly; `word*` a token starting with it; `*word` a token ending
 *   with it; `*word*` a token containing it (for agglutinative languages: Bantu verb forms,
 *   Arabic clitics, Amharic suffixes).
 * - `#` matches any token that contains a digit (`within # hours`).
 *
 * Overlapping matches are resolved longest first (in words, then in literal letters, exact words
 * before wildcards, then earliest), so a longer, more specific cue (`not resolved`, `mara kyau`,
 * `sijafurahi`) hides a shorter or vaguer one inside it (`resolved`, `kyau`, `*furahi`). A match is
 * `negated` when a negator cue ends within {@link NEGATION_WINDOW} tokens before it.
 *
 * @example
 * ```ts
 * const matcher = compileCues({ positive: ['happy'] }, ['not']);
 * matcher(foldTokens('I am not happy.')); // [{ category: 'positive', start: 3, end: 4, negated: true }]
 * ```
 */

/** How many tokens before a cue a negator may stand and still negate it. */
export const NEGATION_WINDOW = 3;

const WORD = /[\p{L}\p{N}]+/gu;
const LETTER_MAP: Readonly<Record<string, string>> = {
  ɛ: 'e',
  ɔ: 'o',
  ŋ: 'n',
  ɓ: 'b',
  ɗ: 'd',
  ƙ: 'k',
  ƴ: 'y',
  ة: 'ه',
  ى: 'ي',
  ـ: '',
};
const MAPPED_LETTERS = /[ɛɔŋɓɗƙƴةىـ]/gu;

/** Folds `text` for matching and splits it into word tokens. */
export function foldTokens(text: string): string[] {
  const folded = text
    .toLocaleLowerCase('en')
    .replace(/\bcan['’]t\b/gu, 'can not')
    .replace(/\bwon['’]t\b/gu, 'will not')
    .replace(/\bcannot\b/gu, 'can not')
    .replace(/n['’]t\b/gu, ' not')
    .replace(/['’]ll\b/gu, ' will')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(MAPPED_LETTERS, (letter) => LETTER_MAP[letter] ?? letter);
  return folded.match(WORD) ?? [];
}

type TokenTest = (token: string) => boolean;

function compileToken(pattern: string): TokenTest {
  if (pattern === '#') return (token) => /\p{N}/u.test(token);
  const starts = pattern.startsWith('*');
  const ends = pattern.endsWith('*') && pattern.length > 1;
  const core = pattern.slice(starts ? 1 : 0, ends ? -1 : undefined);
  if (starts && ends) return (token) => token.includes(core);
  if (starts) return (token) => token.endsWith(core) && token.length > core.length;
  if (ends) return (token) => token.startsWith(core) && token.length > core.length;
  return (token) => token === core;
}

interface CompiledCue {
  category: string;
  tokens: TokenTest[];
  source: string;
  /** Letters matched literally, plus one per exact word: breaks ties in favour of exact cues. */
  literal: number;
}

function literalLength(phrase: string): number {
  let length = 0;
  for (const part of phrase.split(/\s+/u)) {
    if (part === '' || part === '#') continue;
    length += part.replace(/\*/gu, '').length + (part.includes('*') ? 0 : 1);
  }
  return length;
}

/** The folded first word of a phrase when it is a literal (no wildcard, not `#`). */
function literalFirstToken(phrase: string): string | undefined {
  const first = phrase.trim().split(/\s+/u)[0] ?? '';
  if (first === '#' || first.startsWith('*') || first.endsWith('*')) return undefined;
  return foldTokens(first)[0];
}

function compilePhrase(phrase: string): TokenTest[] {
  return phrase
    .split(/\s+/u)
    .filter((part) => part !== '')
    .flatMap((part) => {
      if (part === '#' || part.startsWith('*') || part.endsWith('*')) {
        // Fold the literal core of a wildcard token the same way as the text.
        const starts = part.startsWith('*');
        const ends = part.endsWith('*') && part.length > 1;
        const core = foldTokens(part).join('');
        return part === '#'
          ? [compileToken('#')]
          : [compileToken(`${starts ? '*' : ''}${core}${ends ? '*' : ''}`)];
      }
      return foldTokens(part).map(compileToken);
    });
}

/** One cue found in a token list: tokens `start` (inclusive) to `end` (exclusive). */
export interface CueMatch {
  category: string;
  start: number;
  end: number;
  negated: boolean;
}

/** Finds the cues of a compiled lexicon in a token list. */
export type CueMatcher = (tokens: readonly string[]) => CueMatch[];

function matchesAt(tokens: readonly string[], index: number, cue: readonly TokenTest[]): boolean {
  if (index + cue.length > tokens.length) return false;
  for (let offset = 0; offset < cue.length; offset++) {
    if (!cue[offset]!(tokens[index + offset]!)) return false;
  }
  return true;
}

/**
 * Compiles cue lists (`category -> phrases`) and negator phrases into a matcher. Phrases that
 * fold to nothing are ignored.
 */
export function compileCues(
  categories: Readonly<Record<string, readonly string[]>>,
  negators: readonly string[] = [],
): CueMatcher {
  const cues: CompiledCue[] = [];
  for (const [category, phrases] of Object.entries(categories)) {
    for (const phrase of phrases) {
      const tokens = compilePhrase(phrase);
      if (tokens.length > 0) cues.push({ category, tokens, source: phrase, literal: literalLength(phrase) });
    }
  }
  const negatorCues = negators.map(compilePhrase).filter((tokens) => tokens.length > 0);
  // Cues whose first word is literal are looked up by the token; the others are tried everywhere.
  const byFirstToken = new Map<string, CompiledCue[]>();
  const anywhere: CompiledCue[] = [];
  for (const cue of cues) {
    const first = literalFirstToken(cue.source);
    if (first === undefined) anywhere.push(cue);
    else byFirstToken.set(first, [...(byFirstToken.get(first) ?? []), cue]);
  }
  return (tokens) => {
    const found: Array<CueMatch & { literal: number }> = [];
    for (let index = 0; index < tokens.length; index++) {
      for (const cue of [...(byFirstToken.get(tokens[index]!) ?? []), ...anywhere]) {
        if (matchesAt(tokens, index, cue.tokens)) {
          found.push({
            category: cue.category,
            start: index,
            end: index + cue.tokens.length,
            negated: false,
            literal: cue.literal,
          });
        }
      }
    }
    found.sort(
      (first, second) =>
        second.end - second.start - (first.end - first.start) ||
        second.literal - first.literal ||
        first.start - second.start,
    );
    const taken = new Array<boolean>(tokens.length).fill(false);
    const kept: CueMatch[] = [];
    for (const { literal: _literal, ...match } of found) {
      let free = true;
      for (let index = match.start; index < match.end; index++) if (taken[index]) free = false;
      if (!free) continue;
      for (let index = match.start; index < match.end; index++) taken[index] = true;
      kept.push(match);
    }
    for (const match of kept) match.negated = isNegated(tokens, match.start, negatorCues);
    return kept.sort((first, second) => first.start - second.start);
  };
}

function isNegated(tokens: readonly string[], start: number, negators: readonly TokenTest[][]): boolean {
  for (let end = start; end >= Math.max(1, start - NEGATION_WINDOW + 1); end--) {
    for (const negator of negators) {
      const begin = end - negator.length;
      if (begin >= 0 && matchesAt(tokens, begin, negator)) return true;
    }
  }
  return false;
}
