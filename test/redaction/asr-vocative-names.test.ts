import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';
import { repeatNamesAfterVocatives } from '../../src/redaction/spoken/restored-names.js';
import { buildSpokenView } from '../../src/redaction/spoken/spoken-view.js';
import { isVocativeWord } from '../../src/redaction/spoken/vocative-words.js';

// text from speech: a name introduced once is a name again after a greeting or thanks
describe('names after greetings and thanks in text from speech', () => {
  it.each<[LanguageName, string, string | undefined, string]>([
    [
      'Afrikaans',
      'hallo jy praat met lerato middag lerato ek wil n afspraak verskuif',
      'hallo jy praat met Lerato middag Lerato ek wil n afspraak verskuif',
      'hallo jy praat met [PERSON_NAME] middag [PERSON_NAME] ek wil n afspraak verskuif',
    ],
    [
      'English',
      'my name is nomsa hi nomsa i applied for a passport in april',
      'my name is Nomsa hi Nomsa i applied for a passport in april',
      'my name is [PERSON_NAME] hi [PERSON_NAME] i applied for a passport in april',
    ],
    // a listed name after a greeting or thanks, even one that is also a common word ("lwazi", knowledge)
    [
      'English',
      'payroll office good morning hi thabo i am calling about my salary for november',
      'payroll office good morning hi Thabo i am calling about my salary for november',
      'payroll office good morning hi [PERSON_NAME] i am calling about my salary for november',
    ],
    [
      'Zulu',
      'ngiyabonga ukushayela uhlelo sawubona lwazi ngicela usizo nge akhawunti yami',
      'ngiyabonga ukushayela uhlelo sawubona Lwazi ngicela usizo nge akhawunti yami',
      'ngiyabonga ukushayela uhlelo sawubona [PERSON_NAME] ngicela usizo nge akhawunti yami',
    ],
    // a listed name that is a common word of the language ("idara", department) is no name alone
    [
      'Swahili',
      'hello hapa ni idara ya rasilimali watu bidco naongea na lucy habari lucy',
      'hello hapa ni idara ya rasilimali watu bidco naongea na Lucy habari Lucy',
      'hello hapa ni idara ya rasilimali watu bidco naongea na [PERSON_NAME] habari [PERSON_NAME]',
    ],
    // not after the greeting that opens the call (a company's name follows it as often)
    [
      'Italian',
      'buonasera tim assistenza clienti in cosa posso esserle utile vorrei la portabilità',
      undefined,
      'buonasera tim assistenza clienti in cosa posso esserle utile vorrei la portabilità',
    ],
    // a title after a greeting is no name
    [
      'Afrikaans',
      'hallo jy praat met suster middag suster ek bel oor my ma se afspraak',
      'hallo jy praat met Suster middag suster ek bel oor my ma se afspraak',
      'hallo jy praat met [PERSON_NAME] middag suster ek bel oor my ma se afspraak',
    ],
  ])('%s: %s', async (language, text, view, redacted) => {
    expect(buildSpokenView(text, language)?.text).toBe(view);
    expect((await redact({ text, language })).result).toBe(redacted);
  });

  // an unlisted word after a whole greeting or thanks word gets its capital (a name when the call
  // masks it elsewhere too); not an intensifier, title, kinship word or particle
  it.each<[LanguageName, string, string | undefined]>([
    [
      'Kinyarwanda',
      'muraho nategetse ibiryo amazina keza zoribange aho mutuye kicukiro murakoze zoribange araza mu minota mike',
      'muraho nategetse ibiryo amazina Keza zoribange aho mutuye kicukiro murakoze Zoribange araza mu minota mike',
    ],
    [
      'English',
      'okay i have placed the reversal request thank you zelvira',
      'okay i have placed the reversal request thank you Zelvira',
    ],
    ['English', 'okay i have placed the reversal request thank you very much', undefined],
    ['Swahili', 'nimepokea malipo yako asante sana kwa kusubiri', undefined],
    ['Zulu', 'ngizokuthumelela imiyalezo ngiyabonga kakhulu sala kahle', undefined],
    ['Isixhosa', 'umbane awukho ekhaya molo bhuti ndicela uncedo', undefined],
    ['Igbo', 'ego ahụ ga-abata n ime ụbọchị atọ daalụ nwanne m', undefined],
    ['Yoruba', 'mo n gbe ni akure o daa a ti gba', undefined],
  ])('%s: %s (view)', (language, text, view) => {
    expect(buildSpokenView(text, language)?.text).toBe(view);
  });

  it('marks a restored word again only after a vocative', () => {
    const words = ['met', 'lerato', 'middag', 'lerato', 'ek', 'lerato'];
    const capitalise = Uint8Array.of(0, 1, 0, 0, 0, 0);
    repeatNamesAfterVocatives(
      words,
      capitalise,
      new Uint8Array(words.length),
      (index) => isVocativeWord(words[index]!, 'Afrikaans'),
      () => true,
    );
    expect([...capitalise]).toEqual([0, 1, 0, 1, 0, 0]);
  });

  it.each<[string, LanguageName, boolean]>([
    ['ngiyabonga', 'Zulu', true],
    ['murakoze', 'Kinyarwanda', true],
    ['thank', 'Hausa', true],
    ['ikheli', 'Zulu', false],
  ])('isVocativeWord(%s, %s) is %s', (word, language, expected) => {
    expect(isVocativeWord(word, language)).toBe(expected);
  });
});
