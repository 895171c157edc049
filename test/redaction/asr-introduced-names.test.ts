import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';
import { analyzeWithRules } from '../../src/redaction/analyze.js';
import { buildSpokenView } from '../../src/redaction/spoken/spoken-view.js';

/** The words of the view's introduced names (`SpokenView.names`), as the view writes them. */
function introducedNames(text: string, language: LanguageName): string[] {
  const view = buildSpokenView(text, language);
  return view === undefined ? [] : view.names.map((name) => view.text.slice(name.start, name.end));
}

// text from speech: the lone unlisted name said after an introduction is a PERSON_NAME that the
// speech step gives the analysis (one table row per language whose introductions are listed)
describe('lone unlisted names after an introduction in text from speech', () => {
  it.each<[LanguageName, string, readonly string[], string]>([
    [
      'English',
      'good morning you are speaking to tovrin how can i help you today',
      ['Tovrin'],
      'good morning you are speaking to [PERSON_NAME] how can i help you today',
    ],
    [
      'Afrikaans',
      'goeie more jy praat met zandrelle hoe kan ek help vandag',
      ['Zandrelle'],
      'goeie more jy praat met [PERSON_NAME] hoe kan ek help vandag',
    ],
    [
      'French',
      'bonjour vous parlez avec mireillette comment puis je vous aider',
      ['Mireillette'],
      'bonjour vous parlez avec [PERSON_NAME] comment puis je vous aider',
    ],
    [
      'German',
      'guten tag sie sprechen mit jorunde wie kann ich ihnen helfen',
      ['Jorunde'],
      'guten tag sie sprechen mit [PERSON_NAME] wie kann ich ihnen helfen',
    ],
    [
      'Spanish',
      'buenos días le atiende fermelinda en qué puedo ayudarle hoy',
      ['Fermelinda'],
      'buenos días le atiende [PERSON_NAME] en qué puedo ayudarle hoy',
    ],
    [
      'Italian',
      'buongiorno mi chiamo ornelvia e chiamo per la mia bolletta',
      ['Ornelvia'],
      'buongiorno mi chiamo [PERSON_NAME] e chiamo per la mia bolletta',
    ],
    [
      'Swahili',
      'habari za asubuhi naitwa zawadiel nataka kuuliza kuhusu akaunti yangu',
      ['Zawadiel'],
      'habari za asubuhi naitwa [PERSON_NAME] nataka kuuliza kuhusu akaunti yangu',
    ],
    [
      'Hausa',
      'sannu sunana zainabeli ina son in tambaya game da asusuna',
      ['Zainabeli'],
      'sannu sunana [PERSON_NAME] ina son in tambaya game da asusuna',
    ],
    [
      'Yoruba',
      'ẹ kú àárọ̀ orúkọ mi ni tolulopeji mo fẹ́ béèrè nípa àkáǹtì mi',
      ['Tolulopeji'],
      'ẹ kú àárọ̀ orúkọ mi ni [PERSON_NAME] mo fẹ́ béèrè nípa àkáǹtì mi',
    ],
    [
      'Igbo',
      'ụtụtụ ọma aha m bụ chinwendueze achọrọ m ịjụ maka akaụntụ m',
      ['Chinwendueze'],
      'ụtụtụ ọma aha m bụ [PERSON_NAME] achọrọ m ịjụ maka akaụntụ m',
    ],
    [
      'Zulu',
      'sawubona igama lami ngu nomhlobiso ngifuna ukubuza nge akhawunti yami',
      ['Nomhlobiso'],
      'sawubona igama lami ngu [PERSON_NAME] ngifuna ukubuza nge akhawunti yami',
    ],
    [
      'Isixhosa',
      'molo uthetha no nomvuyiseko ndingakunceda njani namhlanje',
      ['Nomvuyiseko'],
      'molo uthetha no [PERSON_NAME] ndingakunceda njani namhlanje',
    ],
    // (a greeting and the copula "ke": no recognizer took the one unlisted word before)
    [
      'Sesotho',
      'lumela ke mantsebeng oa hr mona nka u thusa joang lumela mantsebeng ke kopa',
      ['Mantsebeng', 'Mantsebeng'],
      'lumela ke [PERSON_NAME] oa hr mona nka u thusa joang lumela [PERSON_NAME] ke kopa',
    ],
    [
      'Sesotho',
      'lumela ntate ke lineokuhle ke ithuta selemong sa boraro',
      ['Lineokuhle'],
      'lumela ntate ke [PERSON_NAME] ke ithuta selemong sa boraro',
    ],
    [
      'Setswana',
      'dumela mma ke goitsemodimo ke letsa ka ga madi a me a bursary',
      ['Goitsemodimo'],
      'dumela mma ke [PERSON_NAME] ke letsa ka ga madi a me a bursary',
    ],
    [
      'Shona',
      'mhoro mauya kuecocash ndinonzi rufaroyashe ndingakubatsirei nhasi',
      ['Rufaroyashe'],
      'mhoro mauya kuecocash ndinonzi [PERSON_NAME] ndingakubatsirei nhasi',
    ],
    [
      'Kinyarwanda',
      'muraho murakaza neza muravugana na mugwanezaho nagufasha iki uyu munsi',
      ['Mugwanezaho'],
      'muraho murakaza neza muravugana na [PERSON_NAME] nagufasha iki uyu munsi',
    ],
    [
      'Twi',
      'maakye payroll office me din de adwoabena metumi aboa wo sɛn',
      ['Adwoabena'],
      'maakye payroll office me din de [PERSON_NAME] metumi aboa wo sɛn',
    ],
    // not after a bare copula ("dis nie", "c'est bon"), nor a label's noun without its colon ("name kry")
    [
      'Afrikaans',
      'nee ek het niks verander nie dis nie myne nie ok dit lyk na bedrog',
      [],
      'nee ek het niks verander nie dis nie myne nie ok dit lyk na bedrog',
    ],
    [
      'French',
      "oui le passeport est prêt c'est bon vous pouvez venir le chercher demain",
      [],
      "oui le passeport est prêt c'est bon vous pouvez venir le chercher demain",
    ],
    [
      'Afrikaans',
      'kan ek net jou volle name kry asseblief en jou id nommer ook',
      [],
      'kan ek net jou volle name kry asseblief en jou id nommer ook',
    ],
    // a verb after the subject "ke" (perfect, passive, common verbs) is no name
    [
      'Setswana',
      'kantoro ya dtef dumela mma ke rometse madi a makgolo a mabedi',
      [],
      'kantoro ya dtef dumela mma ke rometse madi a makgolo a mabedi',
    ],
    [
      'Setswana',
      'dumela rra ke latlhegetswe ke omang wa me ke batla go dira o mongwe',
      [],
      'dumela rra ke latlhegetswe ke omang wa me ke batla go dira o mongwe',
    ],
    [
      'Sesotho',
      'lumela ke entse kopo ya phasepoto dikgwedi tse tharo tse fetileng',
      [],
      'lumela ke entse kopo ya phasepoto dikgwedi tse tharo tse fetileng',
    ],
    [
      'Sesotho',
      'u bua le vodacom lumela ntate ke kopa ho tseba hore na phasepoto ea ka',
      [],
      'u bua le vodacom lumela ntate ke kopa ho tseba hore na phasepoto ea ka',
    ],
  ])('%s: %s', async (language, text, names, redacted) => {
    expect(introducedNames(text, language)).toEqual(names);
    expect((await redact({ text, language })).result).toBe(redacted);
  });
});

