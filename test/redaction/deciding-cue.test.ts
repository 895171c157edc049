import { describe, expect, it } from 'vitest';
import type { LanguageName } from '../../src/languages.js';
import { decidingCue, isGenericCue } from '../../src/redaction/context/deciding-cue.js';
import { redact } from '../../src/redaction/index.js';
import { contextReferenceRecognizers } from '../../src/redaction/recognizers/context-references.js';
import { runRecognizer } from '../../src/redaction/run-recognizer.js';
import { analysisInput } from './analysis-input.js';

/** The context-reference entities of `text`, as 'TYPE value'. */
function contextReferences(text: string, language: LanguageName): string[] {
  const input = analysisInput(text, language);
  return contextReferenceRecognizers.flatMap((recognizer) =>
    runRecognizer(recognizer, input).map(
      (entity) => `${entity.type} ${text.slice(entity.start, entity.end)}`,
    ),
  );
}

describe('the nearest cue before a value decides its type', () => {
  it.each<[LanguageName, string, string[]]>([
    // a cue of two kinds, then a cue of one of them: the nearer one reads the value
    ['French', 'numéro de dossier, numéro de transaction 44719920', ['TRANSACTION_ID 44719920']],
    ['French', 'numéro de dossier médical 44719920', ['MEDICAL_ID 44719920']],
    // a bare "numéro" between the cue of a type and the value decides nothing
    ['French', 'votre compte bancaire, le numéro 0042157888', ['ACCOUNT_NUMBER 0042157888']],
    // RIB (relevé d'identité bancaire) is a bank account, in French and in the French of Arabic calls
    ['French', 'le rib 2256700001 44498', ['ACCOUNT_NUMBER 2256700001 44498']],
    ['Arabic', 'الرقم ديال الحساب البنكي le rib 2256700001 44498 وشكرا', ['ACCOUNT_NUMBER 2256700001 44498']],
    ['German', 'mein girokonto 0042157888 bitte', ['ACCOUNT_NUMBER 0042157888']],
    // a bank-account cue with a locative or "with/about" fused to it
    ['Isixhosa', 'ingxaki ngeakhawunti yebhanki 2054331876', ['ACCOUNT_NUMBER 2054331876']],
    ['Zulu', 'inkinga nge-akhawunti yami 2054331876', ['ACCOUNT_NUMBER 2054331876']],
    ['Shona', 'unopinda kuaccount ipi? 1120 3387 4401', ['ACCOUNT_NUMBER 1120 3387 4401']],
  ])('%s: %s', (language, text, expected) => {
    expect(contextReferences(text, language)).toEqual(expected);
  });

  it.each<[LanguageName, string, string]>([
    [
      'Arabic',
      'نحتاج الرقم ديال الحساب البنكي le rib زوج خمسة ستة سبعة صفر صفر واحد اربعة اربعة تسعة تمنية وشكرا',
      'نحتاج الرقم ديال الحساب البنكي le rib [ACCOUNT_NUMBER] وشكرا',
    ],
    [
      'French',
      'donnez moi le rib quatre zéro zéro trois un zéro zéro zéro zéro un deux sept merci',
      'donnez moi le rib [ACCOUNT_NUMBER] merci',
    ],
    [
      'French',
      "Pour le virement, votre compte : le numéro c'est 0042 1578 8830.",
      "Pour le virement, votre compte : le numéro c'est [ACCOUNT_NUMBER].",
    ],
    ['Kinyarwanda', 'konti yanyu numéro 0042157888', 'konti yanyu numéro [ACCOUNT_NUMBER]'],
    // bank-account and meter words as calls say them
    ['Igbo', 'nomba akauntu m bu 0214558739', 'nomba akauntu m bu [ACCOUNT_NUMBER]'],
    ['Kinyarwanda', 'konte yanjye ni 0421881933', 'konte yanjye ni [ACCOUNT_NUMBER]'],
    ['Kinyarwanda', 'nimero ya mubazi ni 0421881933', 'nimero ya mubazi ni [CUSTOMER_ID]'],
    ['Twi', 'me akaunt nɔma ne 0214558739', 'me akaunt nɔma ne [ACCOUNT_NUMBER]'],
  ])('redacts with the deciding cue’s type (%s: %s)', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });

  it.each<[LanguageName, string, string, string | undefined]>([
    ['French', 'votre compte, le numéro : 0042', 'compte', 'ACCOUNT_NUMBER'],
    ['French', 'le numéro : 0042', 'numéro', 'PHONE_NUMBER'],
    ['French', 'bonjour : 0042', '', undefined],
    ['English', 'card number, account number 0042', 'account number', 'ACCOUNT_NUMBER'],
  ])('decidingCue (%s: %s)', (language, text, cueText, kind) => {
    const input = analysisInput(text, language);
    const cue = decidingCue(input, text.indexOf('0042'), 40);
    expect(cue === undefined ? '' : text.slice(cue.start, cue.end)).toBe(cueText);
    expect(cue === undefined ? undefined : [...cue.kinds].find((found) => found === kind)).toBe(kind);
  });

  it.each<[LanguageName, string, boolean]>([
    ['French', 'numéro', true],
    ['French', 'numéro de compte', false],
    ['English', 'phone', false],
  ])('isGenericCue (%s: %s)', (language, text, generic) => {
    const input = analysisInput(`${text} 0042`, language);
    expect(input.context.cues.map((cue) => isGenericCue(input, cue))).toEqual([generic]);
  });
});
