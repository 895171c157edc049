import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';
import { withCueForms } from '../../src/redaction/context/cue-forms.js';

describe('withCueForms: the grammatical forms of a cue', () => {
  it.each<[LanguageName, string[], string[], string[]]>([
    // a possessive after the word for "number"
    [
      'Swahili',
      ['namba ya mfanyakazi'],
      [],
      [
        'namba ya mfanyakazi',
        'namba yako ya mfanyakazi',
        'namba yangu ya mfanyakazi',
        'namba yake ya mfanyakazi',
        'namba yenu ya mfanyakazi',
        'namba yetu ya mfanyakazi',
        'namba yao ya mfanyakazi',
        // the language's other word for "number" opens it too
        'nambari ya mfanyakazi',
        'nambari yako ya mfanyakazi',
        'nambari yangu ya mfanyakazi',
        'nambari yake ya mfanyakazi',
        'nambari yenu ya mfanyakazi',
        'nambari yetu ya mfanyakazi',
        'nambari yao ya mfanyakazi',
      ],
    ],
    // "and" fused by vowel coalescence (na + i -> ne), not to an English phrase
    [
      'Zulu',
      ['umazisi', 'id'],
      ['id'],
      ['umazisi', 'id', 'nomazisi', 'ye-id', 'i-id', 'ka-id', 'we-id', 'nge-id', 'ku-id'],
    ],
    // a possessive ending fused to the last word
    [
      'Amharic',
      ['የሰራተኛ ቁጥር'],
      [],
      [
        'የሰራተኛ ቁጥር',
        'የሰራተኛ ቁጥርዎ',
        'የሰራተኛ ቁጥርዎን',
        'የሰራተኛ ቁጥርዎስ',
        'የሰራተኛ ቁጥርህ',
        'የሰራተኛ ቁጥርሽ',
        'የሰራተኛ ቁጥሬ',
        'የሰራተኛ ቁጥሩ',
        'የሰራተኛ ቁጥሩን',
        'የሰራተኛ ቁጥሩስ',
        'የሰራተኛ ቁጥራቸው',
        'የሰራተኛ ቁጥራቸውን',
      ],
    ],
    // a possessive fused to the word for "number" that opens the cue, its article dropped
    [
      'Arabic',
      ['الرقم الجامعي'],
      [],
      ['الرقم الجامعي', 'رقمك الجامعي', 'رقمكم الجامعي', 'رقمي الجامعي', 'رقمه الجامعي', 'رقمها الجامعي'],
    ],
    // a language without such forms keeps its phrases as they are
    ['German', ['personalnummer'], [], ['personalnummer']],
  ])('%s: %j', (language, phrases, english, expected) => {
    expect(withCueForms(language, phrases, new Set(english))).toEqual(expected);
  });
});

describe('identifier cues in their spoken forms', () => {
  it.each<[LanguageName, string, string]>([
    [
      'Arabic',
      'الموظفة: رقمك الجامعي كم؟\nالطالب: UoN-21-MED-0193.',
      'الموظفة: رقمك الجامعي كم؟\nالطالب: [STUDENT_ID].',
    ],
    [
      'Swahili',
      'Afisa: Namba yako ya mfanyakazi?\nMteja: KX-55120.',
      'Afisa: Namba yako ya mfanyakazi?\nMteja: [EMPLOYEE_ID].',
    ],
    [
      'Sesotho',
      'Ofisi: Nomoro ea hao ea seithuti?\nSeithuti: 202301874.',
      'Ofisi: Nomoro ea hao ea seithuti?\nSeithuti: [STUDENT_ID].',
    ],
    [
      'Hausa',
      "Jami'i: Menene lambar rajistarka?\nƊalibi: U21AB3390.",
      "Jami'i: Menene lambar rajistarka?\nƊalibi: [STUDENT_ID].",
    ],
    [
      'Zulu',
      'Umenzeli: Nenombolo yakhe kamazisi?\nOfonayo: 0418829153.',
      'Umenzeli: Nenombolo yakhe kamazisi?\nOfonayo: [GOVERNMENT_ID].',
    ],
    [
      'Shona',
      'Mumiririri: Nhamba yepolicy?\nMutengi: ZX 4471 2209.',
      'Mumiririri: Nhamba yepolicy?\nMutengi: [POLICY_NUMBER].',
    ],
    // French cues in a Kinyarwanda call
    [
      'Kinyarwanda',
      'Agent: Numéro ya permis de conduire?\nUmukiriya: 1198870056432019.',
      'Agent: Numéro ya permis de conduire?\nUmukiriya: [GOVERNMENT_ID].',
    ],
    // the nearer of two cues announces the value
    [
      'English',
      'Caller: I got the payment reference by sms and the meter number is 0421 7788 351.',
      'Caller: I got the payment reference by sms and the meter number is [CUSTOMER_ID].',
    ],
    // a cue already answered does not type the next number
    [
      'English',
      'Caller: The meter number is 4501 2263 897, call me back on 0977 415 238.',
      'Caller: The meter number is [CUSTOMER_ID], call me back on [PHONE_NUMBER].',
    ],
  ])('%s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});
