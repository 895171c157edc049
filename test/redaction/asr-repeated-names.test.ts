import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';

// text from speech: a name masked where it is given is masked at each repeat, though the view
// restored its capital at the introduction only and the evidence there was weak
describe('repeats of a name in text from speech', () => {
  it.each<[LanguageName, string, string]>([
    // a name glued to the introduction ("nguzanelo") is said again alone, in lower case
    [
      'Isixhosa',
      'molo igama lam nguzanelo ndingakunceda njani kulungile zanelo ndifuna ukubuza ngombane wam',
      'molo igama lam ngu[PERSON_NAME] ndingakunceda njani kulungile [PERSON_NAME] ndifuna ukubuza ngombane wam',
    ],
    // a speaker's name that just passed the threshold: its repeat is no weaker
    [
      'Sesotho',
      'dumela o bua le ofisi ya hr ke mpholoeng dumela mpholoeng ke kopa thuso ka moputso oa ka',
      'dumela o bua le ofisi ya hr ke [PERSON_NAME] dumela [PERSON_NAME] ke kopa thuso ka moputso oa ka',
    ],
  ])('%s: %s', async (language, text, redacted) => {
    expect((await redact({ text, language })).result).toBe(redacted);
  });
});
