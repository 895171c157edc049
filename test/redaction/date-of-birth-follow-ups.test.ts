/**
 * Dates of birth said over several turns, end to end through `redact`: the answer to a birth
 * question a turn or a few later (after fillers, or after the caller first says something else),
 * also without a year ("it's the third of May"); a correction or a read-back right after a found
 * date of birth ("no sorry the fourth", "was it 1986?" / "yes eighty six"). One table per class,
 * several languages, invented values; the hard negatives (appointments, payments, ordinals and
 * month words in other senses) stay.
 */
import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';

async function redacted(language: LanguageName, text: string): Promise<string> {
  return (await redact({ text, language })).result;
}

describe('the answer to a birth question is a date of birth', () => {
  it.each<[LanguageName, string, string]>([
    // the answer a few turns after the question, the caller first saying something else
    [
      'English',
      "what's your date of birth\num sorry can you hear me\nyes\nit's may third eighty six",
      "what's your date of birth\num sorry can you hear me\nyes\nit's [DATE_OF_BIRTH]",
    ],
    [
      'English',
      'Agent: And your date of birth?\nCaller: Sorry, the line is bad.\nAgent: Your date of birth.\nCaller: Well, the twelfth of June, ninety one.',
      'Agent: And your date of birth?\nCaller: Sorry, the line is bad.\nAgent: Your date of birth.\nCaller: Well, [DATE_OF_BIRTH].',
    ],
    // a day and a month without a year
    [
      'English',
      'please confirm your date of birth\nyes it is the third of may',
      'please confirm your date of birth\nyes it is [DATE_OF_BIRTH]',
    ],
    ['English', 'date of birth\noh it is twelve june', 'date of birth\noh it is [DATE_OF_BIRTH]'],
    ['Swahili', 'tarehe ya kuzaliwa\nni tatu mei', 'tarehe ya kuzaliwa\nni [DATE_OF_BIRTH]'],
    [
      'French',
      'votre date de naissance\npardon\nc est le douze juin',
      'votre date de naissance\npardon\nc est [DATE_OF_BIRTH]',
    ],
    ['Spanish', 'su fecha de nacimiento\nes el doce de junio', 'su fecha de nacimiento\nes [DATE_OF_BIRTH]'],
    // a month and a year in the cue's own sentence (a day and a month alone there stay: "born 3 March 12:30")
    [
      'Afrikaans',
      'So oom is gebore in November sewe-en-veertig?\nJa.',
      'So oom is gebore in [DATE_OF_BIRTH]?\nJa.',
    ],
    [
      'English',
      'and you were born in june nineteen ninety right',
      'and you were born in [DATE_OF_BIRTH] right',
    ],
    // in speech (one line, no question mark) a day and a month a few words after the cue, in English too
    ['Yoruba', 'ojo ibi re nko twelfth of march ok', 'ojo ibi re nko [DATE_OF_BIRTH] ok'],
    [
      'Swahili',
      'tarehe yako ya kuzaliwa ni twenty first june asante',
      'tarehe yako ya kuzaliwa ni [DATE_OF_BIRTH] asante',
    ],
    // a birth cue written glued, as speech recognition writes it (Igbo "amụrụ gị")
    [
      'Igbo',
      'amụrụ gị mgbe ọ bụ february twelve nineteen ninety nine kedu adreesị gị',
      'amụrụ gị mgbe ọ bụ [DATE_OF_BIRTH] kedu adreesị gị',
    ],
    // a whole date said as digits one by one, written as one run by the spoken view
    [
      'Isixhosa',
      'umhla wakho wokuzalwa two four ten eighty two kulungile mnumzana',
      'umhla wakho wokuzalwa [DATE_OF_BIRTH] kulungile mnumzana',
    ],
    [
      'English',
      "date of birth?\nit's one nine eight two one zero two four",
      "date of birth?\nit's [DATE_OF_BIRTH]",
    ],
    // the parts with the language's words for "date" and "year" between
    [
      'Kinyarwanda',
      'wavutse ryari\nnavutse itariki gatatu gicurasi mu mwaka wa 1986',
      'wavutse ryari\nnavutse [DATE_OF_BIRTH]',
    ],
    ['Kinyarwanda', 'wavutse ryari\nni gatatu gicurasi', 'wavutse ryari\nni [DATE_OF_BIRTH]'],
    [
      'Swahili',
      'tarehe yako ya kuzaliwa ni mwaka elfu moja mia tisa themanini na sita mwezi wa tano tarehe tatu asante',
      'tarehe yako ya kuzaliwa ni [DATE_OF_BIRTH] asante',
    ],
    ['Sesotho', 'o hlahile neng\nke la boraro may nineteen eighty six', 'o hlahile neng\nke [DATE_OF_BIRTH]'],
    // a birth cue with its possessive written apart (Hausa "ranar haihuwar ki")
    [
      'Hausa',
      'ranar haihuwar ki ita ce uku ga watan mayu shekara ta dubu daya da dari tara da tamanin da shida',
      'ranar haihuwar ki ita ce [DATE_OF_BIRTH]',
    ],
    // a Shona ordinal day after "musi", English month and year
    [
      'Shona',
      'makazvarwa riini ndakazvarwa musi wechitatu may nineteen eighty six',
      'makazvarwa riini ndakazvarwa [DATE_OF_BIRTH]',
    ],
    // a zero word before the date is no day of it ("oh", Igbo "ọ" read as English "o")
    [
      'English',
      'Your date of birth?\nOh, the twelfth of June, nineteen ninety one.',
      'Your date of birth?\nOh, [DATE_OF_BIRTH].',
    ],
    // year first with digits, a glued locative before the year and the day (Nguni)
    // (the glued "ngo-" stays, as the writers of the development sets leave a glued "ka-" out)
    ['Zulu', 'usuku lokuzalwa\nngo-1988 ngomhla ka-3 kuMay', 'usuku lokuzalwa\nngo-[DATE_OF_BIRTH]'],
  ])('%s: %j', async (language, text, expected) => {
    expect(await redacted(language, text)).toBe(expected);
  });
});

