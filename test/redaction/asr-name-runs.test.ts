import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';
import {
  extendNameRuns,
  hasTwoSurnames,
  isCueWord,
  isWhoWord,
} from '../../src/redaction/spoken/restored-names.js';
import { buildSpokenView } from '../../src/redaction/spoken/spoken-view.js';

// text from speech: a third name after two restored ones joins them; a cue word or a closer does not
describe('name runs in text from speech', () => {
  it.each<[LanguageName, string, string, string]>([
    [
      'Swahili',
      'asante sana majina yako kamili grace akinyi mboya asante mama',
      'asante sana majina yako kamili Grace Akinyi Mboya asante mama',
      'asante sana majina yako kamili [PERSON_NAME] asante mama',
    ],
    [
      'Spanish',
      'dígame su nombre completo maría pilar quintana y el número de teléfono',
      'dígame su nombre completo María Pilar Quintana y el número de teléfono',
      'dígame su nombre completo [PERSON_NAME] y el número de teléfono',
    ],
    // the next question's cue word ends the name
    [
      'English',
      'the name on the account kwame asante boateng date of birth please',
      'the name on the account Kwame Asante Boateng date of birth please',
      'the name on the account [PERSON_NAME] date of birth please',
    ],
    [
      'Zulu',
      'igama lakho zodwa mkhize ikheli lakho uhlala kuphi manje',
      'igama lakho Zodwa Mkhize ikheli lakho uhlala kuphi manje',
      'igama lakho [PERSON_NAME] ikheli lakho uhlala kuphi manje',
    ],
    // one name answered or introduced after the call's opening takes the next word as its surname
    // when the word after that opens the next clause (a word of the tables: "ndashaka")
    [
      'Kinyarwanda',
      'mwiriwe murakaza neza kuri serivisi ya pansiyo ya leta mbafashe iki mwiriwe nitwa uwase kevine ndashaka kumenya pansiyo yanjye',
      'mwiriwe murakaza neza kuri serivisi ya pansiyo ya leta mbafashe iki mwiriwe nitwa Uwase Kevine ndashaka kumenya pansiyo yanjye',
      'mwiriwe murakaza neza kuri serivisi ya pansiyo ya leta mbafashe iki mwiriwe nitwa [PERSON_NAME] ndashaka kumenya pansiyo yanjye',
    ],
    // not when the word after it is of no table (an infinitive: "kubaza"; "nakoze", I worked, now has
    // the shape of a verb), nor in the call's opening, where
    // an agent gives a first name only and the offer of help follows
    [
      'Kinyarwanda',
      'mwiriwe murakaza neza kuri serivisi ya pansiyo ya leta mbafashe iki mwiriwe nitwa uwase kevine kubaza imyaka',
      'mwiriwe murakaza neza kuri serivisi ya pansiyo ya leta mbafashe iki mwiriwe nitwa Uwase kevine kubaza imyaka',
      'mwiriwe murakaza neza kuri serivisi ya pansiyo ya leta mbafashe iki mwiriwe nitwa [PERSON_NAME] kevine kubaza imyaka',
    ],
    [
      'Shona',
      'mhoro mauya kuhofisi ndinonzi rudo ndokubatsirai nezvei',
      'mhoro mauya kuhofisi ndinonzi Rudo ndokubatsirai nezvei',
      'mhoro mauya kuhofisi ndinonzi [PERSON_NAME] ndokubatsirai nezvei',
    ],
    // Spanish gives two surnames: one answered name takes two words when the word after the second
    // opens the next clause ("su", a cue word, a verb of the table: "trabajo")
    [
      'Spanish',
      'buenas tardes le atiende el servicio de atención al cliente de la empresa en qué puedo ayudarle vale nombre y apellidos ricardo abaga mitogo su fecha de nacimiento',
      'buenas tardes le atiende el servicio de atención al cliente de la empresa en qué puedo ayudarle vale nombre y apellidos Ricardo Abaga Mitogo su fecha de nacimiento',
      'buenas tardes le atiende el servicio de atención al cliente de la empresa en qué puedo ayudarle vale nombre y apellidos [PERSON_NAME] su fecha de nacimiento',
    ],
    [
      'Spanish',
      'buenas tardes le atiende el servicio de atención al cliente de la empresa en qué puedo ayudarle vale soy ricardo abaga mitogo trabajo en el puerto',
      'buenas tardes le atiende el servicio de atención al cliente de la empresa en qué puedo ayudarle vale soy Ricardo Abaga Mitogo trabajo en el puerto',
      'buenas tardes le atiende el servicio de atención al cliente de la empresa en qué puedo ayudarle vale soy [PERSON_NAME] trabajo en el puerto',
    ],
    // not when the word after the second opens no clause of the tables ("trabaja")
    [
      'Spanish',
      'buenas tardes le atiende el servicio de atención al cliente de la empresa en qué puedo ayudarle vale nombre y apellidos ricardo abaga mitogo trabaja aquí',
      'buenas tardes le atiende el servicio de atención al cliente de la empresa en qué puedo ayudarle vale nombre y apellidos Ricardo abaga mitogo trabaja aquí',
      'buenas tardes le atiende el servicio de atención al cliente de la empresa en qué puedo ayudarle vale nombre y apellidos [PERSON_NAME] abaga mitogo trabaja aquí',
    ],
    // the interrogative "who" after an introduction's words is no name: the two names after it
    // take their surname
    [
      'Spanish',
      'buenas tardes le atiende el servicio de atención al cliente de la empresa en qué puedo ayudarle vale a nombre de quién salvadora pilar ntutumu fecha de nacimiento',
      'buenas tardes le atiende el servicio de atención al cliente de la empresa en qué puedo ayudarle vale a nombre de quién Salvadora Pilar Ntutumu fecha de nacimiento',
      'buenas tardes le atiende el servicio de atención al cliente de la empresa en qué puedo ayudarle vale a nombre de quién [PERSON_NAME] fecha de nacimiento',
    ],
  ])('%s: %s', async (language, text, view, redacted) => {
    expect(buildSpokenView(text, language)?.text).toBe(view);
    expect((await redact({ text, language })).result).toBe(redacted);
  });

  it.each<[number[], number[]]>([
    [
      [1, 1, 0, 0],
      [1, 1, 1, 0],
    ],
    [
      [1, 0, 0, 0],
      [1, 1, 0, 0],
    ],
    [
      [0, 0, 1, 0, 1],
      [0, 0, 1, 1, 1],
    ],
    // three names make a whole name: the word after them is the next clause ("... boateng calling")
    [
      [0, 1, 1, 1, 0],
      [0, 1, 1, 1, 0],
    ],
  ])('extendNameRuns(%j) marks %j', (marks, expected) => {
    const capitalise = Uint8Array.from(marks);
    extendNameRuns(marks.length, capitalise, () => 1);
    expect([...capitalise]).toEqual(expected);
  });

  // `joins` may take two words after one name (two surnames): both are marked, the run then ends
  it.each<[number[], number, number[]]>([
    [[1, 0, 0, 0], 2, [1, 1, 1, 0]],
    [[1, 0, 0, 0, 1, 0], 2, [1, 1, 1, 0, 1, 1]],
    [[1, 0, 0, 0], 0, [1, 0, 0, 0]],
  ])('extendNameRuns(%j) with joins %i marks %j', (marks, count, expected) => {
    const capitalise = Uint8Array.from(marks);
    extendNameRuns(marks.length, capitalise, () => count);
    expect([...capitalise]).toEqual(expected);
  });

  it.each<[string, LanguageName, boolean, boolean]>([
    ['quién', 'Spanish', true, true],
    ['maría', 'Spanish', false, true],
    ['quién', 'Italian', false, false],
  ])('isWhoWord(%s, %s) is %s, hasTwoSurnames is %s', (word, language, who, twoSurnames) => {
    expect(isWhoWord(word, language)).toBe(who);
    expect(hasTwoSurnames(language)).toBe(twoSurnames);
  });

  it.each<[string, LanguageName, boolean]>([
    ['date', 'Shona', true],
    ['ikheli', 'Zulu', true],
    ['kulungile', 'Isixhosa', true],
    ['mboya', 'Swahili', false],
  ])('isCueWord(%s, %s) is %s', (word, language, expected) => {
    expect(isCueWord(word, language)).toBe(expected);
  });
});
