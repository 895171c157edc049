/**
 * Splits a redaction into pieces at turn and sentence boundaries of the input (after a newline,
 * or after `.`, `?`, `!` followed by whitespace) that no entity crosses. Each piece's output is
 * its slice with placeholders (or the operators' outputs) applied and the allowlist enforced;
 * since placeholder-like tokens never contain a newline or sentence punctuation, the pieces
 * concatenate to exactly the whole-text output. `redactStream` yields them.
 *
 * @example
 * ```ts
 * buildRedactionPieces('Hi.\nMy name is Ada.', entities).map((piece) => piece.text);
 * // ['Hi.\n', 'My name is [PERSON_NAME].']
 * ```
 */
import { needsAllowlistScan, replaceSpans } from './anonymize.js';
import type { RedactedItem } from './apply-operators.js';
import type { RecognizedEntity } from './recognized-entity.js';
import { validatePlaceholders } from './validate-placeholders.js';

/** One piece of a redacted text. */
export interface RedactionPiece {
  /** Position of the piece (0, 1, 2, ...). */
  index: number;
  /** Offsets of the piece in the input text (end exclusive). */
  start: number;
  end: number;
  /** The redacted piece. */
  text: string;
  /** Entities inside the piece (offsets into the input text). */
  entities: RecognizedEntity[];
}

const BOUNDARY = /\n|(?<![.?!。])[.?!。]+[ \t]+/g;

/** A whole-text operator output (before the allowlist) and its items, one per entity in order. */
export interface OperatedText {
  text: string;
  items: readonly RedactedItem[];
}

/**
 * The pieces; see the module comment. With `operated` (operators other than placeholders), each
 * piece is the matching slice of that output (an input position outside the entities moves by
 * the length changes of the entities before it), with the allowlist enforced per piece.
 */
export function buildRedactionPieces(
  text: string,
  entities: readonly RecognizedEntity[],
  operated?: OperatedText,
): RedactionPiece[] {
  const pieces: RedactionPiece[] = [];
  const checked = operated !== undefined || needsAllowlistScan(text, entities);
  let pieceStart = 0;
  let entityIndex = 0;
  // output offset minus input offset at the current piece start (operated output only)
  let shift = 0;
  const emit = (end: number) => {
    const inside: RecognizedEntity[] = [];
    const outputStart = pieceStart + shift;
    while (entityIndex < entities.length && entities[entityIndex]!.end <= end) {
      const entity = entities[entityIndex]!;
      if (operated !== undefined) {
        const item = operated.items[entityIndex]!;
        shift += item.end - item.start - (entity.end - entity.start);
      }
      inside.push(entity);
      entityIndex++;
    }
    const replaced =
      operated === undefined
        ? replaceSpans(text, inside, pieceStart, end)
        : operated.text.slice(outputStart, end + shift);
    pieces.push({
      index: pieces.length,
      start: pieceStart,
      end,
      text: checked ? validatePlaceholders(replaced).text : replaced,
      entities: inside,
    });
    pieceStart = end;
  };
  const regex = BOUNDARY;
  regex.lastIndex = 0;
  let probe = 0;
  for (let match = regex.exec(text); match !== null; match = regex.exec(text)) {
    const cut = match.index + match[0].length;
    // entities are sorted and disjoint: only the first one ending after the cut can cross it
    while (probe < entities.length && entities[probe]!.end <= cut) probe++;
    const crossing = probe < entities.length && entities[probe]!.start < cut;
    if (crossing || cut >= text.length) continue;
    emit(cut);
  }
  if (pieceStart < text.length || pieces.length === 0) emit(text.length);
  return pieces;
}
