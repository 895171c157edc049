import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';

describe('an address given as the answer to an address question', () => {
  it.each<[LanguageName, string, string]>([
    [
      'English',
      'Officer: Where do you stay now?\nCaller: Plot 22, Kiwatule, near the Total petrol station, Nakawa division.',
      'Officer: Where do you stay now?\nCaller: [ADDRESS].',
    ],
    [
      'Hausa',
      "Ma'aikaciya: Adireshinku fa, don rajista?\nMai kira: Gwale, kusa da masallacin Juma'a, gida mai lamba 27, Kano.",
      "Ma'aikaciya: Adireshinku fa, don rajista?\nMai kira: [ADDRESS].",
    ],
    [
      'German',
      'Sachbearbeiter: Unter der versicherten Adresse?\nAnrufer: Ja, Lindenstraße 42, dritter Stock links, 50674 Köln.',
      // (from the first capitalised word that is no stop word: "Ja" is none of the name lists' stop words)
      'Sachbearbeiter: Unter der versicherten Adresse?\nAnrufer: [ADDRESS].',
    ],
    [
      'French',
      'Agent : Vous habitez où ? Pour le courrier.\nÉtudiante : Parcelles Assainies, unité 15, villa 302, Dakar.',
      'Agent : Vous habitez où ? Pour le courrier.\nÉtudiante : [ADDRESS].',
    ],
    // a statement that holds an address cue asks for nothing: the next line is no address
    [
      'Isixhosa',
      'Umthengi: Ndihlala eNqamakwe kufutshane nevenkile.\nUmsebenzi: Ndiyabona, imali yakho ye-R2 190 ibambekile.',
      'Umthengi: Ndihlala eNqamakwe kufutshane nevenkile.\nUmsebenzi: Ndiyabona, imali yakho ye-R2 190 ibambekile.',
    ],
    // an answer that names no place is left alone
    [
      'English',
      'Agent: Is your address still the same?\nCaller: yes it is the same one.',
      'Agent: Is your address still the same?\nCaller: yes it is the same one.',
    ],
  ])('%s %j', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });

  it('never masks a speaker label as an address or a number', async () => {
    const text = 'Agent: Your address?\nAnrufer: Ja.\nAnrufer: Danke.';
    expect((await redact({ text, language: 'German' })).result).toBe(text);
  });
});
