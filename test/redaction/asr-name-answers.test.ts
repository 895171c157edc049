import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';
import { buildSpokenView } from '../../src/redaction/spoken/spoken-view.js';

// text from speech: two unlisted name-shaped words right after a name question are the answer
describe('unlisted names answering a name question in text from speech', () => {
  it.each<[LanguageName, string, string, string]>([
    [
      'French',
      'd accord nom et prénom ouédraogo issouf votre numéro de cnib',
      'd accord nom et prénom Ouédraogo Issouf votre numéro de cnib',
      'd accord nom et prénom [PERSON_NAME] votre numéro de cnib',
    ],
    [
      'Sesotho',
      'lebitso le ngolisitsoeng moeketsi ralitsie nomoro ea id ke efe',
      'lebitso le ngolisitsoeng Moeketsi Ralitsie nomoro ea id ke efe',
      'lebitso le ngolisitsoeng [PERSON_NAME] nomoro ea id ke efe',
    ],
    // a word that opens a clause is no answer: nothing restored after the question
    [
      'English',
      'can i have your full name please hold on one moment',
      'undefined',
      'can i have your full name please hold on one moment',
    ],
    // an unlisted given name before a one-word name, with the noun for "name" a few words before
    [
      'English',
      'okay and the name on the account please oriella botha thank you',
      'okay and the name on the account please Oriella Botha thank you',
      'okay and the name on the account please [PERSON_NAME] thank you',
    ],
    // no noun for "name" before it: the word stays
    [
      'English',
      'i saw oriella botha at the shop yesterday and she said hello',
      'i saw oriella Botha at the shop yesterday and she said hello',
      'i saw oriella [PERSON_NAME] at the shop yesterday and she said hello',
    ],
  ])('%s: %s', async (language, text, view, redacted) => {
    expect(String(buildSpokenView(text, language)?.text)).toBe(view);
    expect((await redact({ text, language })).result).toBe(redacted);
  });
});

// text from speech: the unlisted given name right after the question joins the listed name after it,
// and a bare noun for "name" asks for one in any phrasing (a listed name among the next words)
describe('given names and bare name nouns in text from speech', () => {
  it.each<[LanguageName, string, string]>([
    [
      'English',
      'may i have your full names hope wanjiku and your id',
      'may i have your full names Hope Wanjiku and your id',
    ],
    ['German', 'und der name der empfängerin ama danke', 'und der name der empfängerin Ama danke'],
    // the word right after a bare noun qualifies it: it is no name
    ['Zulu', 'igama likababa sibusiso ngiyabonga', 'igama likababa Sibusiso ngiyabonga'],
  ])('%s: %s', (language, text, view) => {
    expect(String(buildSpokenView(text, language)?.text)).toBe(view);
  });
});

// hesitations are no words of the answer: a short listed name four words on still answers
describe('hesitations before the answer to a name question in text from speech', () => {
  it.each<[LanguageName, string, string]>([
    [
      'English',
      "thank you for calling what is your name please eh it's uh sani and your date of birth",
      "thank you for calling what is your name please eh it's uh [PERSON_NAME] and your date of birth",
    ],
  ])('%s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});
