import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';

// text from speech: a one-word name found without a question for it (a listed name, after a kinship
// noun, after an introduction) takes the unknown word after it where a clause plainly opens after
// that word (invented surnames and given names)
describe('a spoken one-word name grows over the unknown word after it', () => {
  it.each<[LanguageName, string, string]>([
    [
      'Afrikaans',
      'dis my suster bernadette quorvane hoeveel was dit',
      'dis my suster [PERSON_NAME] hoeveel was dit',
    ],
    [
      'Igbo',
      'ndewo sir aha m bu ekene zelumadu salary m nke onwa a abataghi',
      'ndewo sir aha m bu [PERSON_NAME] salary m nke onwa a abataghi',
    ],
    [
      'Sesotho',
      'dumela ke mamello thakwane ke letsetsa ka pension',
      'dumela ke [PERSON_NAME] ke letsetsa ka pension',
    ],
    [
      'Zulu',
      'sawubona ngingu thandeka zibokwane ngicela usizo',
      'sawubona ngingu [PERSON_NAME] ngicela usizo',
    ],
  ])('%s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });

  // the found word, said again alone, is masked as before the name grew (its letter case folded)
  it.each<[LanguageName, string, string]>([
    [
      'English',
      'hello my name is zorvik quanbeth but everyone calls me zorvik',
      'hello my name is [PERSON_NAME] but everyone calls me [PERSON_NAME]',
    ],
  ])('%s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });

  // not over a word of the language (a verb of its shapes, a common verb, a word before a one-letter
  // pronoun), nor to the left
  it.each<[LanguageName, string, string]>([
    ['Igbo', 'daalụ emeka achọrọ m ịmata ego m', 'daalụ [PERSON_NAME] achọrọ m ịmata ego m'],
    ['Spanish', 'buenos días teodoro dígame buenos días', 'buenos días [PERSON_NAME] dígame buenos días'],
    [
      'Setswana',
      'dumela mma ke mma mmereki metsi ga a tswe',
      'dumela mma ke mma [PERSON_NAME] metsi ga a tswe',
    ],
    [
      'Zulu',
      'ngine phasela lika zandokuhle sithole yimina',
      'ngine phasela lika zandokuhle [PERSON_NAME] yimina',
    ],
    [
      'Italian',
      'buongiorno mi chiamo salvatore parlo con chi',
      'buongiorno mi chiamo [PERSON_NAME] parlo con chi',
    ],
    ['Shona', 'maita basa mai nyathi tichazviongorora', 'maita basa mai [PERSON_NAME] tichazviongorora'],
    ['German', 'danke frau schröder wahrscheinlich morgen', 'danke frau [PERSON_NAME] wahrscheinlich morgen'],
  ])('%s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});
