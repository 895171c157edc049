import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';

// (the place names are invented: no gazetteer lists them)
describe('a house word fused with a locative before a number reads like the bare word', () => {
  it.each<[LanguageName, string, string]>([
    [
      'Shona',
      'Mutengi: Ah, ndiri kuimba 57, Zvarandogwe.\nAgent: Zvakanaka.',
      'Mutengi: Ah, ndiri ku[ADDRESS].\nAgent: Zvakanaka.',
    ],
    ['Shona', 'ndakaenda kuimba 57 zvarandogwe ndatenda', 'ndakaenda ku[ADDRESS] ndatenda'],
    [
      'Zulu',
      'Ikhasimende: Sihlala endlini 12, eMbhokodweni.\nUmenzeli: Kulungile.',
      'Ikhasimende: Sihlala [ADDRESS].\nUmenzeli: Kulungile.',
    ],
    [
      'Zulu',
      'Ikhasimende: Ngihlala emzini 4 eNqolobane.\nUmenzeli: Kulungile.',
      'Ikhasimende: Ngihlala [ADDRESS].\nUmenzeli: Kulungile.',
    ],
    [
      'Isixhosa',
      'Umthengi: Ndihlala endlini 31, eQolweni.\nIarhente: Kulungile.',
      'Umthengi: Ndihlala [ADDRESS].\nIarhente: Kulungile.',
    ],
    [
      'Kinyarwanda',
      'Umukiriya: Ntuye mu nzu 12, Gatovuro.\nAgent: Murakoze.',
      'Umukiriya: Ntuye [ADDRESS].\nAgent: Murakoze.',
    ],
    [
      'Sesotho',
      'Moreki: Ke dula ntlong 9, Motsekuoaneng.\nAgent: Ho lokile.',
      'Moreki: Ke dula [ADDRESS].\nAgent: Ho lokile.',
    ],
  ])('%s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});
