import { describe, expect, it } from 'vitest';
import { DigitRunFacts, digitRunFacts } from '../../src/redaction/digit-run-facts.js';
import { TextScan } from '../../src/redaction/text-scan.js';
import { seededUint32 } from './seeded-random.js';

/** Per digit run: its digits, with those of the runs after it while one joiner stands alone between. */
function joinedByRegex(text: string, joiners: string): number[] {
  const runs = [...text.matchAll(/[0-9]+/g)].map((match) => [match.index, match[0].length] as const);
  return runs.map((_, first) => {
    let digits = 0;
    for (let index = first; index < runs.length; index++) {
      digits += runs[index]![1];
      const end = runs[index]![0] + runs[index]![1];
      const next = runs[index + 1];
      if (!next || next[0] !== end + 1 || joiners === '' || !joiners.includes(text[end]!)) break;
    }
    return digits;
  });
}

describe('digitRunFacts', () => {
  it('counts the digits of each run, alone and joined', () => {
    const text = 'card 4111 1111 1111 1111, call 0803-12';
    const facts = digitRunFacts(text, new TextScan(text));
    expect(facts.counts).toEqual([4, 4, 4, 4, 4, 2]);
    expect(facts.most).toBe(4);
    expect(facts.joined(' -').counts).toEqual([16, 12, 8, 4, 6, 2]);
    expect(facts.joined(' -').most).toBe(16);
    expect(facts.joined(' ').counts).toEqual([16, 12, 8, 4, 4, 2]);
    expect(facts.joined('')).toBe(facts);
  });

  it('is computed once per text, and again for another one', () => {
    const first = new TextScan('a 12 b');
    const second = new TextScan('a 123 b');
    const facts = digitRunFacts(first.text, first);
    expect(digitRunFacts(first.text, first)).toBe(facts);
    expect(digitRunFacts(second.text, second).counts).toEqual([3]);
    expect(digitRunFacts(first.text, first).counts).toEqual([2]);
  });

  it('agrees with a regex reading on generated texts', () => {
    const next = seededUint32(29);
    const pieces = ['1', '23', '4567', ' ', '-', '\u00a0', '  ', 'a', '.', '٣', '𝟙'];
    for (let round = 0; round < 5000; round++) {
      let text = '';
      const length = next() % 16;
      for (let index = 0; index < length; index++) text += pieces[next() % pieces.length];
      const facts = new DigitRunFacts(text, new TextScan(text).digitRunStarts);
      for (const joiners of ['', ' ', ' \u00a0-']) {
        const expected = joinedByRegex(text, joiners);
        expect(facts.joined(joiners).counts, JSON.stringify(text)).toEqual(expected);
        expect(facts.joined(joiners).most).toBe(Math.max(0, ...expected));
      }
    }
  });
});
