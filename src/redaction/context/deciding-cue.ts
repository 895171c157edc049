/**
 * Which cue decides a value's type when several cue words stand before it: the nearest one before
 * the value (an answer cue the turn model puts at the start of an answer turn included), where a
 * bare word for "number" ("numéro") decides only when no cue of a type stands in the window.
 *
 * @example
 * ```ts
 * // 'votre compte, le numéro : 0042 1578 8830': the ACCOUNT_NUMBER cue "compte" decides, not
 * // "numéro" (a PHONE_NUMBER cue alone)
 * decidingCue(input, 38, CONTEXT_WINDOW)?.kinds.has('ACCOUNT_NUMBER'); // true
 * ```
 */
import type { LanguageName } from '../../languages.js';
import type { ContextCue } from './context-cue.js';
import { type ContextIndex, normalizePhrase, numberWordsOf } from './context-index.js';
import { CONTEXT_WORDS, type ContextKind, contextPhrases } from './context-words.js';

/** What {@link decidingCue} reads: the text, its language and its cues. */
export interface CueInput {
  text: string;
  language: LanguageName;
  context: ContextIndex;
}

/** Per language, the cue phrases made only of its words for "number" ("numéro"). */
const genericPhrases = new Map<LanguageName, ReadonlySet<string>>();

function genericPhrasesOf(language: LanguageName): ReadonlySet<string> {
  let phrases = genericPhrases.get(language);
  if (phrases === undefined) {
    const kindsByPhrase = new Map<string, Set<ContextKind>>();
    for (const kind of Object.keys(CONTEXT_WORDS) as ContextKind[])
      for (const phrase of contextPhrases(language, kind)) {
        const normalized = normalizePhrase(phrase);
        const kinds = kindsByPhrase.get(normalized) ?? new Set<ContextKind>();
        kinds.add(kind);
        kindsByPhrase.set(normalized, kinds);
      }
    const numberWords = numberWordsOf(kindsByPhrase);
    phrases = new Set(
      [...kindsByPhrase.keys()].filter((phrase) => phrase.split(' ').every((word) => numberWords.has(word))),
    );
    genericPhrases.set(language, phrases);
  }
  return phrases;
}

/** `true` when `cue` is only a word for "number" ("numéro"), which says no type of its own. */
export function isGenericCue(input: CueInput, cue: ContextCue): boolean {
  if (cue.start === cue.end) return false;
  const phrases = genericPhrasesOf(input.language);
  return phrases.size > 0 && phrases.has(normalizePhrase(input.text.slice(cue.start, cue.end)));
}

/**
 * The cue that decides the type of a value starting at `position`: the nearest cue ending within
 * `window` before it that is no bare word for "number", else the nearest such word; `undefined`
 * when no cue ends there.
 */
export function decidingCue(input: CueInput, position: number, window: number): ContextCue | undefined {
  if (input.context.cues.length === 0) return undefined;
  const cues = input.context.cuesBefore(position, window);
  for (let index = cues.length - 1; index >= 0; index--)
    if (!isGenericCue(input, cues[index]!)) return cues[index];
  return cues.at(-1);
}