// text from speech: the word between a copula "I am" said alone and a greeting is the speaker's
// name ("ke mpho lumela"), masked where it is said (not restored, not carried to its repeats)
describe('a speaker name between a copula said alone and a greeting in text from speech', () => {
  it.each<[LanguageName, string, readonly string[], string]>([
    [
      'Setswana',
      'kantoro ya dtef ke goitsemodimo dumela mma goitsemodimo ke batla go bua ka madi',
      ['goitsemodimo'],
      'kantoro ya dtef ke [PERSON_NAME] dumela mma [PERSON_NAME] ke batla go bua ka madi',
    ],
    [
      'Sesotho',
      'ofisi ea hr ke mantsebeng lumela ausi ke letsetsa ka moputso oa ka',
      ['mantsebeng'],
      'ofisi ea hr ke [PERSON_NAME] lumela ausi ke letsetsa ka moputso oa ka',
    ],
    [
      'Kinyarwanda',
      'murakaza neza kuri irembo ndi mugwanezaho muraho nitwa mukamana',
      ['mugwanezaho'],
      'murakaza neza kuri irembo ndi [PERSON_NAME] muraho nitwa [PERSON_NAME]',
    ],
    [
      'Isixhosa',
      'molo eskom ndim nomvuyiseko molo ndifuna ukubuza ngombane wam',
      ['nomvuyiseko'],
      'molo eskom ndim [PERSON_NAME] molo ndifuna ukubuza ngombane wam',
    ],
    [
      'Zulu',
      'sawubona yimi nomhlobiso sawubona ngifuna ukubuza nge akhawunti yami',
      ['nomhlobiso'],
      'sawubona yimi [PERSON_NAME] sawubona ngifuna ukubuza nge akhawunti yami',
    ],
    [
      'Shona',
      'hr nepayroll pano ndini rufaroyashe mhoro ndanga ndichida kubvunza',
      ['Rufaroyashe'],
      'hr nepayroll pano ndini [PERSON_NAME] mhoro ndanga ndichida kubvunza',
    ],
    // no greeting after the word, or a verb: no name
    [
      'Setswana',
      'ee ke a leboga rra ke batla go itse gore madi a me a tla leng',
      [],
      'ee ke a leboga rra ke batla go itse gore madi a me a tla leng',
    ],
    [
      'Sesotho',
      'ke rometse chelete lumela ke kopa thuso ka kopo ea ka ea phasepoto',
      [],
      'ke rometse chelete lumela ke kopa thuso ka kopo ea ka ea phasepoto',
    ],
  ])('%s: %s', async (language, text, names, redacted) => {
    expect(introducedNames(text, language)).toEqual(names);
    expect((await redact({ text, language })).result).toBe(redacted);
  });
});

// the speech step's names join the analysis only where the call looks for names at all
describe('introduced names and the recognizers of the call', () => {
  it('adds no name when no recognizer finds person names', () => {
    const text = 'lumela ke mantsebeng oa hr mona nka u thusa joang kajeno';
    const entities = analyzeWithRules({ text, language: 'Sesotho', domain: 'general', recognizers: [] });
    expect(entities).toEqual([]);
    const all = analyzeWithRules({ text, language: 'Sesotho', domain: 'general' });
    expect(
      all.map((entity) => [entity.type, text.slice(entity.start, entity.end), entity.recognizer]),
    ).toEqual([['PERSON_NAME', 'mantsebeng', 'spoken-introduced-name']]);
  });
});
