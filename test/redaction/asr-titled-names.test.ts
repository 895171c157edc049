import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';
import { isTitledName, isTitleIn } from '../../src/redaction/spoken/restored-names.js';
import { buildSpokenView } from '../../src/redaction/spoken/spoken-view.js';

// text from speech: lower case, no punctuation; a title before an unlisted surname
describe('titles before names in text from speech', () => {
  it.each<[LanguageName, string, string, string]>([
    // the title gets its capital with the name, and the name is masked
    [
      'Afrikaans',
      'dankie meneer isaacs en die adres asseblief',
      'dankie Meneer Isaacs en die adres asseblief',
      'dankie meneer [PERSON_NAME] en die adres asseblief',
    ],
    [
      'French',
      'd accord monsieur ouédraogo votre passeport est prêt',
      'd accord Monsieur Ouédraogo votre passeport est prêt',
      'd accord monsieur [PERSON_NAME] votre passeport est prêt',
    ],
    [
      'German',
      'danke frau fuchs was kann ich für sie tun',
      'danke Frau Fuchs was kann ich für sie tun',
      'danke frau [PERSON_NAME] was kann ich für sie tun',
    ],
    [
      'Italian',
      'perfetto signora ruggiero lei è già nostra cliente',
      'perfetto Signora Ruggiero lei è già nostra cliente',
      'perfetto signora [PERSON_NAME] lei è già nostra cliente',
    ],
    // a title said alone before a word that opens a clause: no capital at all, nothing masked
    [
      'French',
      'bonsoir madame ici la caisse nationale bonjour',
      'bonsoir madame ici la caisse nationale bonjour',
      'bonsoir madame ici la caisse nationale bonjour',
    ],
    [
      'Swahili',
      'asante sana mama nimetuma pesa jana jioni',
      'asante sana mama nimetuma pesa jana jioni',
      'asante sana mama nimetuma pesa jana jioni',
    ],
    [
      'Afrikaans',
      'ja tannie nou moet ons die vorms invul',
      'ja tannie nou moet ons die vorms invul',
      'ja tannie nou moet ons die vorms invul',
    ],
    // titles as calls say them ("rra", "doctora", "dokta")
    [
      'Setswana',
      'ke a leboga rra molefhe o rometse kwa go nomoro efe',
      'ke a leboga Rra Molefhe o rometse kwa go nomoro efe',
      'ke a leboga rra [PERSON_NAME] o rometse kwa go nomoro efe',
    ],
    [
      'Spanish',
      'quería pedir cita con la doctora arrieta para mi hijo muy bien',
      'quería pedir cita con la Doctora Arrieta para mi hijo muy bien',
      'quería pedir cita con la doctora [PERSON_NAME] para mi hijo muy bien',
    ],
    [
      'Setswana',
      'go siame rra madi a setse a le mo akhaontong ya gago',
      'go siame rra madi a setse a le mo akhaontong ya gago',
      'go siame rra madi a setse a le mo akhaontong ya gago',
    ],
    [
      'Spanish',
      'vale la doctora tiene hueco el martes por la tarde',
      'vale la doctora tiene hueco el martes por la tarde',
      'vale la doctora tiene hueco el martes por la tarde',
    ],
    // a title that is a common word in the language gets no capital there ("nwanyị" woman,
    // "father" a parent); where it is a title it does ("mama kombo")
    [
      'Igbo',
      'ọ gara ebe ahụ gwa ha na ya bụ nwanyị ajadu ma ọ bụghị',
      'ọ gara ebe ahụ gwa ha na ya bụ nwanyị Ajadu ma ọ bụghị',
      'ọ gara ebe ahụ gwa ha na ya bụ nwanyị ajadu ma ọ bụghị',
    ],
    [
      'English',
      'my father retired at the age of forty five last year in june',
      'my father Retired at the age of forty five last year in june',
      'my father retired at the age of forty five last year in june',
    ],
    [
      'Swahili',
      'asante sana mama kombo una namba ya nida kweli',
      'asante sana Mama Kombo una namba ya nida kweli',
      'asante sana mama [PERSON_NAME] una namba ya nida kweli',
    ],
  ])('%s: %s', async (language, text, view, redacted) => {
    // (undefined: the view would be the text itself)
    expect(buildSpokenView(text, language)?.text ?? text).toBe(view);
    expect((await redact({ text, language })).result).toBe(redacted);
  });

  it.each<[string, LanguageName, boolean]>([
    ['isaacs', 'Afrikaans', true],
    ['nou', 'Afrikaans', false],
    ['ici', 'French', false],
    ['passport', 'Shona', false],
    ['yangu', 'Swahili', false],
    ['madi', 'Setswana', false],
  ])('isTitledName(%s, %s) is %s', (word, language, expected) => {
    expect(isTitledName(word, language)).toBe(expected);
  });

  it.each<[string, LanguageName, boolean]>([
    ['mma', 'Setswana', true],
    ['mma', 'Igbo', false],
    ['nwanyị', 'Igbo', false],
    ['meneer', 'Afrikaans', true],
  ])('isTitleIn(%s, %s) is %s', (title, language, expected) => {
    expect(isTitleIn(title, language)).toBe(expected);
  });
});
