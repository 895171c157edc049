import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';
import { opensNextClause } from '../../src/redaction/spoken/answer-clause-openers.js';

describe('an address answered in speech ends where the next clause opens', () => {
  it.each<[LanguageName, string, string]>([
    // a verb of a Bantu language by its first-person prefix
    [
      'Isixhosa',
      'ndicela idilesi isitandi three two zero seven kwanobuhle uitenhage ndiyibonile ndicela ufake le khowudi',
      'ndicela idilesi [ADDRESS] ndiyibonile ndicela ufake le khowudi',
    ],
    [
      'Swahili',
      'sawa unaishi wapi ni mbezi plot namba nane karibu na msikiti nimeona muamala wako',
      'sawa unaishi wapi ni [ADDRESS] nimeona muamala wako',
    ],
    [
      'Kinyarwanda',
      'mutuye he kk 15 ave inzu nimero 23 kicukiro mwishyuye na momo',
      'mutuye he [ADDRESS] mwishyuye na momo',
    ],
    // a subject pronoun
    [
      'Igbo',
      'ebee ka ụlọ ahụ dị plot thirty two block c independence layout enugu ọ dị mma',
      'ebee ka [ADDRESS] ọ dị mma',
    ],
    [
      'French',
      'et votre adresse quartier matonge commune de kalamu kinshasa il y a une panne sur l antenne',
      'et votre adresse [ADDRESS] il y a une panne sur l antenne',
    ],
    [
      'Setswana',
      'o nna kae plot 3391 extension 14 mogoditshane o rekile ka eng',
      'o nna kae [ADDRESS] o rekile ka eng',
    ],
  ])('%s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});

describe('opensNextClause', () => {
  it.each<[string, LanguageName, boolean]>([
    ['ndiyibonile', 'Isixhosa', true],
    ['ngiyabonga', 'Zulu', true],
    ['nimeona', 'Swahili', true],
    ['ndabona', 'Kinyarwanda', true],
    ['il', 'French', true],
    ['nawa', 'Hausa', true],
    // place words and names are not
    ['uitenhage', 'Isixhosa', false],
    ['mtakatifu', 'Swahili', false],
    ['ndera', 'Kinyarwanda', false],
    ['kicukiro', 'Kinyarwanda', false],
  ])('%s (%s): %s', (word, language, expected) => {
    expect(opensNextClause(word, language)).toBe(expected);
  });
});

describe('what the address is for, said after the address cue, is no part of the answer', () => {
  it.each<[LanguageName, string, string]>([
    [
      'Spanish',
      'la dirección del suministro barrio los ángeles calle sin nombre casa número cuarenta y dos frente al colegio',
      'la dirección del suministro [ADDRESS]',
    ],
    [
      'French',
      "l'adresse de facturation c est toujours carrefour biyem-assi derrière la boulangerie yaoundé",
      "l'adresse de facturation c est toujours [ADDRESS]",
    ],
    [
      'Isixhosa',
      'ndicela idilesi yokuthumela stand 1182 emdantsane nu 3 kufutshane neklinikhi',
      'ndicela idilesi yokuthumela [ADDRESS]',
    ],
    [
      'Shona',
      'kero yenyu yekugara ndeipi house number 1123 kuwadzana phase six harare',
      'kero yenyu yekugara ndeipi [ADDRESS]',
    ],
  ])('%s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});
