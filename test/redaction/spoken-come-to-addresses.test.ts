import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';

describe('a place said after a verb that sends to it ("come to", "deliver to"), in text from speech', () => {
  it.each<[LanguageName, string, string]>([
    // the verb, place-like words with a place word among the first ones, to the next clause
    [
      'Shona',
      'handisi kumba uuyai ku third street zandokwe mushure me bakery ndatenda',
      'handisi kumba uuyai ku [ADDRESS] ndatenda',
    ],
    [
      'Yoruba',
      'adiresi yin ko ye mi e wa si ile kerinla lehin mosalasi tolubari ti e ba de ibe e pe mi',
      'adiresi yin ko ye mi e wa si [ADDRESS] ti e ba de ibe e pe mi',
    ],
    [
      'English',
      'nobody is home so please come to house nineteen mbirimara close thank you',
      'nobody is home so please come to [ADDRESS] thank you',
    ],
    [
      'Spanish',
      'no estoy en casa venga a calle zandokwe casa doce gracias',
      'no estoy en casa venga a [ADDRESS] gracias',
    ],
    // "it is at" after "where is it": a landmark after the place ends the address with its noun
    [
      'Igbo',
      'ebee ka meter ahu di o di na house eleven by the old market okwelundi o di mma',
      'ebee ka meter ahu di o di na [ADDRESS] o di mma',
    ],
    // a cue of the next question ends the address
    [
      'English',
      'deliver to plot twelve zandokwe road order number is on the slip',
      'deliver to [ADDRESS] order number is on the slip',
    ],
    // no place word after the verb, an article first, or a place without such a verb: all stay
    ['Swahili', 'njoo kwangu kesho asubuhi', 'njoo kwangu kesho asubuhi'],
    ['English', 'please come to the office tomorrow', 'please come to the office tomorrow'],
    ['English', 'i was in nairobi last week for work', 'i was in nairobi last week for work'],
  ])('%s %j', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});
