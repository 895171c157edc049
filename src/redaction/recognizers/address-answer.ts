/**
 * An address given as the answer to an address question. People answer "Where do you stay?" with
 * places, not street words: "Gwale, kusa da masallacin Juma'a, gida mai lamba 27, Kano",
 * "Bonamoussadi, carrefour Kotto, derrière la pharmacie", "Plot 22, Kiwatule, near the Total
 * petrol station". When the turn model opens an answer with an ADDRESS cue (context/turn-cues.ts)
 * after a turn that asks for an address (a question, or a request its address cue ends),
 * the rest of the answer's line is the address, from its first capitalised word or digit (or
 * its start in a script without letter case) to its end, provided it looks like one:
 * a digit, or two capitalised words, or a capitalised word and a comma between two parts, and at
 * most 200 characters.
 * "Yes, still the same" or "I moved last month" are left alone.
 *
 * @example
 * ```ts
 * // 'Agent: And your address?\nCaller: Gwale, near the Friday mosque, Kano.'
 * // -> ADDRESS 'Gwale, near the Friday mosque, Kano'
 * ```
 */
import type { RecognizedEntity } from '../recognized-entity.js';
import type { AnalysisInput, CustomRecognizer } from '../recognizer.js';
import { STOP_WORD, wordFacts } from './person-name-word-facts.js';

/** As sure as a validated value: the answer is taken whole over the shorter spans found inside it (the longer wins a tie). */
export const ADDRESS_ANSWER_SCORE = 1;
const MAX_LENGTH = 200;
const CASED_WORD = /(?<![\p{L}\p{M}\p{N}])[\p{Lu}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu;
const UNCASED_SCRIPT = /[\u0600-\u06FF\u1200-\u139F]/u;

/** The recognizer of answered addresses. */
export const addressAnswerRecognizer: CustomRecognizer = {
  kind: 'custom',
  name: 'address-answer',
  entityTypes: ['ADDRESS'],
  languages: 'all',
  analyze(input: AnalysisInput): RecognizedEntity[] {
    const { text, context } = input;
    const entities: RecognizedEntity[] = [];
    for (const cue of context.cues) {
      if (cue.start !== cue.end || !cue.kinds.has('ADDRESS') || !asksForAddress(text, context, cue.start))
        continue;
      const lineEnd = text.indexOf('\n', cue.end);
      const answer = text.slice(cue.end, lineEnd === -1 ? text.length : lineEnd);
      const offset = UNCASED_SCRIPT.test(answer.slice(0, 8)) ? 0 : addressStart(answer);
      if (offset < 0) continue;
      const value = answer.slice(offset).replace(/[\s,;:.!?؟።]+$/u, '');
      if (value.length === 0 || value.length > MAX_LENGTH || !looksLikeAddress(value)) continue;
      const start = cue.end + offset;
      entities.push({
        type: 'ADDRESS',
        start,
        end: start + value.length,
        score: ADDRESS_ANSWER_SCORE,
        recognizer: 'address-answer',
      });
    }
    return entities;
  },
};

/** The first digit or capitalised word that is no stop word ("Ja, Lindenstraße 42" starts at "Lindenstraße"); -1 when none. */
function addressStart(answer: string): number {
  for (const match of answer.matchAll(CASED_WORD)) {
    if (/^\p{N}/u.test(match[0]) || (wordFacts(match[0]) & STOP_WORD) === 0) return match.index;
  }
  return -1;
}

/** Most characters after the address cue in a line that asks for it without a question mark ("Sicela idilesi yasekhaya."). */
const REQUEST_TAIL = 24;

/**
 * The turn before the answer asks for an address: it ends with a question mark, or its last address
 * cue ends it (within {@link REQUEST_TAIL} characters). A statement that holds an address cue
 * ("Ndihlala eNqamakwe, ...") answers nothing: the line after it is no address.
 */
function asksForAddress(text: string, context: AnalysisInput['context'], answerStart: number): boolean {
  const lineStart = text.lastIndexOf('\n', answerStart - 1);
  if (lineStart <= 0) return false;
  const previousStart = text.lastIndexOf('\n', lineStart - 1) + 1;
  const previous = text.slice(previousStart, lineStart).trimEnd();
  if (/[?؟፧]$/u.test(previous)) return true;
  const cues = context.cuesBefore(lineStart, lineStart - previousStart);
  for (let index = cues.length - 1; index >= 0; index--) {
    const cue = cues[index]!;
    if (cue.start < cue.end && cue.start >= previousStart && cue.kinds.has('ADDRESS')) {
      return previousStart + previous.length - cue.end <= REQUEST_TAIL;
    }
  }
  return false;
}

/** A digit, two capitalised words (no stop words), or a capitalised word and two parts joined by a comma; in a script without case, a digit or a comma. */
function looksLikeAddress(value: string): boolean {
  if (/\p{N}/u.test(value)) return true;
  const twoParts = /[^\s,،፣]+\s*[,،፣]\s*[^\s,،፣]+/u.test(value);
  if (UNCASED_SCRIPT.test(value.slice(0, 8))) return twoParts;
  let capitalised = 0;
  for (const match of value.matchAll(CASED_WORD)) if ((wordFacts(match[0]) & STOP_WORD) === 0) capitalised++;
  return capitalised >= 2 || (capitalised >= 1 && twoParts);
}
