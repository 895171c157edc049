/** Whole-number CLI options (`langproc serve` and `langproc worker`). */
import { describe, expect, it } from 'vitest';
import { integerOption } from '../../src/cli/commands/integer-option.js';

describe('integerOption', () => {
  it.each([
    ['port', 0, '0', 0],
    ['port', 0, '8080', 8080],
    ['tts-concurrency', 1, '1', 1],
  ])('%s (at least %d) reads %j as %d', (name, minimum, value, expected) => {
    expect(integerOption(name, minimum)(value)).toBe(expected);
  });

  it.each([
    ['port', 0, '-1', 'Expected port to be an integer of at least 0, got -1.'],
    ['tts-concurrency', 1, '0', 'Expected tts-concurrency to be an integer of at least 1, got 0.'],
    ['max-attempts', 1, '2.5', 'Expected max-attempts to be an integer of at least 1, got 2.5.'],
    ['body-limit', 1, 'many', 'Expected body-limit to be an integer of at least 1, got many.'],
  ])('%s (at least %d) refuses %j', (name, minimum, value, message) => {
    expect(() => integerOption(name, minimum)(value)).toThrow(
      expect.objectContaining({ code: 'invalid_input', message }),
    );
  });
});
