import { describe, expect, it } from 'vitest';
import { WordMemo } from '../../src/redaction/recognizers/capitalised-word-memo.js';
import { CodeUnits } from '../../src/redaction/recognizers/code-units.js';
import { seededUint32 } from './seeded-random.js';

const SYLLABLES = ['a', 'Ba', 'ko', 'Mi', 'tu', 'é', 'ọ', '\u0301', '😀', '’', '-', 'sha', 'Ngu'];

describe('WordMemo', () => {
  it('gives what the function computes from the word, once per word', () => {
    const computed: string[] = [];
    const memo = new WordMemo((word) => {
      computed.push(word);
      return `<${word}>`;
    });
    const codeUnits = new CodeUnits();
    const text = 'Adé met Adé and Ade';
    const units = codeUnits.load(text);
    expect(memo.get(text, units, 0, 3)).toBe('<Adé>');
    expect(memo.get(text, units, 8, 11)).toBe('<Adé>');
    expect(memo.get(text, units, 16, 19)).toBe('<Ade>');
    expect(memo.get(text, units, 4, 4)).toBe('<>');
    expect(computed).toEqual(['Adé', 'Ade', '']);
  });

  it('agrees with the function on 200,000 words of generated texts (the memo starting over many times)', () => {
    const next = seededUint32(9);
    const memo = new WordMemo((word) => `${word.length}:${word}`);
    const codeUnits = new CodeUnits();
    const disagreements: string[] = [];
    for (let index = 0; index < 20_000; index++) {
      let text = '';
      for (let piece = 1 + (next() % 30); piece > 0; piece--) text += SYLLABLES[next() % SYLLABLES.length];
      const units = codeUnits.load(text);
      for (let word = 0; word < 10; word++) {
        const start = next() % (text.length + 1);
        // mostly short words, some longer than the memo keeps
        const end = Math.min(text.length, start + (next() % (next() % 8 === 0 ? 60 : 12)));
        if (memo.get(text, units, start, end) !== `${end - start}:${text.slice(start, end)}`)
          disagreements.push(`${JSON.stringify(text)} ${start}-${end}`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});
