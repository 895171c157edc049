import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';

describe('the place said right before a landmark that opens an address in text from speech', () => {
  it.each<[LanguageName, string, string]>([
    // the answer opens with a landmark ("hafi ya", "near"): the one place word before it joins
    [
      'Kinyarwanda',
      'mutuye he kugira ngo tuboherereze inyandiko gasabandi hafi ya isoko inzu nomero kg one one four murakoze',
      'mutuye he kugira ngo tuboherereze inyandiko [ADDRESS] murakoze',
    ],
    [
      'Swahili',
      'unaishi wapi ili tukutumie barua zandokwe karibu na soko nyumba namba tisa sawa asante',
      'unaishi wapi ili tukutumie barua [ADDRESS] sawa asante',
    ],
    [
      'Sesotho',
      'o dula kae hore re tle re romele lengolo thabatsoeu haufi le kereke ntlo ea leshome kea leboha',
      'o dula kae hore re tle re romele lengolo [ADDRESS] kea leboha',
    ],
    // a word shorter than four letters before the landmark stays out
    [
      'Kinyarwanda',
      'mutuye he kugira ngo tuboherereze inyandiko ni hafi ya isoko inzu nomero kg one one four murakoze',
      'mutuye he kugira ngo tuboherereze inyandiko ni [ADDRESS] murakoze',
    ],
  ])('%s %j', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});
