/**
 * PERSON_NAME in a team line-up, as sports news prints it in any language: a line that opens with
 * a team (one to four capitalised words and a colon, twice at most: "Colombia XI :") and goes on
 * with five or more names separated by commas or semicolons, each one to four capitalised words,
 * initials (`R .`, `P.`) or surname particles (`De`, `van`, `al`), a substitute in brackets after
 * it (`Hassen ( Mustapha 16 ' )`). At least four in five of the items must be names: then every
 * name item is a person, though it is in no list and has no cue ("Iceland : Halldorsson ,
 * Saevarsson , Arnason , R . Sigurdsson , Magnusson"). The team before the colon stays unmasked.
 * A line read this way is short and has a colon, so most texts are passed over at once.
 *
 * @example
 * ```ts
 * // 'Egypt : Elshenewy ; Fathi , Gabr , Hegazi , Abdel Shafi ; Hamed' -> PERSON_NAME 'Elshenewy', ..., 'Hamed'
 * ```
 */
import type { RecognizedEntity } from '../recognized-entity.js';
import type { AnalysisInput, CustomRecognizer } from '../recognizer.js';
import { CAPITALISED_RUN_LANGUAGES } from './capitalised-name-run.js';

/** Score of a name in a line-up: the list's shape is the only cue, as for a capitalised run. */
export const LINE_UP_NAME_SCORE = 0.6;
/** Fewest items of a line-up (fewer are an ordinary list of places or things). */
export const MIN_LINE_UP_ITEMS = 5;
/** Longest line read as a line-up (a squad of 23 with substitutes fits). */
const MAX_LINE_LENGTH = 1_200;

/** The team: one to four capitalised words (or `XI`) and a colon, once or twice. */
const TEAM = /^[ \t]*(?:\p{Lu}[\p{L}\p{M}'’.-]*(?:[ ]\p{Lu}[\p{L}\p{M}'’.-]*){0,3}[ ]?:[ ]?){1,2}/u;
/** One word of a name: capitalised, an initial with its full stop, or a particle. */
const NAME_WORD =
  "(?:\\p{Lu}[\\p{Ll}\\p{M}'’]+(?:-\\p{Lu}?[\\p{Ll}\\p{M}'’]+)?|\\p{Lu}{2}(?=[ ]\\p{Lu}\\p{Ll})|\\p{Lu}[ ]?\\.|de|da|di|dos|del|van|von|der|den|el|al|bin|ben|le|la)";
const NAME = `${NAME_WORD}(?:[ ]${NAME_WORD}){0,3}`;
/**
 * An item: a name, then maybe its substitute in brackets with the minute (`( Mustapha 16 ' )`).
 * Created on the first line that reads as a line-up's team: reading the pattern took about 2 ms of
 * every import, and most texts hold no line-up.
 */
let item: RegExp | undefined;

function itemPattern(): RegExp {
  item ??= new RegExp(`^(${NAME})(?:[ ]?\\([ ]?(${NAME})(?:[ ]?\\d{1,3}[ ]?['’+]*)?[ ]?\\))?[ ]?\\.?$`, 'u');
  return item;
}
/** What separates items. */
const SEPARATOR = /[ ]?[,;][ ]?/u;
/** A name must hold a capitalised word of two letters or more (not only initials and particles). */
const HAS_WORD = /\p{Lu}\p{Ll}/u;

/** The line-up recognizer. */
export const lineUpNameRecognizer: CustomRecognizer = {
  kind: 'custom',
  name: 'person-name-line-up',
  entityTypes: ['PERSON_NAME'],
  languages: CAPITALISED_RUN_LANGUAGES,
  analyze(input: AnalysisInput): RecognizedEntity[] {
    const { text } = input;
    if (!text.includes(':')) return [];
    const entities: RecognizedEntity[] = [];
    let lineStart = 0;
    while (lineStart <= text.length) {
      let lineEnd = text.indexOf('\n', lineStart);
      if (lineEnd < 0) lineEnd = text.length;
      if (lineEnd - lineStart <= MAX_LINE_LENGTH) readLine(text, lineStart, lineEnd, entities);
      lineStart = lineEnd + 1;
    }
    return entities;
  },
};

/** The names of the line-up on `text[start, end)`, if the line is one. */
function readLine(text: string, start: number, end: number, entities: RecognizedEntity[]): void {
  const line = text.slice(start, end).replace(/\r$/u, '');
  const team = TEAM.exec(line);
  if (team === null) return;
  const names: RecognizedEntity[] = [];
  let items = 0;
  let nameItems = 0;
  let position = team[0].length;
  const rest = line.slice(position);
  for (const part of rest.split(SEPARATOR)) {
    const partStart = line.indexOf(part, position);
    position = partStart + part.length;
    if (part.trim() === '') continue;
    items++;
    const match = itemPattern().exec(part);
    if (match === null || !HAS_WORD.test(match[1]!)) continue;
    nameItems++;
    for (const name of [match[1], match[2]]) {
      if (name === undefined || !HAS_WORD.test(name)) continue;
      const nameStart = start + partStart + part.indexOf(name);
      names.push({
        type: 'PERSON_NAME',
        start: nameStart,
        end: nameStart + name.length,
        score: LINE_UP_NAME_SCORE,
        recognizer: 'person-name-line-up',
      });
    }
  }
  if (items < MIN_LINE_UP_ITEMS || nameItems * 5 < items * 4) return;
  for (const name of names) entities.push(name);
}
