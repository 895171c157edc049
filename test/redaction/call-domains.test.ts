import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import { LANGUAGE_NAMES, type LanguageName } from '../../src/languages.js';
import {
  CALL_DOMAINS,
  type CallDomain,
  type CallDomainName,
  callDomainOf,
  domainWords,
} from '../../src/redaction/call-domains.js';
import type { ContextIndex } from '../../src/redaction/context/context-index.js';

/** A context index without cues (the domain is read from the words alone). */
const NO_CUES = { cues: [] } as unknown as ContextIndex;

describe('identifiers in a call about health care', () => {
  it.each<[LanguageName, string, string]>([
    // a membership number in a call about health care is a medical-aid number; elsewhere a customer ID
    [
      'English',
      'Receptionist: Is he on medical aid?\nCaller: Yes, the member number is 4471 0932.',
      'Receptionist: Is he on medical aid?\nCaller: Yes, the member number is [MEDICAL_ID].',
    ],
    [
      'English',
      'Agent: Is he a member?\nCaller: Yes, the member number is 4471 0932.',
      'Agent: Is he a member?\nCaller: Yes, the member number is [CUSTOMER_ID].',
    ],
    // hospital, file and card numbers in every language, and the health insurers' own prefixes (SHA-, NHIA-)
    [
      'Hausa',
      "Ma'aikaciya: Menene lambar katin asibitinka?\nMai kira: AKTH/2021/088315.",
      "Ma'aikaciya: Menene lambar katin asibitinka?\nMai kira: [MEDICAL_ID].",
    ],
    [
      'Swahili',
      'Mhudumu: Namba yako ya mgonjwa?\nMgonjwa: ZT-00451-26.',
      'Mhudumu: Namba yako ya mgonjwa?\nMgonjwa: [MEDICAL_ID].',
    ],
    [
      'English',
      'Caller: Is he on SHA cover?\nCaller: Yes, SHA-44719820.',
      'Caller: Is he on SHA cover?\nCaller: Yes, [MEDICAL_ID].',
    ],
    [
      'Yoruba',
      'Nọ́ọ̀sì: NHIA number yín ńkọ́?\nAláìsàn: NHIA-OY-7730912.',
      'Nọ́ọ̀sì: NHIA number yín ńkọ́?\nAláìsàn: [MEDICAL_ID].',
    ],
    [
      'Zulu',
      'Umamukeli: Unayo inombolo yefayela lakho?\nIsiguli: Yebo, ithi MDC-2210457.',
      'Umamukeli: Unayo inombolo yefayela lakho?\nIsiguli: Yebo, ithi [MEDICAL_ID].',
    ],
    // a cue of the type alone keeps it (receipt, account, policy numbers), as does a code's own prefix
    [
      'English',
      'Clinic desk. Your receipt number?\nCaller: TX88213977.',
      'Clinic desk. Your receipt number?\nCaller: [TRANSACTION_ID].',
    ],
    [
      'English',
      'Clinic desk. Which account should we refund?\nCaller: Account number 0123456789.',
      'Clinic desk. Which account should we refund?\nCaller: Account number [ACCOUNT_NUMBER].',
    ],
    [
      'English',
      'Clinic desk. Your policy number?\nCaller: It is SAN-7731-22.',
      'Clinic desk. Your policy number?\nCaller: It is [POLICY_NUMBER].',
    ],
    [
      'English',
      'Your order reference?\nCaller: KQ-4471920-07.',
      'Your order reference?\nCaller: [TRANSACTION_ID].',
    ],
    // an uncued code in a health call is a medical ID; in another call a transaction reference
    [
      'English',
      'Clinic desk, good morning. What is written on the card?\nCaller: KQ-4471920-07.',
      'Clinic desk, good morning. What is written on the card?\nCaller: [MEDICAL_ID].',
    ],
    [
      'English',
      'Good morning. What is written on the card?\nCaller: KQ-4471920-07.',
      'Good morning. What is written on the card?\nCaller: [TRANSACTION_ID].',
    ],
    [
      'Kinyarwanda',
      'Umuforomo: Nimero ya dosiye yanyu? Muri ibitaro?\nUmurwayi: Ni KFH-0092-5517.',
      'Umuforomo: Nimero ya dosiye yanyu? Muri ibitaro?\nUmurwayi: Ni [MEDICAL_ID].',
    ],
  ])('%s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});

describe('identifiers in calls of other domains', () => {
  it.each<[LanguageName, string, string]>([
    // a utility's account number names the customer; a bank's is an account number
    [
      'Zulu',
      'Umsebenzi: Amanzi ami anqanyuliwe. Inombolo ye-akhawunti kamasipala?\nIkhasimende: 5118 4402 7731.',
      'Umsebenzi: Amanzi ami anqanyuliwe. Inombolo ye-akhawunti kamasipala?\nIkhasimende: [CUSTOMER_ID].',
    ],
    [
      'English',
      'Agent: The electricity is off since Friday. Your account number?\nCaller: 5001234567.',
      'Agent: The electricity is off since Friday. Your account number?\nCaller: [CUSTOMER_ID].',
    ],
    [
      'English',
      'Agent: Your account number?\nCaller: 5001234567.',
      'Agent: Your account number?\nCaller: [ACCOUNT_NUMBER].',
    ],
    // an insurer's references are policy (claim) numbers; a payout account keeps its type
    [
      'Italian',
      'Operatrice: Il numero di sinistro è SN-24-336190. La chiamerà un perito.',
      'Operatrice: Il numero di sinistro è [POLICY_NUMBER]. La chiamerà un perito.',
    ],
    [
      'English',
      'Agent: I have opened your insurance claim, reference KQ-4471920-07.\nAgent: Which account should we pay?\nCaller: Account number 0123456789.',
      'Agent: I have opened your insurance claim, reference [POLICY_NUMBER].\nAgent: Which account should we pay?\nCaller: Account number [ACCOUNT_NUMBER].',
    ],
    // a matricola is a student's at a university, a staff member's at work
    [
      'Italian',
      'Segreteria: Università di Bologna, buongiorno. Mi dice la sua matricola?\nStudente: 0004712.',
      'Segreteria: Università di Bologna, buongiorno. Mi dice la sua matricola?\nStudente: [STUDENT_ID].',
    ],
    [
      'Italian',
      'Ufficio personale: Manca lo straordinario nella busta paga? Mi dice la sua matricola?\nDipendente: 0004712.',
      'Ufficio personale: Manca lo straordinario nella busta paga? Mi dice la sua matricola?\nDipendente: [EMPLOYEE_ID].',
    ],
    // a prefix that names the domain's type wins over the cue ("member number" in a health call)
    [
      'English',
      'Receptionist: Is he on SHA cover at the clinic?\nCaller: Yes, the member number is SHA-44719820.',
      'Receptionist: Is he on SHA cover at the clinic?\nCaller: Yes, the member number is [MEDICAL_ID].',
    ],
    // a teacher calling about pay names the school too: a tie goes to pay
    [
      'Swahili',
      'HR: Mwalimu wa shule ya msingi? Mshahara haujaingia. Namba yako ya mfanyakazi?\nMfanyakazi: MA-02291.',
      'HR: Mwalimu wa shule ya msingi? Mshahara haujaingia. Namba yako ya mfanyakazi?\nMfanyakazi: [EMPLOYEE_ID].',
    ],
  ])('%s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});

describe('the domain-word scan', () => {
  // the reference: the global regex the scan stands for (each domain's words, longest first)
  const patterns = new Map<string, RegExp>();
  const reference = (text: string, domain: CallDomain, language: LanguageName): number => {
    const key = `${domain.name} ${language}`;
    if (!patterns.has(key)) {
      const words = [...domainWords(domain, language)].sort((first, second) => second.length - first.length);
      const escaped = words.map((word) =>
        word
          .replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&')
          .replace(/ /gu, '\\s+')
          .replace(/'/gu, "['’]"),
      );
      patterns.set(key, new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:${escaped.join('|')})`, 'giu'));
    }
    return new Set([...text.matchAll(patterns.get(key)!)].map((match) => match[0].toLowerCase())).size;
  };
  const referenceDomain = (text: string, language: LanguageName): CallDomainName | undefined => {
    const [health, ...others] = CALL_DOMAINS as [CallDomain, ...CallDomain[]];
    if (reference(text, health, language) > 0) return health.name;
    let best: CallDomain | undefined;
    let bestCount = 0;
    for (const domain of others) {
      const count = reference(text, domain, language);
      if (count > bestCount) {
        best = domain;
        bestCount = count;
      }
    }
    return best?.name;
  };
  // every word of every domain, in capitals, glued to a suffix, after a digit or a letter, with its
  // spaces doubled and its apostrophes curled: the scan finds what the regex finds
  it.each([...LANGUAGE_NAMES])('%s', (language) => {
    for (const domain of CALL_DOMAINS) {
      const words = domainWords(domain, language);
      const variants = words.flatMap((word) => [
        word,
        word.toUpperCase(),
        `${word}ka`,
        `7${word}`,
        `x${word}`,
        word.replace(/ /gu, '  ').replace(/'/gu, '’'),
      ]);
      // alone, and three together
      const texts = [
        ...variants.map((variant) => `Agent: ${variant}.`),
        ...variants.map(
          (_, index) => `${variants.slice(index, index + 3).join(', ')} ${words[index % words.length]}`,
        ),
      ];
      for (const text of texts)
        expect([language, text, callDomainOf(text, language, NO_CUES)?.name]).toEqual([
          language,
          text,
          referenceDomain(text, language),
        ]);
    }
  });
});
