import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';

describe('a date of birth with a month word no list knows: a day, a word and a year after a birth cue', () => {
  it.each<[LanguageName, string, string]>([
    [
      'Isixhosa',
      'Umncedisi: Nomhla wokuzalwa, nceda.\nUmthengi: 15 kweyeKhala 1982.',
      'Umncedisi: Nomhla wokuzalwa, nceda.\nUmthengi: [DATE_OF_BIRTH].',
    ],
    [
      'Sesotho',
      'Mooki: Letsatsi la tswalo?\nMokudi: Ka la 15 Phupu 1988.',
      'Mooki: Letsatsi la tswalo?\nMokudi: [DATE_OF_BIRTH].',
    ],
    // no birth cue: a day, a word and a year are left alone
    ['Sesotho', 'Re fihlile ka la 15 phupu 1988 polasing.', 'Re fihlile ka la 15 phupu 1988 polasing.'],
    // only the value that answers the cue, in its sentence
    [
      'Sesotho',
      'Ke hlahile Maseru. Re fihlile ka la 15 phupu 1988 polasing.',
      'Ke hlahile Maseru. Re fihlile ka la 15 phupu 1988 polasing.',
    ],
  ])('%s %j', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});

describe('a year alone answers a birth question', () => {
  it.each<[LanguageName, string, string]>([
    // a year with its calendar's era mark, a glued Ethiopic preposition before it, the month and day after it
    [
      'Amharic',
      'እንግዳ ተቀባይ፦ መቼ ነው የተወለዱት?\nደዋይ፦ በ1948 ዓ.ም. ጥር 5 ይመስለኛል።',
      'እንግዳ ተቀባይ፦ መቼ ነው የተወለዱት?\nደዋይ፦ [DATE_OF_BIRTH] ይመስለኛል።',
    ],
    ['Amharic', 'የልደት ቀን?\n1990 ዓ.ም. ግንቦት 3።\nክፍያውን ፈጽመዋል?', 'የልደት ቀን?\n[DATE_OF_BIRTH]።\nክፍያውን ፈጽመዋል?'],
    // without a birth cue it stays
    ['Amharic', 'ቀጠሮው 2017 ዓ.ም. ጥር 5 ነው።', 'ቀጠሮው 2017 ዓ.ም. ጥር 5 ነው።'],
    [
      'Spanish',
      'Agente: ¿Y su fecha de nacimiento?\nCliente: 1986.',
      'Agente: ¿Y su fecha de nacimiento?\nCliente: [DATE_OF_BIRTH].',
    ],
    [
      'English',
      'Agent: Your year of birth?\nCaller: 1986',
      'Agent: Your year of birth?\nCaller: [DATE_OF_BIRTH]',
    ],
    // said in words (the written view reads the year)
    [
      'Spanish',
      'Muy bien. ¿Y su fecha de nacimiento? Mil novecientos ochenta y seis. Perfecto.',
      'Muy bien. ¿Y su fecha de nacimiento? [DATE_OF_BIRTH]. Perfecto.',
    ],
    // a year followed by more words in its clause is no year alone
    [
      'English',
      'Agent: Your date of birth?\nCaller: 1986 was a good year',
      'Agent: Your date of birth?\nCaller: 1986 was a good year',
    ],
    // no birth question: a year stays
    [
      'English',
      'Agent: When did you open the account?\nCaller: 1986.',
      'Agent: When did you open the account?\nCaller: 1986.',
    ],
  ])('%s %j', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});

describe('a numeric date with spaced slashes, or a two-digit year after an apostrophe, answers a birth question', () => {
  it.each<[LanguageName, string, string]>([
    // Arabic-Indic digits set apart by spaced slashes
    [
      'Arabic',
      'الاستقبال: تاريخ ميلادها؟\nالمتصلة: ٣ / ٨ / ٢٠١٩.\nالاستقبال: رقم التأمين الصحي؟',
      'الاستقبال: تاريخ ميلادها؟\nالمتصلة: [DATE_OF_BIRTH].\nالاستقبال: رقم التأمين الصحي؟',
    ],
    [
      'English',
      'Agent: Your date of birth?\nCaller: 11 / 29 / 1990.',
      'Agent: Your date of birth?\nCaller: [DATE_OF_BIRTH].',
    ],
    [
      'Italian',
      "CUP: Data di nascita?\nPaziente: Il 2 febbraio del '42.\nCUP: Mi legge il numero della tessera?",
      'CUP: Data di nascita?\nPaziente: Il [DATE_OF_BIRTH].\nCUP: Mi legge il numero della tessera?',
    ],
    [
      'English',
      "Agent: Date of birth?\nCaller: 6th March '54.",
      'Agent: Date of birth?\nCaller: [DATE_OF_BIRTH].',
    ],
    // no birth question: the same shapes stay
    [
      'English',
      'Agent: When did you open the account?\nCaller: 3 / 8 / 2019.',
      'Agent: When did you open the account?\nCaller: 3 / 8 / 2019.',
    ],
    [
      'Italian',
      "CUP: Quando è stata l'ultima visita?\nPaziente: Il 2 febbraio del '22.",
      "CUP: Quando è stata l'ultima visita?\nPaziente: Il 2 febbraio del '22.",
    ],
    // a fraction-like run that is no date (month 0, year too short) stays
    [
      'English',
      'Agent: Your date of birth?\nCaller: 3 / 0 / 19.',
      'Agent: Your date of birth?\nCaller: 3 / 0 / 19.',
    ],
  ])('%s %j', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});