describe('a date part said right after a date of birth joins it', () => {
  it.each<[LanguageName, string, string]>([
    // a correction in the same turn
    [
      'English',
      'my date of birth is 3 May 1986 no sorry the fourth',
      'my date of birth is [DATE_OF_BIRTH] no sorry [DATE_OF_BIRTH]',
    ],
    // a year corrected
    [
      'English',
      'my date of birth is 3 May 1986 no sorry 1987',
      'my date of birth is [DATE_OF_BIRTH] no sorry [DATE_OF_BIRTH]',
    ],
    // a read-back and its confirmation, the year in digits, then in words
    [
      'English',
      'Date of birth please?\nThe 3rd of May 1986.\nWas it 1986?\nYes, eighty six.',
      'Date of birth please?\nThe [DATE_OF_BIRTH].\nWas it [DATE_OF_BIRTH]?\nYes, [DATE_OF_BIRTH].',
    ],
    [
      'French',
      'date de naissance le 3 mai 1986\nc était 1986\noui quatre vingt six',
      'date de naissance le [DATE_OF_BIRTH]\nc était [DATE_OF_BIRTH]\noui [DATE_OF_BIRTH]',
    ],
    [
      'Swahili',
      'tarehe ya kuzaliwa ni 3 Mei 1986\nni 1986\nndiyo themanini na sita',
      'tarehe ya kuzaliwa ni [DATE_OF_BIRTH]\nni [DATE_OF_BIRTH]\nndiyo [DATE_OF_BIRTH]',
    ],
    // the whole date said again with its year corrected: the same day and month
    [
      'Zulu',
      'wazalwa nini ngomhla nine march two thousand and one uh cha ngiyaxolisa nine march two thousand and two kulungile',
      'wazalwa nini [DATE_OF_BIRTH] uh cha ngiyaxolisa [DATE_OF_BIRTH] kulungile',
    ],
    // said again after a date of birth whose month word no list knows (the any-month shape)
    [
      'Isixhosa',
      'Umhla wokuzalwa?\nUmthengi: 15 kweyeKhala 1982.\nIarhente: Ndiphinda: 15/07/1982?\nUmthengi: Ewe.',
      'Umhla wokuzalwa?\nUmthengi: [DATE_OF_BIRTH].\nIarhente: Ndiphinda: [DATE_OF_BIRTH]?\nUmthengi: Ewe.',
    ],
    // said again in English after a month name written without its diacritics ("osu kewa": oṣù kẹwà)
    [
      'Yoruba',
      'ojo ibi re ojo keji osu kewa odun nineteen ninety se e tun fe ki n so ni english second october nineteen ninety o dara',
      'ojo ibi re [DATE_OF_BIRTH] se e tun fe ki n so ni english [DATE_OF_BIRTH] o dara',
    ],
  ])('%s: %j', async (language, text, expected) => {
    expect(await redacted(language, text)).toBe(expected);
  });
});

