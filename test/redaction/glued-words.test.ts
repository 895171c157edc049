import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';
import { gluedWordLength } from '../../src/redaction/reference-tokens.js';

describe('a word glued to a value by a hyphen', () => {
  it.each<[string, number]>([
    // the Nguni copula and locatives before a value
    ['Ngu-681104 5823 086', 4],
    ['yi-222 108 447', 3],
    ['ngu-DSP-5540981', 4],
    ['ku-0715093382', 3],
    // a code's own prefix in capitals stays; so does a word before small letters
    ['GHA-722019834-6', 0],
    ['EMP-5541', 0],
    ['ngu-sipho', 0],
    ['Isivumelwano-4471', 0],
    // capitals mixed through a prefix are the code's ("UofK-"); small letters glued before a
    // prefix's capitals are the word ("ndi" + "CM-...")
    ['UoN-21-MED-0193', 0],
    ['ndiPX-5512093-02', 3],
  ])('%s', (text, expected) => {
    expect(gluedWordLength(text, 0)).toBe(expected);
  });

  it.each<[LanguageName, string, string]>([
    [
      'Isixhosa',
      'Ummeli: Inombolo yesazisi sakho?\nUmthengi: Ngu-681104 5823 086.',
      'Ummeli: Inombolo yesazisi sakho?\nUmthengi: Ngu-[GOVERNMENT_ID].',
    ],
    [
      'Zulu',
      'Umenzeli: Sizokushayela kuphi?\nIkhasimende: Ku-072 418 3306.',
      'Umenzeli: Sizokushayela kuphi?\nIkhasimende: Ku-[PHONE_NUMBER].',
    ],
  ])('%s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});
