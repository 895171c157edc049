import { describe, expect, it } from 'vitest';
import type { LanguageName } from '../../src/languages.js';
import {
  cardinalValue,
  digitReading,
  gluedNumberParts,
  tokenNumberParts,
} from '../../src/redaction/spoken/cardinal-numbers.js';

/** The parts of the words of `words` (undefined when a word is no number). */
function partsOf(language: LanguageName, words: string) {
  const parts = words.split(' ').map((word) => tokenNumberParts(language, word));
  return parts.every((part) => part !== undefined) ? parts.flat() : undefined;
}

describe('cardinalValue', () => {
  it.each<[LanguageName, string, number | undefined]>([
    ['English', 'two thousand and twelve', 2012],
    ['English', 'nineteen hundred and fifty', 1950],
    ['English', 'two hundred', 200],
    ['English', 'twenty five thousand', 25000],
    ['French', 'deux mille dix huit', 2018],
    ['French', 'mille neuf cent quatre vingt treize', 1993],
    ['French', 'quatre vingt sept', 87],
    ['Kinyarwanda', 'mille neuf cent cinquante neuf', 1959],
    ['Afrikaans', 'twee duisend en twaalf', 2012],
    ['German', 'neunzehnhundertneunundfünfzig', 1959],
    ['German', 'zweitausendfünfzehn', 2015],
    ['Italian', 'millenovecentosettantasei', 1976],
    ['Italian', 'millenovecentottanta', 1980],
    ['Italian', 'duemilauno', 2001],
    ['Spanish', 'mil novecientos ochenta y nueve', 1989],
    ['Hausa', 'alif da ɗari tara da tamanin da takwas', 1988],
    ['Hausa', "dubu ɗaya da ɗari tara da casa'in da biyar", 1995],
    ['Hausa', 'sha biyar', 15],
    ['Swahili', 'elfu mbili na kumi', 2010],
    ['Arabic', 'ألف تسعمية وتسعين', 1990],
    ['Arabic', 'خمسة وعشرين', 25],
    ['Amharic', 'አንድ ሺህ ዘጠኝ መቶ ሰማንያ ስምንት', 1988],
    // multipliers said first in Shona, Kinyarwanda, Zulu and Isixhosa, a connector glued before a
    // number ("nemazana", "n'umunani"); their English and French numbers keep the English order
    ['Shona', 'chiuru nemazana mapfumbamwe namakumi masere nenomwe', 1987],
    ['Shona', 'gumi nematatu', 13],
    ['Kinyarwanda', "igihumbi magana cyenda na mirongo inani n'umunani", 1988],
    ['Kinyarwanda', 'makumyabiri n umunani', 28],
    ['Zulu', 'amashumi amathathu', 30],
    ['Isixhosa', 'amashumi asibhozo anesithandathu', 86],
    ['Zulu', 'two thousand and two', 2002],
    ['Hausa', 'two thousand and two', 2002],
    // Twi teens, tens and whole hundreds
    ['Twi', 'apem ahankron aduɔwɔtwe nsia', 1986],
    ['Twi', 'dunan', 14],
    // a dangling joiner, a repeat word
    ['English', 'two thousand and', undefined],
    ['English', 'double two', undefined],
  ])('%s %j -> %j', (language, words, expected) => {
    expect(cardinalValue(partsOf(language, words)!, language)).toBe(expected);
  });
});

describe('digitReading', () => {
  it.each<[LanguageName, string, string | undefined]>([
    ['English', 'nineteen eighty six', '1986'],
    ['English', 'oh seven double two', '0722'],
    ['Spanish', 'ochenta y seis', '86'],
    ['English', 'two thousand', undefined],
    // a unit before its tens in German, Afrikaans and Arabic
    ['Afrikaans', 'negentien drie en tagtig', '1983'],
    ['German', 'neunzehn neun und vierzig', '1949'],
    ['Arabic', 'خمسة وتمانين', '85'],
    ['English', 'nineteen three and eighty', undefined],
  ])('%s %j -> %j', (language, words, expected) => {
    expect(digitReading(partsOf(language, words)!, language)).toBe(expected);
  });
});

describe('gluedNumberParts', () => {
  it.each<[LanguageName, string, number | undefined]>([
    ['German', 'neunzehnhundertdreiundsiebzig', 5],
    ['Afrikaans', 'negentienhonderd', 2],
    // no multiplier, or pieces that are no numbers
    ['German', 'dreiundzwanzig', undefined],
    ['German', 'Jahrhundertwende', undefined],
    ['English', 'twothousand', undefined],
  ])('%s %j has %j parts', (language, word, count) => {
    expect(gluedNumberParts(language, word)?.length).toBe(count);
  });
});
