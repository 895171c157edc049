/**
 * Names with a noun-class prefix in Zulu, Isixhosa and Shona (`uSipho`, `nguThandi`, `VaMoyo`,
 * `ndiTendai`, `yaVaChamisa`, `kukaTumi`): the prefix, an optional hyphen (also set apart by
 * spaces, `u - Alli`), then a Title-case word that no letter or mark follows. The matcher at one position gives what the regex
 *
 * `(?<![\p{L}\p{M}'’-])(?:u|U|ngu|...|kuna)-?(\p{Lu}[\p{Ll}\p{M}'’-]+)(?![\p{L}\p{M}])`
 *
 * finds there: the prefixes are tried in the alternation's order, and the word gives back
 * trailing `'`, `’` and `-` until no letter follows, as the regex backtracks.
 *
 * @example
 * ```ts
 * prefixedNameAt('ngiyabonga uSipho.', 11); // { start: 12, end: 17 }
 * ```
 */
import { characterClass, LETTER, MARK } from '../text-scan.js';
import {
  codePointAtUnits,
  codePointBeforeUnits,
  codePointWidth,
  isUppercase,
  isWordPunctuation,
  wordTailEndUnits,
} from './capitalised-words.js';
import { CodeUnits } from './code-units.js';

/** The code units of the text given to {@link prefixedNameAt} (the recognizer loads its own). */
const textUnits = new CodeUnits();

// Locative prefixes (e-, kwa-, em-, en-) mark places and are deliberately absent.
const NAME_PREFIXES = [
  'u',
  'U',
  'ngu',
  'Ngu',
  'nguye',
  'no',
  'No',
  'ka',
  'Ka',
  'o',
  'O',
  'ba',
  'Ba',
  'yi',
  'Yi',
  'Va',
  'va',
  'ndi',
  'Ndi',
  'sa',
  'Sa',
  'saVa',
  'na',
  'Na',
  'naVa',
  'pa',
  'pana',
  'a',
  'kuna',
  // Zulu and Isixhosa: a possessive concord before the `ka` of a name ('ukufa kukaTumi', of Tumi;
  // 'igama likaSipho', 'izingane zikaSipho', 'okaSmith', the one of Smith)
  'kuka',
  'Kuka',
  'lika',
  'Lika',
  'zika',
  'Zika',
  'sika',
  'Sika',
  'baka',
  'Baka',
  'luka',
  'buka',
  'aka',
  'oka',
  'Oka',
  // Shona: the honorific Va after a possessive concord, a copula or a preposition ('yaVaChamisa',
  // of Mr Chamisa; 'kwaVaMugabe', 'ndiVaTafadzwa', 'paVaChamisa', 'kunaVaMoyo')
  ...[
    'wa',
    'ya',
    'ra',
    'cha',
    'zva',
    'dza',
    'rwa',
    'ka',
    'twa',
    'hwa',
    'kwa',
    'pa',
    'mwa',
    'ndi',
    'se',
    'ne',
    'kuna',
    'pana',
    'a',
  ].map((concord) => `${concord}Va`),
] as const;

/** The prefixes by their first code unit (all ASCII), each list in the order of {@link NAME_PREFIXES}. */
const PREFIXES_BY_FIRST_CODE: (string[] | undefined)[] = new Array<string[] | undefined>(0x80).fill(
  undefined,
);
for (const prefix of NAME_PREFIXES) {
  const code = prefix.charCodeAt(0);
  const list = PREFIXES_BY_FIRST_CODE[code] ?? [];
  list.push(prefix);
  PREFIXES_BY_FIRST_CODE[code] = list;
}

const HYPHEN = 0x2d;
const SPACE = 0x20;
/** Prefixes that take a hyphen set apart by spaces: the personal article, the copula, "and". */
const SPACED_HYPHEN_PREFIXES: ReadonlySet<string> = new Set(['u', 'U', 'ngu', 'Ngu', 'no', 'No']);
/** The longest prefix and its hyphen: the name's capital comes within this many code units. */
const CAPITAL_WITHIN = Math.max(...NAME_PREFIXES.map((prefix) => prefix.length)) + 1;

