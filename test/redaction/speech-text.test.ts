import { describe, expect, it } from 'vitest';
import { isSpeechText } from '../../src/redaction/speech-text.js';

describe('isSpeechText', () => {
  it.each([
    ['nimero ya application ni b a 2611044', true],
    ['le numéro nni c est ci quatre deux', true],
    ['Your number?\nB A 2611044', false],
    ['line one\nline two', false],
    ['what is your number? 2611044', false],
    ['ما هو رقمك؟ ٢٦١١٠٤٤', false],
    ['ቁጥርዎ ስንት ነው፧ 2611044', false],
  ])('%s -> %s', (text, expected) => {
    expect(isSpeechText(text)).toBe(expected);
  });
});
