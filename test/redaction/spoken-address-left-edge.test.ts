import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';

describe('the town or area said before an address in text from speech', () => {
  it.each<[LanguageName, string, string]>([
    // after a locative or an opener ("niko", "kwa", "to", "akɔ"), the place words before the house
    // or plot cue join the address; an area word takes its number ("community five")
    [
      'Swahili',
      'habari nimefika lakini sioni nyumba niko mwembeni plot namba tisa sawa asante',
      'habari nimefika lakini sioni nyumba niko [ADDRESS] sawa asante',
    ],
    [
      'Setswana',
      'dumela rra motlakase ga o yo kwa ramotswa ward ya tsopeng plot one two three go siame',
      'dumela rra motlakase ga o yo kwa [ADDRESS] go siame',
    ],
    [
      'English',
      'we deliver to kanyama plot four five six near the market okay thanks',
      'we deliver to [ADDRESS] okay thanks',
    ],
    [
      'Twi',
      'yɛbɛsoma akɔ tema community five house number five slash seven medaase',
      'yɛbɛsoma akɔ [ADDRESS] medaase',
    ],
    // a cue that names a part ("plot", "house number") and the number after it are an address alone
    ['English', 'the parcel goes to house number twelve okay', 'the parcel goes to [ADDRESS] okay'],
    // no locative or opener before the place words: nothing joins ("yesterday" is no place word)
    [
      'English',
      'the driver was in town yesterday plot four five six near the market okay',
      'the driver was in town yesterday [ADDRESS] okay',
    ],
    // a place named without an address next to it stays
    ['English', 'i was in nairobi last week and it rained', 'i was in nairobi last week and it rained'],
    // after a bare "where" the words of its question stay ("a duba motar")
    [
      'Hausa',
      'a ina za a zo a duba motar layin sabo unguwar dosa kaduna na gode',
      'a ina za a zo a duba motar [ADDRESS] na gode',
    ],
  ])('%s %j', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});