/**
 * `false` when no capital can follow a prefix at `position`: the next {@link CAPITAL_WITHIN} code
 * units are ASCII lower-case letters and hyphens, or another character ends the word first. Most
 * words of a Zulu, Isixhosa or Shona text are ruled out here, without trying the prefixes. (The 0
 * code units after the text end the word.)
 */
function mayHoldCapital(units: Uint16Array, position: number): boolean {
  for (let offset = 1; offset <= CAPITAL_WITHIN; offset++) {
    const code = units[position + offset]!;
    if ((code >= 65 && code <= 90) || code >= 0x80) return true;
    // a hyphen set apart by spaces, as tokenised text writes it ('u - Alli')
    if (code === SPACE && units[position + offset + 1] === HYPHEN)
      return units[position + offset + 2] === SPACE;
    if (!((code >= 97 && code <= 122) || code === HYPHEN)) return false;
  }
  return false;
}

/** `true` when `codePoint` is a letter or a mark (what may not follow a prefixed name). */
function isLetterOrMark(codePoint: number): boolean {
  return (characterClass(codePoint) & (LETTER | MARK)) !== 0;
}

/**
 * End of `\p{Lu}[\p{Ll}\p{M}'’-]+(?![\p{L}\p{M}])` at `position`, or -1: the longest tail, or
 * failing that the longest one that ends right before a `'`, `’` or `-`.
 */
function nameEnd(units: Uint16Array, length: number, position: number): number {
  const head = codePointAtUnits(units, length, position);
  if (!isUppercase(head)) return -1;
  const tailStart = position + codePointWidth(head);
  const longest = wordTailEndUnits(units, length, tailStart);
  if (longest === tailStart) return -1;
  if (!isLetterOrMark(codePointAtUnits(units, length, longest))) return longest;
  // a shorter tail passes the look-ahead only when the next character is punctuation
  for (let end = longest - 1; end > tailStart; end--) {
    if (isWordPunctuation(units[end]!)) return end;
  }
  return -1;
}

/** The name part of a prefixed name. */
export interface PrefixedName {
  start: number;
  end: number;
}

/**
 * The prefixed name whose prefix starts at `position` (inside the text), if any; `units` holds the
 * code units of `text` (see `CodeUnits`).
 */
export function prefixedNameAtUnits(
  text: string,
  units: Uint16Array,
  position: number,
): PrefixedName | undefined {
  const first = units[position]!;
  const prefixes = first < 0x80 ? PREFIXES_BY_FIRST_CODE[first] : undefined;
  if (!prefixes || !mayHoldCapital(units, position)) return undefined;
  const before = codePointBeforeUnits(units, position);
  if (isLetterOrMark(before) || isWordPunctuation(before)) return undefined;
  for (const prefix of prefixes) {
    if (!text.startsWith(prefix, position)) continue;
    let start = position + prefix.length;
    // `-?` is greedy, and without the hyphen the name would have to start with it
    if (units[start] === HYPHEN) start++;
    // the hyphen set apart by spaces ('U - Enhle uthi', 'no - Oretshepile'), after the prefixes of
    // persons only ('yi - Uruguay', by Uruguay, is a team)
    else if (
      units[start] === SPACE &&
      units[start + 1] === HYPHEN &&
      units[start + 2] === SPACE &&
      SPACED_HYPHEN_PREFIXES.has(prefix)
    )
      start += 3;
    const end = nameEnd(units, text.length, start);
    if (end >= 0) return { start, end };
  }
  return undefined;
}

/** The prefixed name whose prefix starts at `position`, if any. */
export function prefixedNameAt(text: string, position: number): PrefixedName | undefined {
  if (position < 0 || position >= text.length) return undefined;
  return prefixedNameAtUnits(text, textUnits.load(text), position);
}
