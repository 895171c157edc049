import { describe, expect, it } from 'vitest';
import { CodeUnits } from '../../src/redaction/recognizers/code-units.js';
import { seededUint32 } from './seeded-random.js';

/** The code units `charCodeAt` reads, then the two 0 code units `CodeUnits.load` puts after them. */
function expectedUnits(text: string): number[] {
  return [...Array.from({ length: text.length }, (_, index) => text.charCodeAt(index)), 0, 0];
}

function loadedUnits(codeUnits: CodeUnits, text: string): number[] {
  return Array.from(codeUnits.load(text).subarray(0, text.length + 2));
}

const PIECES = [
  'a',
  'Z',
  ' ',
  'é',
  'ß',
  'ሀ',
  'ọ',
  '\u0301',
  '😀',
  '𝐀',
  '\ud800',
  '\udc00',
  '\u0000',
  '\uffff',
  '’',
  '\r\n',
];

describe('CodeUnits', () => {
  it.each([
    ['', [0, 0]],
    ['Adé', [0x41, 0x64, 0xe9, 0, 0]],
    ['ሀ😀', [0x1200, 0xd83d, 0xde00, 0, 0]],
    // lone surrogates stay as they are
    ['\ud800x\udc00', [0xd800, 0x78, 0xdc00, 0, 0]],
  ])('loads %j', (text, expected) => {
    expect(loadedUnits(new CodeUnits(), text)).toEqual(expected);
  });

  it('puts two 0 code units after a shorter text than the one before', () => {
    const codeUnits = new CodeUnits();
    codeUnits.load('a much longer text');
    expect(loadedUnits(codeUnits, 'ab')).toEqual([0x61, 0x62, 0, 0]);
  });

  it('loads texts longer than its first array and than what it keeps', () => {
    const codeUnits = new CodeUnits();
    for (const length of [4094, 4095, 5000, 70_000, 10]) {
      const text = 'Aé😀 '.repeat(length).slice(0, length);
      expect(loadedUnits(codeUnits, text)).toEqual(expectedUnits(text));
    }
  });

  it('agrees with charCodeAt on 5,000 generated texts', () => {
    const next = seededUint32(5);
    const codeUnits = new CodeUnits();
    const disagreements: string[] = [];
    for (let index = 0; index < 5000; index++) {
      let text = '';
      for (let piece = next() % 40; piece > 0; piece--) text += PIECES[next() % PIECES.length];
      // a sliced text, as the engine often gets
      if (next() % 2 === 0) text = `${text}${text}`.slice(1, 1 + text.length);
      if (loadedUnits(codeUnits, text).join() !== expectedUnits(text).join())
        disagreements.push(JSON.stringify(text));
    }
    expect(disagreements).toEqual([]);
  });
});
