import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';

const names = async (language: LanguageName, text: string) =>
  (await redact({ text, language })).entities
    .filter((entity) => entity.type === 'PERSON_NAME')
    .map((entity) => text.slice(entity.start, entity.end));

describe('PERSON_NAME in a team line-up', () => {
  it.each<[LanguageName, string, string[]]>([
    // five or more names after a team and a colon, initials and particles included, the team left out
    [
      'Isixhosa',
      'Iceland : Halldorsson , Saevarsson , Arnason , R . Sigurdsson , Magnusson , Gudmundsson .',
      ['Halldorsson', 'Saevarsson', 'Arnason', 'R . Sigurdsson', 'Magnusson', 'Gudmundsson'],
    ],
    // semicolons between the lines of the team, a substitute in brackets with the minute
    [
      'Zulu',
      "Tunisia : Hassen ( Mustapha 16 ' ) ; Meriah , Bronin , Maaloul ; Sassi , Skhiri",
      ['Hassen', 'Mustapha', 'Meriah', 'Bronin', 'Maaloul', 'Sassi', 'Skhiri'],
    ],
    // two team labels before the names
    [
      'English',
      'Colombia : Colombia XI : Ospina , Arias , Davinson , Mina , Mojica',
      ['Ospina', 'Arias', 'Davinson', 'Mina', 'Mojica'],
    ],
  ])('%s: %s', async (language, text, expected) => {
    expect(await names(language, text)).toEqual(expected);
  });

  it.each<[LanguageName, string]>([
    // four items are an ordinary list; a speaker label before lower-case speech is no team
    ['Swahili', 'Miji : Nairobi , Mombasa , Kisumu , Nakuru'],
    ['English', 'Agent : thank you , please hold , one moment , okay , bye'],
  ])('%s: %s has no line-up', async (language, text) => {
    expect(await names(language, text)).toEqual([]);
  });
});
