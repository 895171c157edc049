import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';

// text from speech: lower case, no punctuation; the relative named after a kinship noun (invented
// names, in no list: the kinship noun is the only evidence)
describe('names after kinship nouns in text from speech', () => {
  it.each<[LanguageName, string, string]>([
    [
      'Afrikaans',
      'nul ses drie dis my broer zelvano se nommer hoeveel',
      'nul ses drie dis my broer [PERSON_NAME] se nommer hoeveel',
    ],
    [
      'Spanish',
      'de acuerdo mi hija quirenia le abrirá la puerta',
      'de acuerdo mi hija [PERSON_NAME] le abrirá la puerta',
    ],
    [
      'Italian',
      'può lasciarlo a mio marito tobenzo oppure chiamarlo',
      'può lasciarlo a mio marito [PERSON_NAME] oppure chiamarlo',
    ],
    [
      'French',
      'au nom de mon père ravelomby il est décédé',
      'au nom de mon père [PERSON_NAME] il est décédé',
    ],
    [
      'English',
      'the holder is my mother i am her son zorvik okay there is a fault',
      'the holder is my mother i am her son [PERSON_NAME] okay there is a fault',
    ],
    // the possessive after the noun, where the language puts it there
    [
      'Kinyarwanda',
      'ni umwana wanjye gasorelo yavutse ryari',
      'ni umwana wanjye [PERSON_NAME] yavutse ryari',
    ],
    // the possessive as a suffix (Hausa kanina, my younger brother)
    [
      'Hausa',
      'ga wa kika tura ga kanina zelvano lambar asusunsa',
      'ga wa kika tura ga kanina [PERSON_NAME] lambar asusunsa',
    ],
  ])('%s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });

  // a verb, preposition or generic noun after the kinship noun is no name
  it.each<[LanguageName, string]>([
    ['Afrikaans', 'ek wou dit vir my suster stuur ok hoeveel was dit'],
    ['Italian', 'la verifica richiede due giorni poi suo fratello può ritirare la carta'],
    ['Spanish', 'no me llegó un envío de mi hermano desde la capital'],
    ['Sesotho', 'ke tla fihla ka mora metsotso e mehlano'],
    ['English', 'my husband called yesterday about the bill'],
  ])('%s: %s stays', async (language, text) => {
    expect((await redact({ text, language })).result).toBe(text);
  });
});
