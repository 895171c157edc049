import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';

describe('a post-office box said without an address cue, in text from speech', () => {
  it.each<[LanguageName, string, string]>([
    // the box word, its number (a Kenyan box with its postcode after "dash") and the town
    [
      'English',
      'where should we post it p o box four four eight dash four zero one zero zero kisumu eh no sorry',
      'where should we post it [ADDRESS] eh no sorry',
    ],
    [
      'Afrikaans',
      'stuur dit asseblief na posbus drie een vier worcester dankie',
      'stuur dit asseblief na [ADDRESS] dankie',
    ],
    ['French', 'envoyez à b p deux cent douze bafoussam merci', 'envoyez à [ADDRESS] merci'],
    // one number word is no box number; "box" alone is no post-box word
    ['English', 'send it to p o box four okay', 'send it to p o box four okay'],
    ['English', 'the box has two cartons of four', 'the box has two cartons of four'],
  ])('%s %j', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});
