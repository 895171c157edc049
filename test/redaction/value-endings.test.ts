import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';

describe('values named by their last digits', () => {
  it.each<[LanguageName, string, string]>([
    // the type: a card after the word for card, an account by default, the cue just before
    [
      'English',
      'Agent: Which card?\nCaller: The one that ends in 0912.',
      'Agent: Which card?\nCaller: The one that ends in [CARD_NUMBER].',
    ],
    [
      'English',
      'Agent: The last four digits of the account?\nCaller: The last four are 0912.',
      'Agent: The last four digits of the account?\nCaller: The last four are [ACCOUNT_NUMBER].',
    ],
    [
      'Spanish',
      'la transferencia salió a la cuenta que termina en cuatro siete uno nueve no esa cuenta',
      'la transferencia salió a la cuenta que termina en [ACCOUNT_NUMBER] no esa cuenta',
    ],
    [
      'Italian',
      'Blocchiamo la carta che finisce con 4417?',
      'Blocchiamo la carta che finisce con [CARD_NUMBER]?',
    ],
    [
      'French',
      'la carte qui se termine par 4417 est bloquée',
      'la carte qui se termine par [CARD_NUMBER] est bloquée',
    ],
    // not a year after "ends in", two digits, or a longer number's first digits
    ['English', 'The lease ends in 2027, right?', 'The lease ends in 2027, right?'],
    ['English', 'The call ends in 15 minutes.', 'The call ends in 15 minutes.'],
  ])('%s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});

describe('a code in capitals before a short number after an identifier cue', () => {
  it.each<[LanguageName, string, string]>([
    [
      'English',
      "my student number is uh it's ST 2291 okay thanks",
      "my student number is uh it's [STUDENT_ID] okay thanks",
    ],
    [
      'Swahili',
      'namba ya mwanafunzi ni eeh ni ST 2291 sawa',
      'namba ya mwanafunzi ni eeh ni [STUDENT_ID] sawa',
    ],
    // not a lone vowel (a word) nor four digits alone
    ['English', "my student number is uh it's A 2291 okay", "my student number is uh it's A 2291 okay"],
    ['English', "my student number is uh it's 2291 okay", "my student number is uh it's 2291 okay"],
  ])('%s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});
