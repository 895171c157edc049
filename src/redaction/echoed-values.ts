/**
 * Echoed identifiers: once an identifier is found, the call reads it back in other forms that
 * propagation (the same characters again) does not see. A run of digit groups and short letter
 * codes that spells the same characters ("2023-DER-0441" read back "Dos mil veintitrés, DER, cero
 * cuatro cuatro uno", which the written view reads "2023, DER, 0441"), or a digit run that is the
 * end of its digits ("000971452" repeated "nove sette uno quattro cinque due", "... the one ending
 * 2291"), is the same value: it is masked with the found value's type. A bare end needs at least
 * {@link MIN_ECHOED_DIGITS} digits and, at four, no year ("2018" after "s0123 0045 2018").
 *
 * @example
 * ```ts
 * // 'Namba 000971452. Nimesema 971452.' with STUDENT_ID '000971452'
 * //   -> and STUDENT_ID '971452'
 * ```
 */
import { IDENTIFIER_TYPES } from './placeholder-types.js';
import type { RecognizedEntity } from './recognized-entity.js';

/** Fewest digits of an echoed end of a value. */
const MIN_ECHOED_DIGITS = 4;
/** Fewest characters (letters and digits) of a found value whose echoes are looked for. */
const MIN_VALUE_CHARACTERS = 6;
/** The score factor of an echo (as a propagated repeat). */
const ECHO_FACTOR = 0.95;
/** Digit groups and codes of at most three letters, joined by spaces, commas, hyphens or slashes. */
const ECHO_RUN =
  /(?<![\p{L}\p{N}])(?:\p{Lu}{1,3}|\d+)(?:(?:[ ,/-]|, )(?:\p{Lu}{1,3}|\d+))*(?![\p{L}\p{N}])/gu;
/** A year of the last two centuries, said alone: no echo of a value's end. */
const YEAR = /^(?:19|20)\d\d$/u;

/** `entities` (sorted by start, not overlapping) with the echoes of their identifiers added. */
export function withEchoedValues(text: string, entities: readonly RecognizedEntity[]): RecognizedEntity[] {
  // the found values by their key, and by each end of their digits (the first value wins)
  const byKey = new Map<string, RecognizedEntity>();
  const byEnd = new Map<string, RecognizedEntity>();
  for (const entity of entities) {
    if (!IDENTIFIER_TYPES.has(entity.type)) continue;
    const key = codeKey(text.slice(entity.start, entity.end));
    if (key.length < MIN_VALUE_CHARACTERS || byKey.has(key)) continue;
    const digits = key.replace(/\D/gu, '');
    // (an echo ends with the value's last two digits: without them elsewhere, there is none)
    const last = digits.slice(-2);
    if (
      last.length < 2 ||
      (text.lastIndexOf(last, entity.start - 1) === -1 && text.indexOf(last, entity.end) === -1)
    )
      continue;
    byKey.set(key, entity);
    for (let length = MIN_ECHOED_DIGITS; length < digits.length; length++) {
      const end = digits.slice(-length);
      if (!byEnd.has(end) && !(length === MIN_ECHOED_DIGITS && YEAR.test(end))) byEnd.set(end, entity);
    }
  }
  if (byKey.size === 0) return entities as RecognizedEntity[];
  const echoes: RecognizedEntity[] = [];
  /**
   * The entities an echo took in: pieces of it found alone, scored below it ("cero cuatro cuatro
   * uno" of "Dos mil veintitrés, DER, cero cuatro cuatro uno", an unannounced reference).
   */
  const takenIn = new Set<RecognizedEntity>();
  let next = 0;
  ECHO_RUN.lastIndex = 0;
  for (let match = ECHO_RUN.exec(text); match !== null; match = ECHO_RUN.exec(text)) {
    const start = match.index;
    const end = start + match[0].length;
    while (next < entities.length && entities[next]!.end <= start) next++;
    // (an entity inside the run is a piece of it; one that crosses its edge is another value)
    let inside = next;
    while (inside < entities.length && entities[inside]!.start < end && entities[inside]!.end <= end) {
      if (entities[inside]!.start < start) break;
      inside++;
    }
    if (inside < entities.length && entities[inside]!.start < end) continue;
    const key = codeKey(match[0]);
    // (a value is no echo of itself: a piece's own key gives way to the end of another value)
    const pieces = inside > next ? entities.slice(next, inside) : [];
    const whole = byKey.get(key);
    const source =
      whole !== undefined && !pieces.includes(whole)
        ? whole
        : /^\d+$/u.test(key)
          ? byEnd.get(key)
          : undefined;
    if (source === undefined || pieces.includes(source)) continue;
    // (a piece scored as high is a value found in its own right: "123456789" after "Omang")
    if (pieces.some((piece) => piece.score >= source.score * ECHO_FACTOR)) continue;
    for (let piece = next; piece < inside; piece++) takenIn.add(entities[piece]!);
    echoes.push({
      type: source.type,
      start,
      end,
      score: source.score * ECHO_FACTOR,
      recognizer: 'echoed-value',
    });
  }
  if (echoes.length === 0) return entities as RecognizedEntity[];
  return [...entities.filter((entity) => !takenIn.has(entity)), ...echoes].sort(
    (first, second) => first.start - second.start,
  );
}

/** The letters and digits of a value, in capitals ("2023-DER-0441" -> "2023DER0441"). */
function codeKey(value: string): string {
  return value.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase();
}
