import { describe, expect, it } from 'vitest';
import { lowerCaseTitleNameStarts } from '../../src/redaction/recognizers/lower-case-titles.js';
import { describePersonNames } from './person-name-table.js';

describePersonNames('PERSON_NAME: a title in lower case inside a sentence, before a capitalised name', [
  ['Spanish', 'Tiene cita con la doctora Pilar Nsang el lunes.', ['Pilar Nsang']],
  ['Spanish', 'Asesor: ¿Su cédula, don Ramiro?', ['Ramiro']],
  ['French', 'Je veux un rendez-vous chez le docteur Eyenga.', ['Eyenga']],
  ['Afrikaans', "Ek wil 'n afspraak maak by dokter Pienaar.", ['Pienaar']],
  ['Italian', 'La dottoressa Galli ha firmato.', ['Galli']],
  ['Afrikaans', 'As ek nie antwoord nie, vra vir oom Koos.', ['Koos']],
  // kinship words: a name in apposition, a comma between or not
  ['Spanish', 'Cliente: De mi esposa, Inés Mangue Nchama.', ['Inés Mangue Nchama']],
  ['French', 'Patiente : Son épouse, Hanitra Rakoto.', ['Hanitra Rakoto']],
  ['Italian', 'Può lasciarlo a mio marito Kwabena.', ['Kwabena']],
  // in text from speech a word after "father" (a title) gets its capital: the title rule decides
  ['English', 'my father retired at the age of 45', []],
  // a title that ends the sentence: the capital opens the next one
  ['English', 'Thank you, sir. Can I have your number?', []],
  // "mme" is a title in Sesotho and Setswana only
  ['Zulu', 'Ngiyabonga mme Ngicela inombolo.', []],
]);

describe('lowerCaseTitleNameStarts', () => {
  it.each([
    ['Tiene cita con la doctora Pilar.', 'Spanish', [26]],
    // German nouns all have capitals
    ['Die Frau Doktor Weber kommt.', 'German', []],
    ['mama Ngozi', 'Igbo', []],
    ['mama Ngozi', 'Swahili', [5]],
  ] as const)('%s (%s)', (text, language, expected) => {
    expect(lowerCaseTitleNameStarts(text, language)).toEqual(expected);
  });
});
