import { describe, expect, it } from 'vitest';
import { findPlaceholderViolations, redact } from '../../src/redaction/index.js';
import { loadCorpus } from './corpus.js';

// Inputs built to make backtracking regexes blow up. Every pattern is linear, so each one
// finishes (vitest's own timeout is the only limit; no timing threshold is asserted).
const SIZE = 200_000;
const adversarial: Array<[string, string]> = [
  ['one long digit run', '1'.repeat(SIZE)],
  ['spaced single digits', '1 '.repeat(SIZE / 2)],
  ['dashed digits', '1-'.repeat(SIZE / 2)],
  ['dotted digits', '1.'.repeat(SIZE / 2)],
  ['one long run of dots', '.'.repeat(SIZE)],
  ['one long run of spaces', `a${' '.repeat(SIZE)}b`],
  ['many opening brackets', '['.repeat(SIZE)],
  ['brackets around letters', '[A'.repeat(SIZE / 2)],
  ['nested brackets', `${'['.repeat(SIZE / 2)}PERSON${']'.repeat(SIZE / 2)}`],
  ['angle tags', '<A'.repeat(SIZE / 2)],
  ['at signs', 'a@'.repeat(SIZE / 2)],
  ['one huge line of capitals', 'Ab '.repeat(SIZE / 3)],
  ['prefix soup', 'TXN-'.repeat(SIZE / 4)],
  ['hyphen-joined words', 'well-'.repeat(SIZE / 5)],
  ['hyphen-joined digit words', 'six-'.repeat(SIZE / 4)],
  ['plus signs and digits', '+1'.repeat(SIZE / 2)],
];

describe('adversarial inputs', () => {
  it.each(adversarial)('%s: completes and keeps the text', async (_name, text) => {
    const result = await redact({ text, language: 'English' });
    expect(result.result.length).toBeGreaterThan(0);
    expect(findPlaceholderViolations(result.result)).toEqual([]);
    if (result.entities.length === 0 && !/[[<{]/.test(text)) expect(result.result).toBe(text);
  });

  it('redacts 1 MB of transcripts with the same output as its parts', async () => {
    const transcripts = loadCorpus().filter((transcript) => transcript.language === 'Swahili');
    const block = transcripts.map((transcript) => transcript.text).join('\n\n');
    const copies = Math.ceil(1_000_000 / (block.length + 2));
    const text = Array.from({ length: copies }, () => block).join('\n\n');
    expect(text.length).toBeGreaterThanOrEqual(1_000_000);
    const whole = await redact({ text, language: 'Swahili' });
    const single = await redact({ text: block, language: 'Swahili' });
    expect(whole.result).toBe(Array.from({ length: copies }, () => single.result).join('\n\n'));
  });
});
