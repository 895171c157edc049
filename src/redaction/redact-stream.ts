/**
 * `redactStream` yields the redacted text progressively, one piece per turn or sentence; the
 * pieces' `text` fields concatenate to exactly `redact(...).result`. Inputs are validated when
 * it is called (typed errors are thrown before any iteration). Names found late in the text are
 * masked early too, because the whole text is analysed before the first piece is yielded.
 *
 * @example
 * ```ts
 * import { redactStream } from 'langproc';
 * for await (const piece of redactStream({ text, language: 'Yoruba' })) process.stdout.write(piece.text);
 * ```
 */
import { throwIfAborted } from '../util/abort.js';
import { prepareRedaction, type RedactOptions } from './redact.js';
import type { RedactionPiece } from './redaction-pieces.js';

/** Redacts `options.text` and yields it piece by piece. */
export function redactStream(options: RedactOptions): AsyncIterable<RedactionPiece> {
  const run = prepareRedaction(options);
  return {
    async *[Symbol.asyncIterator]() {
      const { pieces } = await run();
      for (const piece of pieces) {
        throwIfAborted(options.abortSignal);
        yield piece;
      }
    },
  };
}
