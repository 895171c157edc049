/**
 * Context phrases a speech recogniser misspelled in a question. Whisper writes what it heard,
 * and a long word it is unsure of comes out one letter off ("E la sua data di Nasita?" for
 * "nascita"); the question then asks for nothing and its answer goes unread. In one-line text
 * (a recogniser's output), a question (a sentence ending with `?`) that holds no cue is read
 * again: a context phrase of two words or more whose words before the last are there exactly and
 * whose last word (at least {@link MINIMUM_FUZZY_WORD_LENGTH} letters) is one edit away
 * (a letter added, dropped, changed, or two swapped) is a cue there.
 *
 * A context phrase of one long word (at least {@link MINIMUM_COMPOUND_CUE_LENGTH} letters: a
 * compound such as "Geburtsdatum", "telefoonnommer") is read the same way, with one edit per
 * {@link LETTERS_PER_EDIT} letters, against each word of the question and against each two
 * neighbouring words joined: a recogniser splits a compound it is unsure of ("Und Ihr
 * Geburtstatt um?" for "Geburtsdatum").
 *
 * @example
 * ```ts
 * misheardQuestionCues('E la sua data di Nasita? Il 14 marzo 1986.', [], phrases);
 * // [{ start: 9, end: 23, kinds: Set { 'BIRTH' } }]
 * ```
 */
import type { ContextCue } from './context-cue.js';
import type { ContextKind } from './context-words.js';

/** Shortest last word of a phrase that is matched one edit away. */
export const MINIMUM_FUZZY_WORD_LENGTH = 6;
/** Most words of a phrase read this way. */
const MAXIMUM_PHRASE_WORDS = 4;
/** Shortest one-word phrase (a compound) matched with edits, alone or split in two words. */
export const MINIMUM_COMPOUND_CUE_LENGTH = 10;
/** A one-word phrase is matched up to one edit per this many of its letters. */
export const LETTERS_PER_EDIT = 6;

/** One-word phrases with their letters, the edits they allow, and their kinds. */
interface CompoundEntry {
  letters: string[];
  edits: number;
  kinds: ReadonlySet<ContextKind>;
}

/**
 * Phrases by their words before the last (joined by one space), with their last word and kinds;
 * and the one-word phrases read as compounds (`compounds`).
 */
type FuzzyIndex = Map<string, Array<{ last: string; kinds: ReadonlySet<ContextKind> }>> & {
  compounds?: CompoundEntry[];
};

const indexes = new WeakMap<ReadonlyMap<string, ReadonlySet<ContextKind>>, FuzzyIndex>();

function fuzzyIndex(kindsByPhrase: ReadonlyMap<string, ReadonlySet<ContextKind>>): FuzzyIndex {
  let index = indexes.get(kindsByPhrase);
  if (index !== undefined) return index;
  index = new Map();
  const compounds: CompoundEntry[] = [];
  for (const [phrase, kinds] of kindsByPhrase) {
    const words = phrase.split(' ');
    const last = words.at(-1)!;
    if (words.length === 1 && /^\p{L}+$/u.test(last) && [...last].length >= MINIMUM_COMPOUND_CUE_LENGTH) {
      const letters = [...last];
      compounds.push({ letters, edits: Math.floor(letters.length / LETTERS_PER_EDIT), kinds });
      continue;
    }
    if (words.length < 2 || words.length > MAXIMUM_PHRASE_WORDS) continue;
    if ([...last].length < MINIMUM_FUZZY_WORD_LENGTH || !/^\p{L}+$/u.test(last)) continue;
    const key = words.slice(0, -1).join(' ');
    const entries = index.get(key) ?? [];
    entries.push({ last, kinds });
    index.set(key, entries);
  }
  index.compounds = compounds;
  indexes.set(kindsByPhrase, index);
  return index;
}

