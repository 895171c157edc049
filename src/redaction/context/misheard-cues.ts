/**
 * Context phrases a speech recogniser misspelled in a question. Whisper writes what it heard,
 * and a long word it is unsure of comes out one letter off ("E la sua data di Nasita?" for
 * "nascita"); the question then asks for nothing and its answer goes unread. In one-line text
 * (a recogniser's output), a question (a sentence ending with `?`) that holds no cue is read
 * again: a context phrase of two words or more whose words before the last are there exactly and
 * whose last word (at least {@link MINIMUM_FUZZY_WORD_LENGTH} letters) is one edit away
 * (a letter added, dropped, changed, or two swapped) is a cue there.
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

/** Phrases by their words before the last (joined by one space), with their last word and kinds. */
type FuzzyIndex = Map<string, Array<{ last: string; kinds: ReadonlySet<ContextKind> }>>;

const indexes = new WeakMap<ReadonlyMap<string, ReadonlySet<ContextKind>>, FuzzyIndex>();

function fuzzyIndex(kindsByPhrase: ReadonlyMap<string, ReadonlySet<ContextKind>>): FuzzyIndex {
  let index = indexes.get(kindsByPhrase);
  if (index !== undefined) return index;
  index = new Map();
  for (const [phrase, kinds] of kindsByPhrase) {
    const words = phrase.split(' ');
    const last = words.at(-1)!;
    if (words.length < 2 || words.length > MAXIMUM_PHRASE_WORDS) continue;
    if ([...last].length < MINIMUM_FUZZY_WORD_LENGTH || !/^\p{L}+$/u.test(last)) continue;
    const key = words.slice(0, -1).join(' ');
    const entries = index.get(key) ?? [];
    entries.push({ last, kinds });
    index.set(key, entries);
  }
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
