import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';

describe('a spoken code of letter groups and digit groups after an identifier cue', () => {
  it.each<[LanguageName, string, string]>([
    // the first digits are a year: no reference alone, the whole run is the code
    [
      'Italian',
      'il numero di sinistro è sx 2024 bo 558013 se se lo segna le ricordo la franchigia',
      'il numero di sinistro è [POLICY_NUMBER] se se lo segna le ricordo la franchigia',
    ],
    // a codice fiscale spelled in groups, its check letter after the last digits
    [
      'Italian',
      'mi conferma anche il codice fiscale rcc pla 85 c 14 a 757 w perfetto e un cellulare',
      'mi conferma anche il codice fiscale [GOVERNMENT_ID] perfetto e un cellulare',
    ],
    [
      'English',
      'okay and the claim number please it is cl 2025 mx 40917 thank you',
      'okay and the claim number please it is [POLICY_NUMBER] thank you',
    ],
    // letters on both sides of the digits, after words that are no lead-ins; the ID cue inside the card cue
    [
      'Italian',
      "mi legge il numero della carta d'identità elettronica ca 48213 kd e il codice cliente",
      "mi legge il numero della carta d'identità elettronica [GOVERNMENT_ID] e il codice cliente",
    ],
    // two letters with a vowel after the digits are a syllable, a word as often: not the code's
    [
      'Sesotho',
      'nomoro ya hao ya mosebetsi t f 10442 ho lokile ke bona',
      'nomoro ya hao ya mosebetsi [EMPLOYEE_ID] ho lokile ke bona',
    ],
    // letters before the digits alone stay out where words that are no lead-ins come before them
    [
      'Italian',
      'il numero di polizza per la mia auto ab 48213907 grazie',
      'il numero di polizza per la mia auto ab [POLICY_NUMBER] grazie',
    ],
    // a letter that is also a word does not make numbers a code: times and amounts stay
    [
      'Spanish',
      'el número de cliente lo tengo a las 10 y 30 gracias',
      'el número de cliente lo tengo a las 10 y 30 gracias',
    ],
    [
      'Italian',
      'il numero di pratica è 2024 e 15 euro di spese',
      'il numero di pratica è 2024 e 15 euro di spese',
    ],
    // a last letter that is also a word is the sentence going on
    [
      'Italian',
      'il numero di sinistro è sx 2024 bo 558013 e il resto',
      'il numero di sinistro è [POLICY_NUMBER] e il resto',
    ],
    // only in text from speech
    [
      'Italian',
      'Operatore: Il numero di sinistro?\nCliente: Sì, 2024 per ora.',
      'Operatore: Il numero di sinistro?\nCliente: Sì, 2024 per ora.',
    ],
  ])('%s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});
