import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';
import { pleaseEndAfter, pleaseWordsAt } from '../../src/redaction/context/please-words.js';

// invented names (no gazetteer entry): zorvik, zanoré, zorvina, tellmann, mwandeti, kpélébo
const redacted = async (text: string, language: LanguageName): Promise<string> =>
  (await redact({ text, language })).result;

// a "please" between a name question and the answer is no word of the answer
describe('"please" between a name question and its answer in text from speech', () => {
  it.each<[LanguageName, string, string]>([
    [
      'French',
      "d accord votre nom s'il vous plaît zanoré kpélébo et votre numéro",
      "d accord votre nom s'il vous plaît [PERSON_NAME] et votre numéro",
    ],
    [
      'Spanish',
      'su nombre por favor zorvina mbakele y su número',
      'su nombre por favor [PERSON_NAME] y su número',
    ],
    [
      'German',
      'ihr name bitte zorvik tellmann und ihre nummer',
      'ihr name bitte [PERSON_NAME] und ihre nummer',
    ],
    [
      'Swahili',
      'sawa jina lako tafadhali zorvik mwandeti na namba yako',
      'sawa jina lako tafadhali [PERSON_NAME] na namba yako',
    ],
    // the English "please" in every language
    ['Zulu', 'igama lakho please zorvik mwandeti ngiyabonga', 'igama lakho please [PERSON_NAME] ngiyabonga'],
  ])('%s: %s', async (language, text, expected) => {
    expect(await redacted(text, language)).toBe(expected);
  });
});

describe('the per-language "please" table', () => {
  it.each<[LanguageName, readonly string[], number]>([
    ['French', ["s'il", 'vous', 'plaît', 'zanoré'], 3],
    ['Spanish', ['por', 'favor'], 2],
    ['Spanish', ['por', 'fin'], 0],
    ['Isixhosa', ['ndicela', 'ukuthetha'], 1],
    ['Twi', ['mepa', 'wo', 'kyɛw'], 3],
    ['Hausa', ['please'], 1],
    ['Hausa', ['don'], 0],
  ])('%s: %j', (language, words, length) => {
    expect(pleaseWordsAt((index) => words[index], 0, language)).toBe(length);
  });

  it.each<[LanguageName, string, number]>([
    ['German', 'Name, bitte, Zorvik', 'Name, bitte'.length],
    ['French', "Nom s'il vous plaît Zanoré", "Nom s'il vous plaît".length],
    ['French', 'Nom Zanoré', -1],
  ])('%s: %s', (language, text, end) => {
    expect(pleaseEndAfter(text, text.indexOf(' '), language)).toBe(end);
  });
});

// verbs of speaking with or asking for someone: the words after them are a name when they can be
// name parts
describe('names after verbs of speaking with someone in text from speech', () => {
  it.each<[LanguageName, string, string]>([
    ['English', 'hello can i speak to zorvik please', 'hello can i speak to [PERSON_NAME] please'],
    [
      'French',
      'bonjour je voudrais parler à zanoré merci',
      'bonjour je voudrais parler à [PERSON_NAME] merci',
    ],
    ['Spanish', 'hola puedo hablar con zorvina por favor', 'hola puedo hablar con [PERSON_NAME] por favor'],
    [
      'Italian',
      'buongiorno posso parlare con zorvina per favore',
      'buongiorno posso parlare con [PERSON_NAME] per favore',
    ],
    ['German', 'guten tag ich möchte mit zorvik sprechen', 'guten tag ich möchte mit [PERSON_NAME] sprechen'],
    [
      'Swahili',
      'habari nataka kuongea na zorvik tafadhali',
      'habari nataka kuongea na [PERSON_NAME] tafadhali',
    ],
    ['Isixhosa', 'molo ndithetha nozorvika na', 'molo ndithetha no[PERSON_NAME] na'],
    ['Zulu', 'sawubona ngicela ukukhuluma nozorvika', 'sawubona ngicela ukukhuluma no[PERSON_NAME]'],
    // Shona writes the comitative glued too ("munotaura nafarai")
    [
      'Shona',
      'customer care munotaura nazorvika ndingakubatsirei sei',
      'customer care munotaura na[PERSON_NAME] ndingakubatsirei sei',
    ],
    ['Shona', 'ndiri kutaura nazorvika here', 'ndiri kutaura na[PERSON_NAME] here'],
    // a word of the stop-word tables is no name
    [
      'English',
      'hello can i speak to someone about my account',
      'hello can i speak to someone about my account',
    ],
    ['English', 'hello can i speak to the manager please', 'hello can i speak to the manager please'],
  ])('%s: %s', async (language, text, expected) => {
    expect(await redacted(text, language)).toBe(expected);
  });
});

// a bare copula at the call's opening, after a greeting, gives the caller's name
describe('a caller naming themselves at the opening of a call in text from speech', () => {
  it.each<[LanguageName, string, string]>([
    [
      'English',
      'hello this is zorvik from the lusaka branch i need help',
      'hello this is [PERSON_NAME] from the lusaka branch i need help',
    ],
    ['French', 'bonjour c est zanoré de l usine de bobo', 'bonjour c est [PERSON_NAME] de l usine de bobo'],
    ['English', 'hello this is about my account', 'hello this is about my account'],
  ])('%s: %s', async (language, text, expected) => {
    expect(await redacted(text, language)).toBe(expected);
  });
});
