import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';

describe('a place and an area word said without an address cue, in text from speech', () => {
  it.each<[LanguageName, string, string]>([
    // a locative or a verb for "lives", a place, an area word and its name, then house parts
    [
      'Spanish',
      'mi madre vive en nsork barrio ekuku casa quince necesito su número',
      'mi madre vive en [ADDRESS] necesito su número',
    ],
    [
      'Swahili',
      'mama yangu anaishi tabora mjini mtaa wa gongoni sawa asante',
      'mama yangu anaishi [ADDRESS] sawa asante',
    ],
    ['Zulu', 'uhlala eshowe isigodi sase mbongolwane kulungile', 'uhlala [ADDRESS] kulungile'],
    ['French', 'il habite à bafang quartier nkongsamba maison douze merci', 'il habite à [ADDRESS] merci'],
    // the question "where do you live" said as one word or two opens the place too
    ['Zulu', 'uhlalaphi eshowe isigodi sase mbongolwane kulungile', 'uhlalaphi [ADDRESS] kulungile'],
    // an area word without a place before it, or with a short word before it, stays
    ['English', 'we are in the area of billing now', 'we are in the area of billing now'],
    [
      'Spanish',
      'en ese barrio lo arreglan en veinticuatro horas',
      'en ese barrio lo arreglan en veinticuatro horas',
    ],
    // a place named without an area word stays
    ['English', 'i was in nairobi last week for work', 'i was in nairobi last week for work'],
  ])('%s %j', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});
