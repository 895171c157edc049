/**
 * Parses a whole-number CLI option: commander's `argParser` for `--port`, `--tts-concurrency`
 * and the like, refusing anything else with an {@link InvalidInputError} that names the option.
 *
 * @example
 * ```ts
 * program.option('--port <port>', 'port to listen on', integerOption('port', 0), 8080);
 * integerOption('port', 0)('8080'); // 8080
 * integerOption('port', 0)('-1'); // throws: Expected port to be an integer of at least 0, got -1.
 * ```
 */
import { InvalidInputError } from '../../errors/invalid-input-error.js';

/** A parser of option `name`'s value: an integer of at least `minimum`. */
export function integerOption(name: string, minimum: number): (value: string) => number {
  return (value) => {
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < minimum) {
      throw new InvalidInputError({
        message: `Expected ${name} to be an integer of at least ${minimum}, got ${value}.`,
      });
    }
    return parsed;
  };
}
