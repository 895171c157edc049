import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';

// (the place names are invented: no gazetteer lists them)
describe('an address answered in speech with place names alone (no number, no place word)', () => {
  it.each<[LanguageName, string, string]>([
    ['English', 'where do you live zorvatana in kelbrook thanks', 'where do you live [ADDRESS] thanks'],
    ['English', 'what is your address mbarundi estate tolvane okay', 'what is your address [ADDRESS] okay'],
    ['Kinyarwanda', 'mutuye he gakorondo rwabutazi murakoze', 'mutuye he [ADDRESS] murakoze'],
    ['Hausa', 'ina kake zaune tudun kwarbi kano na gode', 'ina kake zaune [ADDRESS] na gode'],
    ['Swahili', 'unaishi wapi mbwenitole kizaburi asante', 'unaishi wapi [ADDRESS] asante'],
    ['French', 'vous habitez où quartier-bas ndomvelo merci', 'vous habitez où [ADDRESS] merci'],
  ])('%s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });

  it.each<[LanguageName, string]>([
    // a negation or a participle after the cue word: a statement about the address, not one
    ['French', 'votre dossier indique un changement d adresse non confirmé vous habitez où maintenant'],
    // a pronoun and a verb: a clause, not places
    ['English', 'where do you live i live in town thanks'],
    // one word only
    ['English', 'what is your address zorvatana thanks'],
    // no closer or next question after it: the answer may go on into anything
    ['English', 'where do you live zorvatana in kelbrook'],
  ])('%s: leaves %s', async (language, text) => {
    expect((await redact({ text, language })).result).toBe(text);
  });
});
