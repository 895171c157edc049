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
  // role nouns (role-nouns.ts), a possessive and a comma after them or not (invented names)
  ['Kinyarwanda', 'Indirimbo nshya y’umuraperi Zorivan yasohotse ejo .', ['Zorivan']],
  ['Kinyarwanda', 'Umunyezamu Zorivan Kelumbe na we yafashije ikipe .', ['Zorivan Kelumbe']],
  ['Setswana', 'Filimi e ntšha ya naledi Zorivan e tla tswa ka Mopitlwe .', ['Zorivan']],
  ['Setswana', 'Kgosana le mosadi wa gagwe Zorivan ba tla etela Gaborone .', ['Zorivan']],
  ['Yoruba', 'Ó ránṣẹ́ pe àbúrò rẹ̀ , Zorivan , wọ́n sì lọ .', ['Zorivan']],
  ['Yoruba', 'Ó wá pẹ̀lú ìyàwó rẹ̀ Zorivan .'.normalize('NFD'), ['Zorivan']],
  // a role noun names no thing: the phrases that give a name do ("tí wọ́n ń pè ní", called)
  ['Yoruba', 'Ìjọ tí wọ́n ń pè ní Zorivan Chapel ti ṣí .', []],
  // the Yoruba "ọkọ" (husband) splits no run in another language ("Oko" is an Igbo surname)
  ['Kinyarwanda', 'Zorivan Oko - Kelumbe ( Waguzwe muri Celtic )', ['Zorivan Oko - Kelumbe']],
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