describe('other dates and words stay', () => {
  it.each<[LanguageName, string]>([
    // no birth cue: an appointment, a payment
    ['English', 'when is the appointment\nthe third of may nineteen eighty six'],
    ['English', 'i paid on the third of may'],
    ['Swahili', 'nililipa tarehe tatu mei'],
    // in speech, a day and a month many words after the cue
    ['English', 'date of birth is on file and the appointment is on the third of may'],
  ])('%s: %j', async (language, text) => {
    expect(await redacted(language, text)).toBe(text);
  });

  it.each<[LanguageName, string, string]>([
    // words after a date of birth that are no date part of it
    [
      'English',
      'date of birth 3 May 1986\nok may I have your address',
      'date of birth [DATE_OF_BIRTH]\nok may I have your address',
    ],
    [
      'English',
      'date of birth 3 May 1986\nhold on a second please',
      'date of birth [DATE_OF_BIRTH]\nhold on a second please',
    ],
    [
      'English',
      'date of birth 3 May 1986\nthanks and the appointment is on the fifth of June',
      'date of birth [DATE_OF_BIRTH]\nthanks and the appointment is on the fifth of June',
    ],
    // the date of birth said again in words: the writers of the development sets leave it out
    [
      'English',
      'Date of birth?\n04/11/1994, fourth of November.',
      'Date of birth?\n[DATE_OF_BIRTH], fourth of November.',
    ],
    // a lone day after three other words: an appointment, in speech without punctuation
    [
      'English',
      'date of birth is the third of may nineteen eighty six and appointment is on the fifth',
      'date of birth is [DATE_OF_BIRTH] and appointment is on the fifth',
    ],
    // after a date of birth of the any-month shape, an appointment in another year stays
    [
      'Isixhosa',
      'Umhla wokuzalwa?\nUmthengi: 15 kweyeKhala 1982.\nIarhente: Idinga lakho ngu-20/08/2026.',
      'Umhla wokuzalwa?\nUmthengi: [DATE_OF_BIRTH].\nIarhente: Idinga lakho ngu-20/08/2026.',
    ],
    // a later date with another day and month and another year: an appointment
    [
      'English',
      'date of birth 6 February 2005\nthe appointment is on 9 March 2026',
      'date of birth [DATE_OF_BIRTH]\nthe appointment is on 9 March 2026',
    ],
    // a year far from the date's, an amount
    [
      'English',
      'date of birth 3 May 1986 the payment of 2000',
      'date of birth [DATE_OF_BIRTH] the payment of 2000',
    ],
    // a number that is not the year of the date (an age)
    [
      'English',
      'date of birth 3 May 1986\nyes thirty five',
      'date of birth [DATE_OF_BIRTH]\nyes thirty five',
    ],
    // six digits that are no date answer, or said after other words
    [
      'English',
      'your date of birth\nmy account number is 241082',
      'your date of birth\nmy account number is [ACCOUNT_NUMBER]',
    ],
    ['English', 'date of birth?\nit was 991399', 'date of birth?\nit was 991399'],
    // an answer that says something else first: a number ends the look-up
    [
      'English',
      'your date of birth\nmy account is 4411\nand the payment was on 3 June',
      'your date of birth\nmy account is 4411\nand the payment was on 3 June',
    ],
  ])('%s: %j', async (language, text, expected) => {
    expect(await redacted(language, text)).toBe(expected);
  });
});
