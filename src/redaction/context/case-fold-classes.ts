/**
 * Case-fold classes: small integer ids for the sets of code points that a case-insensitive
 * Unicode regex (`iu` flags) treats as the same character, so a loop over a text can compare
 * characters the way such a regex does without running it. A class exists only for the characters
 * someone registered (the first characters of context phrases, of month names); every other code
 * point is {@link NO_CLASS}, and all white space (`\s`) is {@link WHITESPACE_CLASS}.
 *
 * Membership is decided by the regex engine itself (`/^\u{x}$/iu` for each registered character),
 * so the classes agree with the big alternations by construction; the answers are cached per code
 * point. A code point's class is the first registered pattern it matches, so registering a class
 * changes only the answers cached as {@link NO_CLASS}: those alone are tested against the new
 * pattern and the rest of the cache stays (emptying it made every later look-up test every pattern
 * again, hundreds of times while a language's phrases are registered).
 *
 * @example
 * ```ts
 * const k = registerCaseFoldClass(0x6b); // 'k'
 * caseFoldClass(0x4b) === k; // 'K'
 * caseFoldClass(0x212a) === k; // 'K' (Kelvin sign), as /k/iu sees it
 * ```
 */

/** A code point no registered character matches. */
export const NO_CLASS = 0;
/** Any white space code point (`/\s/u`). */
export const WHITESPACE_CLASS = 1;
const FIRST_CLASS = 2;

const WHITESPACE = /^\s$/u;

/** One `/^\u{x}$/iu` per class, in class order (class id = index + FIRST_CLASS). */
const classPatterns: RegExp[] = [];
/** Class id + 1 per BMP code point; 0 = not computed yet. */
const table = new Uint16Array(0x10000);
/** The BMP code points whose cached answer is {@link NO_CLASS}, each once. */
const unclassified: number[] = [];
const astralClasses = new Map<number, number>();
/** Astral answers kept at most (a text can hold a million distinct ones). */
const ASTRAL_CACHE_LIMIT = 4096;

function computeClass(codePoint: number): number {
  const character = String.fromCodePoint(codePoint);
  if (WHITESPACE.test(character)) return WHITESPACE_CLASS;
  for (let index = 0; index < classPatterns.length; index++)
    if (classPatterns[index]!.test(character)) return index + FIRST_CLASS;
  return NO_CLASS;
}

/** The class of `codePoint` (a lone surrogate is its own code point, as in a `u` regex). */
export function caseFoldClass(codePoint: number): number {
  const stored = codePoint < 0x10000 ? table[codePoint]! : 0;
  return stored !== 0 ? stored - 1 : uncachedCaseFoldClass(codePoint);
}

function uncachedCaseFoldClass(codePoint: number): number {
  const computed = astralClasses.get(codePoint) ?? computeClass(codePoint);
  if (codePoint < 0x10000) {
    table[codePoint] = computed + 1;
    if (computed === NO_CLASS) unclassified.push(codePoint);
  } else {
    if (astralClasses.size >= ASTRAL_CACHE_LIMIT) astralClasses.clear();
    astralClasses.set(codePoint, computed);
  }
  return computed;
}

/**
 * The class of `codePoint`, created when no registered character matches it yet; white space
 * gives {@link WHITESPACE_CLASS}.
 */
export function registerCaseFoldClass(codePoint: number): number {
  const existing = caseFoldClass(codePoint);
  if (existing !== NO_CLASS) return existing;
  const pattern = new RegExp(`^\\u{${codePoint.toString(16)}}$`, 'iu');
  classPatterns.push(pattern);
  const created = classPatterns.length - 1 + FIRST_CLASS;
  // answers cached as NO_CLASS may now belong to the new class (the earlier patterns failed them)
  let kept = 0;
  for (const unclassifiedCodePoint of unclassified) {
    if (pattern.test(String.fromCharCode(unclassifiedCodePoint))) table[unclassifiedCodePoint] = created + 1;
    else unclassified[kept++] = unclassifiedCodePoint;
  }
  unclassified.length = kept;
  astralClasses.clear();
  return created;
}

/** One more than the largest class id given so far. */
export function caseFoldClassLimit(): number {
  return classPatterns.length + FIRST_CLASS;
}

/** The code point at `position` of `text` (a surrogate pair read as one). */
export function readCodePoint(text: string, position: number): number {
  const code = text.charCodeAt(position);
  if (code >= 0xd800 && code <= 0xdbff && position + 1 < text.length) {
    const low = text.charCodeAt(position + 1);
    if (low >= 0xdc00 && low <= 0xdfff) return (code - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
  }
  return code;
}
