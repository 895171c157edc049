import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';
import { buildContextIndex } from '../../src/redaction/context/context-index.js';
import { oneEditApart, withinEdits } from '../../src/redaction/context/misheard-cues.js';

describe('the turn model: a question sets what the next turn answers', () => {
  it.each<[LanguageName, string, string]>([
    [
      'German',
      'Mitarbeiterin: Dann ist er vielleicht falsch zugeordnet. Können Sie mir Ihr Geburtsdatum sagen?\nStudent: Der 11. November 2001.',
      'Mitarbeiterin: Dann ist er vielleicht falsch zugeordnet. Können Sie mir Ihr Geburtsdatum sagen?\nStudent: Der [DATE_OF_BIRTH].',
    ],
    [
      'English',
      'Agent: Could I have your staff number so that I can look up your leave balance?\nCaller: Yes, it is 88120.',
      'Agent: Could I have your staff number so that I can look up your leave balance?\nCaller: Yes, it is [EMPLOYEE_ID].',
    ],
    [
      'Afrikaans',
      'Beampte: Ek het ook sy geboortedatum nodig vir verifikasie.\nOuer: 5 Oktober 2004.',
      'Beampte: Ek het ook sy geboortedatum nodig vir verifikasie.\nOuer: [DATE_OF_BIRTH].',
    ],
    // a form's name with a digit ("IRP5") is no value given: the question is still open
    [
      'Afrikaans',
      'Agent: En jou belastingnommer, vir die IRP5?\nWerknemer: Dis 0245 781 163.',
      'Agent: En jou belastingnommer, vir die IRP5?\nWerknemer: Dis [GOVERNMENT_ID].',
    ],
    // unlabelled turns alternate line by line
    [
      'English',
      'What is your date of birth for the records please?\n4 May 1990.',
      'What is your date of birth for the records please?\n[DATE_OF_BIRTH].',
    ],
    // a cue before the last sentence of the turn, or a value already given, answers nothing
    [
      'English',
      'Agent: Your date of birth is on file. We paid on 4 May 2020.\nCaller: And 5 May 2021 too.',
      'Agent: Your date of birth is on file. We paid on 4 May 2020.\nCaller: And 5 May 2021 too.',
    ],
  ])('%s %j', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });

  it.each<[LanguageName, string, string[]]>([
    // a bare word for "number" adds its kinds only when no cue of a type stands in the sentence
    [
      'French',
      'Agent : Le numéro de votre CNI ?\nClient : Attendez, la carte... 112 457 093.',
      ['GOVERNMENT_ID'],
    ],
    ['French', 'Agent : Votre numéro ?\nClient : 112 457 093.', ['PHONE_NUMBER']],
  ])('%s: the answer cue of %j has the kinds %j', (language, text, kinds) => {
    const answer = buildContextIndex(text, language).cues.find((cue) => cue.start === cue.end);
    expect([...(answer?.kinds ?? [])]).toEqual(kinds);
  });

  it('places the answer cue after the speaker label of the next line, or at its start without one', () => {
    const labelled = 'Agent: What is your date of birth please?\nCaller: 4 May 1990';
    const answer = buildContextIndex(labelled, 'English').cues.find((cue) => cue.start === cue.end);
    expect(answer?.start).toBe(labelled.indexOf('4 May'));
    expect([...(answer?.kinds ?? [])]).toEqual(['BIRTH']);
    const unlabelled = 'What is your date of birth please?\n  4 May 1990';
    expect(buildContextIndex(unlabelled, 'English').cues.find((cue) => cue.start === cue.end)?.start).toBe(
      unlabelled.indexOf('4 May'),
    );
    expect(
      buildContextIndex('My ID number is 1234.\nCaller: 5678', 'English').cues.every(
        (cue) => cue.start < cue.end,
      ),
    ).toBe(true);
  });
});

