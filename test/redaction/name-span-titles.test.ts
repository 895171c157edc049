import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';
import { withoutLeadingTitle } from '../../src/redaction/recognizers/name-span-titles.js';

describe('titles and organisations at the edges of an introduced or answered name stay outside it', () => {
  it.each<[LanguageName, string, string]>([
    ['Swahili', 'Mhudumu: Habari. Naitwa Nesi Rehema.', 'Mhudumu: Habari. Naitwa Nesi [PERSON_NAME].'],
    [
      'German',
      'Grüß Gott, Sie sprechen mit Herrn Huber.',
      'Grüß Gott, Sie sprechen mit Herrn [PERSON_NAME].',
    ],
    ['Shona', 'Mushandi: Ndini Mai Dube.', 'Mushandi: Ndini Mai [PERSON_NAME].'],
    ['Yoruba', 'Èmi ni Nọ́ọ̀sì Àdùkẹ́.', 'Èmi ni Nọ́ọ̀sì [PERSON_NAME].'],
    [
      'Afrikaans',
      'goeiemiddag jy praat met suster annelie by mediclinic',
      'goeiemiddag jy praat met suster [PERSON_NAME] by mediclinic',
    ],
    // a surname particle before an acronym ends the name: the acronym is an organisation
    ['German', 'Fahrer: Hallo, hier ist Emre von DHL.', 'Fahrer: Hallo, hier ist [PERSON_NAME] von DHL.'],
    ['Italian', 'Corriere: Pronto, sono Luca di BRT.', 'Corriere: Pronto, sono [PERSON_NAME] di BRT.'],
    ['Afrikaans', 'my naam is Johan van der Merwe.', 'my naam is [PERSON_NAME].'],
    // a title alone stays masked: it may be the name
    ['Swahili', 'Habari, naitwa Nesi.', 'Habari, naitwa [PERSON_NAME].'],
    // the Nguni copula glued to the title is left out with it
    [
      'Isixhosa',
      'Umsebenzi: Ngubani igama lakho?\nUmthengi: NguMama Nokuzola Dyantyi.',
      'Umsebenzi: Ngubani igama lakho?\nUmthengi: NguMama [PERSON_NAME].',
    ],
    [
      'Zulu',
      'Umenzeli: Ngubani igama lakho?\nIkhasimende: NguNkosikazi Zanele Shabalala.',
      'Umenzeli: Ngubani igama lakho?\nIkhasimende: NguNkosikazi [PERSON_NAME].',
    ],
  ])('%s: %j', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });

  it.each<[LanguageName, string, number, number, number]>([
    ['Swahili', 'Naitwa Nesi Rehema.', 7, 18, 12],
    ['Twi', 'Me ne Maame Adjoa', 6, 17, 12],
    ['English', 'this is Dr. Kamau', 8, 17, 12],
    // not a title, or a title with nothing after it inside the span
    ['Swahili', 'Naitwa Rehema Achieng', 7, 21, 7],
    ['Swahili', 'Naitwa Nesi', 7, 11, 7],
    // a title of another language is no title here
    ['Hausa', 'Sunana Mai Dube', 7, 15, 7],
  ])('%s: withoutLeadingTitle(%j, %i, %i) is %i', (language, text, start, end, expected) => {
    expect(withoutLeadingTitle(text, start, end, language)).toBe(expected);
  });
});
