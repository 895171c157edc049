/**
 * `foldNumberWord` lower-cases and strips diacritics; words beyond ASCII are memoised (short ones
 * only), so a repeated call must give what the first gave.
 */
import { describe, expect, it } from 'vitest';
import { foldNumberWord } from '../../src/redaction/spoken/number-words.js';

describe('foldNumberWord', () => {
  it.each([
    ['Eleven', 'eleven'],
    ['ÉLEVÉ', 'eleve'],
    ['ọ̀kan', 'okan'],
    ['Zwölf', 'zwolf'],
    ['l’ONZE', "l'onze"],
    ['dʼone', "d'one"],
    ['ሁለት', 'ሁለት'],
    ['ثلاثة', 'ثلاثة'],
    // longer than the memo keeps
    ['Einhundertdreiundzwanzigtausend', 'einhundertdreiundzwanzigtausend'],
    [
      'Quatre-vingt-dix-neuf-mille-deux-cent-dix-sept-à-é',
      'quatre-vingt-dix-neuf-mille-deux-cent-dix-sept-a-e',
    ],
  ])('folds %s to %s, the same the second time', (word, folded) => {
    expect(foldNumberWord(word)).toBe(folded);
    expect(foldNumberWord(word)).toBe(folded);
  });
});
