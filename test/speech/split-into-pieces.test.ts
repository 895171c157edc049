import { describe, expect, it } from 'vitest';
import { splitIntoPieces } from '../../src/speech/index.js';

describe('splitIntoPieces', () => {
  it.each([
    { text: 'One. Two? Three!', maxCodePoints: 9, expected: ['One. Two?', 'Three!'] },
    { text: 'One. Two? Three!', maxCodePoints: 400, expected: ['One. Two? Three!'] },
    { text: '  Hello   world.  ', maxCodePoints: 400, expected: ['Hello world.'] },
    { text: 'ሰላም ነው። ስሜ ዮሐንስ ነው።', maxCodePoints: 12, expected: ['ሰላም ነው።', 'ስሜ ዮሐንስ ነው።'] },
    { text: 'كيف حالك؟ أنا بخير.', maxCodePoints: 10, expected: ['كيف حالك؟', 'أنا بخير.'] },
    { text: 'alpha beta, gamma delta', maxCodePoints: 15, expected: ['alpha beta,', 'gamma delta'] },
    { text: 'abcdefghij', maxCodePoints: 4, expected: ['abcd', 'efgh', 'ij'] },
    { text: '😀😀😀', maxCodePoints: 2, expected: ['😀😀', '😀'] },
    { text: 'First line\nSecond line', maxCodePoints: 400, expected: ['First line Second line'] },
    { text: '   ', maxCodePoints: 400, expected: [] },
  ])('$text / $maxCodePoints', ({ text, maxCodePoints, expected }) => {
    expect(splitIntoPieces({ text, maxCodePoints })).toEqual(expected);
  });

  it('never returns a piece longer than the limit', () => {
    const text = 'Word '.repeat(500) + 'x'.repeat(900);
    for (const piece of splitIntoPieces({ text, maxCodePoints: 50 })) {
      expect([...piece].length).toBeLessThanOrEqual(50);
    }
  });

  it('rejects a non-positive limit', () => {
    expect(() => splitIntoPieces({ text: 'a', maxCodePoints: 0 })).toThrow(RangeError);
  });
});
