/**
 * Splits a redaction into pieces at turn and sentence boundaries of the input (after a newline,
 * or after `.`, `?`, `!` followed by whitespace) that no entity crosses. Each piece's output is
 * its slice with placeholders applied and the allowlist enforced; since placeholder-like tokens
 * never contain a newline or sentence punctuation, the pieces concatenate to exactly the
 * whole-text output. `redact` joins them; `redactStream` yields them.
 *
 * @example
 * ```ts
 * buildRedactionPieces('Hi.\nMy name is Ada.', entities).map((piece) => piece.text);
 * // ['Hi.\n', 'My name is [PERSON_NAME].']
 * ```
 */
import { needsAllowlistScan, replaceSpans } from './anonymize.js';
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

/** The pieces; see the module comment. */
export function buildRedactionPieces(text: string, entities: readonly RecognizedEntity[]): RedactionPiece[] {
  const pieces: RedactionPiece[] = [];
  const checked = needsAllowlistScan(text, entities);
  let pieceStart = 0;
  let entityIndex = 0;
  const emit = (end: number) => {
    const inside: RecognizedEntity[] = [];
    while (entityIndex < entities.length && entities[entityIndex]!.end <= end)
      inside.push(entities[entityIndex++]!);
    const replaced = replaceSpans(text, inside, pieceStart, end);
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
