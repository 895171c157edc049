import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';

// invented names throughout (not in the gazetteer)
describe('a value spelled letter by letter', () => {
  it.each<[LanguageName, string, string]>([
    // it spells the word said just before it: both are the name
    [
      'English',
      "my surname is kovalenko that's K O V A L E N K O okay",
      "my surname is [PERSON_NAME] that's [PERSON_NAME] okay",
    ],
    [
      'English',
      'the surname is wattanabe w a double t a n a b e yes',
      'the surname is [PERSON_NAME] [PERSON_NAME] yes',
    ],
    [
      'Shona',
      'surname yangu ndi chivhangura c-h-i-v-h-a-n-g-u-r-a',
      'surname yangu ndi [PERSON_NAME] [PERSON_NAME]',
    ],
    [
      'Swahili',
      'jina langu ni wanjirema w a n j i r e m a asante',
      'jina langu ni [PERSON_NAME] [PERSON_NAME] asante',
    ],
    [
      'French',
      "je m'appelle kabaselo, k a b a s e l o, merci",
      "je m'appelle [PERSON_NAME], [PERSON_NAME], merci",
    ],
    // letters that are words of their own count when they spell the word before
    ['Spanish', 'me llamo ekuaba e k u a b a gracias', 'me llamo [PERSON_NAME] [PERSON_NAME] gracias'],
    [
      'German',
      'Mein Name ist Brettschnauder, B R E T T S C H N A U D E R.',
      'Mein Name ist [PERSON_NAME], [PERSON_NAME].',
    ],
    // a letter's name in the language
    [
      'Italian',
      'Il cognome è Ferrandolo. Effe, e, erre, erre, a, enne, di, o, elle, o.',
      'Il cognome è [PERSON_NAME]. [PERSON_NAME].',
    ],
    ['Arabic', 'الاسم حمدوني، H-A-M-D-O-U-N-I', 'الاسم [PERSON_NAME]، [PERSON_NAME]'],
    // a spelling-alphabet word is no part of the value
    [
      'English',
      "my name is pretorius that's p for papa r e t o r i u s",
      "my name is [PERSON_NAME] that's [PERSON_NAME] for papa [PERSON_NAME]",
    ],
    // after a "spell" cue
    [
      'English',
      'can you spell your surname please z w e l a k e thank you',
      'can you spell your surname please [PERSON_NAME] thank you',
    ],
    ['Zulu', 'ngicela u-spell isibongo sakho z a n e k o', 'ngicela u-spell isibongo sakho [PERSON_NAME]'],
    ['Afrikaans', 'Kan jy dit spel asseblief? P-L-O-E-G-E-R.', 'Kan jy dit spel asseblief? [PERSON_NAME].'],
    [
      'German',
      'Können Sie das buchstabieren? K-R-O-M-B-A-C-H-E-R.',
      'Können Sie das buchstabieren? [PERSON_NAME].',
    ],
    // the answer to a name question
    [
      'English',
      'Agent: Your surname?\nCaller: D L A M I N Z I.',
      'Agent: Your surname?\nCaller: [PERSON_NAME].',
    ],
    [
      'Spanish',
      'Agente: ¿Apellidos?\nCliente: B-O-K-E-S-U-A.',
      'Agente: ¿Apellidos?\nCliente: [PERSON_NAME].',
    ],
    ['Swahili', 'Wakala: Jina lako?\nMteja: W A N J I R E M A.', 'Wakala: Jina lako?\nMteja: [PERSON_NAME].'],
    // an e-mail read from the middle of its spelled local part grows over its first letters
    [
      'English',
      'Agent: And your email? Can you spell it?\nCaller: t h a n d o at gmail dot com',
      'Agent: And your email? Can you spell it?\nCaller: [EMAIL]',
    ],
    // a code's letters stay the code's
    ['English', 'the reference is k b t h zero zero four seven two', 'the reference is [TRANSACTION_ID]'],
    // letters without a cue, a name or a word they spell are left alone
    ['English', 'we learned the a b c today', 'we learned the a b c today'],
    ['Italian', 'e a o i', 'e a o i'],
  ])('%s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});