const QUESTION = /[^.!?;\n]*\?/gu;
const WORD = /[\p{L}\p{M}'’]+/gu;

/**
 * Cues for the misheard phrases of the questions of `text` that hold none of `cues`, in text
 * order; `kindsByPhrase` maps the language's normalized phrases (lower case) to their kinds.
 */
export function misheardQuestionCues(
  text: string,
  cues: readonly ContextCue[],
  kindsByPhrase: ReadonlyMap<string, ReadonlySet<ContextKind>>,
): ContextCue[] {
  if (!text.includes('?')) return [];
  const index = fuzzyIndex(kindsByPhrase);
  const found: ContextCue[] = [];
  QUESTION.lastIndex = 0;
  for (let question = QUESTION.exec(text); question !== null; question = QUESTION.exec(text)) {
    const start = question.index;
    const end = start + question[0].length;
    if (cues.some((cue) => cue.start < end && start < cue.end)) continue;
    const words: Array<{ start: number; end: number; word: string }> = [];
    WORD.lastIndex = 0;
    for (let match = WORD.exec(question[0]); match !== null; match = WORD.exec(question[0])) {
      words.push({
        start: start + match.index,
        end: start + match.index + match[0].length,
        word: match[0].toLowerCase().replace(/’/gu, "'"),
      });
    }
    const compounds = index.compounds ?? [];
    for (let first = 0; first < words.length && compounds.length > 0; first++) {
      const alone = [...words[first]!.word];
      const joined = first + 1 < words.length ? [...alone, ...words[first + 1]!.word] : undefined;
      const aloneMatch = compounds.find((entry) => withinEdits(entry.letters, alone, entry.edits));
      const match =
        aloneMatch ??
        (joined === undefined
          ? undefined
          : compounds.find((entry) => withinEdits(entry.letters, joined, entry.edits)));
      if (match === undefined) continue;
      const endWord = aloneMatch === undefined ? first + 1 : first;
      found.push({ start: words[first]!.start, end: words[endWord]!.end, kinds: match.kinds });
      first = endWord;
    }
    for (let last = 1; last < words.length; last++) {
      const word = words[last]!.word;
      if ([...word].length < MINIMUM_FUZZY_WORD_LENGTH - 1) continue;
      for (let count = 1; count < MAXIMUM_PHRASE_WORDS && count <= last; count++) {
        const first = last - count;
        const key = words
          .slice(first, last)
          .map((entry) => entry.word)
          .join(' ');
        const match = index.get(key)?.find((entry) => entry.last !== word && oneEditApart(entry.last, word));
        if (match !== undefined) {
          found.push({ start: words[first]!.start, end: words[last]!.end, kinds: match.kinds });
          break;
        }
      }
    }
  }
  return found;
}

/** Whether `first` becomes `second` by one letter added, dropped or changed, or two neighbours swapped. */
export function oneEditApart(first: string, second: string): boolean {
  const a = [...first];
  const b = [...second];
  if (Math.abs(a.length - b.length) > 1) return false;
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < a.length - prefix &&
    suffix < b.length - prefix &&
    a[a.length - 1 - suffix] === b[b.length - 1 - suffix]
  )
    suffix++;
  const restA = a.length - prefix - suffix;
  const restB = b.length - prefix - suffix;
  if (restA + restB === 0) return false;
  if (restA <= 1 && restB <= 1) return true;
  // two neighbours swapped
  return restA === 2 && restB === 2 && a[prefix] === b[prefix + 1] && a[prefix + 1] === b[prefix];
}

/**
 * Whether `first` becomes `second` in at most `edits` letters added, dropped or changed, or
 * neighbours swapped (optimal string alignment distance), computed in one band of the table.
 */
export function withinEdits(first: readonly string[], second: readonly string[], edits: number): boolean {
  if (Math.abs(first.length - second.length) > edits) return false;
  const width = second.length + 1;
  let before = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, column) => column);
  for (let row = 1; row <= first.length; row++) {
    const current = new Array<number>(width).fill(0);
    current[0] = row;
    let rowBest = row;
    for (let column = 1; column < width; column++) {
      const cost = first[row - 1] === second[column - 1] ? 0 : 1;
      let value = Math.min(previous[column]! + 1, current[column - 1]! + 1, previous[column - 1]! + cost);
      if (
        row > 1 &&
        column > 1 &&
        first[row - 1] === second[column - 2] &&
        first[row - 2] === second[column - 1]
      ) {
        value = Math.min(value, before[column - 2]! + 1);
      }
      current[column] = value;
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > edits) return false;
    before = previous;
    previous = current;
  }
  return previous[second.length]! <= edits;
}
