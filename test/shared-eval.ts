/**
 * The evaluation data beside the repository (`../shared/eval`): CI has it, a bare clone does not.
 * Tests that read it skip when it is absent and say so in one line on stderr (once per file).
 *
 * @example
 * ```ts
 * const SPEECH = sharedEval('speech');
 * describe.skipIf(SPEECH === undefined)('decodeAudio on real recordings', () => { ... });
 * ```
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `../shared/eval`, next to the repository root. */
export const SHARED_EVAL = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared/eval');

/**
 * The absolute path of `../shared/eval/<relative>`, or `undefined` (after one line on stderr
 * naming what is skipped) when it does not exist.
 */
export function sharedEval(relative: string, skipped = 'the tests that read it'): string | undefined {
  const location = path.join(SHARED_EVAL, relative);
  if (existsSync(location)) return location;
  process.stderr.write(
    `skipped: ${skipped} (../shared/eval/${relative} is absent: a bare clone; CI has it)\n`,
  );
  return undefined;
}