describe('one-line text: a question mark ends a turn (a recogniser’s punctuated output)', () => {
  it.each([
    [
      'Spanish',
      'Y su fecha de nacimiento? El 14 de marzo de 1986. Gracias.',
      'Y su fecha de nacimiento? El [DATE_OF_BIRTH]. Gracias.',
    ],
    ['Spanish', '¿Su fecha de nacimiento? 14/03/1986.', '¿Su fecha de nacimiento? [DATE_OF_BIRTH].'],
    [
      'English',
      'Can you please validate the following address? 4880 Betburweg 74 Suite 967, Lascano, Uruguay 80694',
      'Can you please validate the following address? [ADDRESS]',
    ],
    // a question that asks for nothing sets nothing
    [
      'English',
      'How are you today? 14/03/1986 was a good day.',
      'How are you today? 14/03/1986 was a good day.',
    ],
  ] as const)('%s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });

  it.each([
    // a sentence that is only a cue and a few words is a question written with a full stop
    [
      'Spanish',
      'Gracias. Es el 0825513479. Y su fecha de nacimiento. El 14 de marzo de 1986. ¿Con qué tarjeta?',
      'Gracias. Es el [PHONE_NUMBER]. Y su fecha de nacimiento. El [DATE_OF_BIRTH]. ¿Con qué tarjeta?',
    ],
    [
      'English',
      'Thank you. And your date of birth. 14 March 1986. Thanks.',
      'Thank you. And your date of birth. [DATE_OF_BIRTH]. Thanks.',
    ],
    // more words than a question fragment, or a value in the sentence: no turn
    [
      'English',
      'We will need your date of birth later on. 14 March 1986 was the day the branch opened.',
      'We will need your date of birth later on. 14 March 1986 was the day the branch opened.',
    ],
  ] as const)('a question without its mark, %s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });

  it('keeps offsets: the question mark and the answer stay where they are', async () => {
    const text = '¿Su fecha de nacimiento? 14/03/1986.';
    const { entities } = await redact({ text, language: 'Spanish' });
    expect(entities.map((entity) => text.slice(entity.start, entity.end))).toEqual(['14/03/1986']);
  });
});

describe('one-line text: a question written as a statement ends a turn', () => {
  it.each([
    [
      'Spanish',
      'Muy bien. Y su fecha de nacimiento. 1986. Perfecto.',
      'Muy bien. Y su fecha de nacimiento. [DATE_OF_BIRTH]. Perfecto.',
    ],
    [
      'Swahili',
      'Asante. Na tarehe yako ya kuzaliwa. Elfu moja mia tisa themanini na sita. Sawa.',
      'Asante. Na tarehe yako ya kuzaliwa. [DATE_OF_BIRTH]. Sawa.',
    ],
    [
      'English',
      'Thank you. And your date of birth, please. 1986. Great.',
      'Thank you. And your date of birth, please. [DATE_OF_BIRTH]. Great.',
    ],
    // a long sentence that mentions the cue asks for nothing, nor one that goes on after it
    [
      'Spanish',
      'Gracias por confirmar que la fecha de nacimiento está bien. 1986. Perfecto.',
      'Gracias por confirmar que la fecha de nacimiento está bien. 1986. Perfecto.',
    ],
    [
      'Spanish',
      'Muchas gracias por llamar y darnos hoy su fecha de nacimiento. 1986. Perfecto.',
      'Muchas gracias por llamar y darnos hoy su fecha de nacimiento. 1986. Perfecto.',
    ],
    ['Sesotho', 'Ke hlahile Maseru. 1988 re ile Gauteng.', 'Ke hlahile Maseru. 1988 re ile Gauteng.'],
  ] as const)('%s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});

describe('one-line text: a question’s phrase misspelled by the recogniser (misheardQuestionCues)', () => {
  it.each([
    ['Italian', 'E la sua data di Nasita? Il 14 marzo 1986.', 'E la sua data di Nasita? Il [DATE_OF_BIRTH].'],
    [
      'French',
      'Et votre date de naisance ? Le 14 mars 1986.',
      'Et votre date de naisance ? Le [DATE_OF_BIRTH].',
    ],
    // a one-word phrase of 10+ letters (a compound): one edit per 6 letters, also split in two words
    [
      'German',
      'Und Ihr Geburtstatt um? Der 14. März 1986. Mit welcher Karte haben Sie bezahlt?',
      'Und Ihr Geburtstatt um? Der [DATE_OF_BIRTH]. Mit welcher Karte haben Sie bezahlt?',
    ],
    ['German', 'Und Ihr Geburtsdatun? Der 14. März 1986.', 'Und Ihr Geburtsdatun? Der [DATE_OF_BIRTH].'],
    // three edits away: no cue
    ['German', 'Und Ihr Geburtstattung? Der 14. März 1986.', 'Und Ihr Geburtstattung? Der 14. März 1986.'],
    // two edits away, or a statement: no cue
    ['Italian', 'E la sua data di Nasta? Il 14 marzo 1986.', 'E la sua data di Nasta? Il 14 marzo 1986.'],
    [
      'Italian',
      'La data di Nasita. Il 14 marzo 1986 era un venerdì.',
      'La data di Nasita. Il 14 marzo 1986 era un venerdì.',
    ],
  ] as const)('%s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });

  it.each([
    ['nascita', 'nasita', true],
    ['nascita', 'nascitta', true],
    ['nascita', 'nasctia', true],
    ['nascita', 'nasceta', true],
    ['nascita', 'nascita', false],
    ['nascita', 'nasta', false],
    ['birth', 'brith', true],
  ] as const)('oneEditApart(%s, %s) is %s', (first, second, expected) => {
    expect(oneEditApart(first, second)).toBe(expected);
  });

  it.each([
    ['geburtsdatum', 'geburtstattum', 2, true],
    ['geburtsdatum', 'geburtstattum', 1, false],
    ['geburtsdatum', 'geburtstattung', 2, false],
    ['geburtsdatum', 'gebrutsdatum', 1, true],
    ['geburtsdatum', 'geburtsdatum', 0, true],
    ['geburtsdatum', 'datum', 2, false],
  ] as const)('withinEdits(%s, %s, %i) is %s', (first, second, edits, expected) => {
    expect(withinEdits([...first], [...second], edits)).toBe(expected);
  });
});
