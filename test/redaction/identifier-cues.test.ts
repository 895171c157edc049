import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';

describe('identifier cues: the type a question or cue announces', () => {
  it.each<[LanguageName, string, string]>([
    // the French spelling of the word for "number" opens a Kinyarwanda cue as "nimero" does
    [
      'Kinyarwanda',
      "Umunyamabanga: Numéro ye y'umunyeshuri?\nUmubyeyi: Ni LDK-2021-0387.",
      "Umunyamabanga: Numéro ye y'umunyeshuri?\nUmubyeyi: Ni [STUDENT_ID].",
    ],
    // a registration number as Hausa also spells it, a JAMB number: the student's
    [
      'Hausa',
      'Ofishi: Mene ne lambar rijistarki?\nƊalibi: SCI/22/MCB/00418.',
      'Ofishi: Mene ne lambar rijistarki?\nƊalibi: [STUDENT_ID].',
    ],
    [
      'Igbo',
      'nye m jamb number gị ka m lelee ọ bụ 95817263ja ego ole',
      'nye m jamb number gị ka m lelee ọ bụ [STUDENT_ID] ego ole',
    ],
    // an incident (complaint, ticket) number is a transaction reference, its letters with it
    [
      'Spanish',
      'le dejo un número de incidencia inc siete tres uno cinco ocho gracias',
      'le dejo un número de incidencia [TRANSACTION_ID] gracias',
    ],
    // the loanword "account" as Amharic says it; the question types the answer over the call's domain
    ['Amharic', 'ሰራተኛ፦ የአካውንት ቁጥርዎ?\nደንበኛ፦ 1000 4471 2098 3።', 'ሰራተኛ፦ የአካውንት ቁጥርዎ?\nደንበኛ፦ [ACCOUNT_NUMBER]።'],
    // digits after a "+" are a phone number, whatever cue stands before them
    [
      'Yoruba',
      'Oníbàárà: Wọ́n ti barred SIM mi nítorí NIN linkage.\nAṣojú: Nọ́mbà wo ni?\nOníbàárà: +234 803 441 2290.',
      'Oníbàárà: Wọ́n ti barred SIM mi nítorí NIN linkage.\nAṣojú: Nọ́mbà wo ni?\nOníbàárà: [PHONE_NUMBER].',
    ],
    // the Maghrebi word for a customer
    ['Arabic', 'ورقم الزبون ديالك cl 247519 والسمية', 'ورقم الزبون ديالك [CUSTOMER_ID] والسمية'],
    // a meter as Lesotho writes it ("mitha"): the answer is the customer's number, its last group kept
    [
      'Sesotho',
      'Mosebeletsi: Ke kopa nomoro ea mitha.\nMoreki: Ke 0412 7755 0981 3.',
      'Mosebeletsi: Ke kopa nomoro ea mitha.\nMoreki: Ke [CUSTOMER_ID].',
    ],
    // a cue written with a hyphen also matches with a space (speech recognisers drop the hyphen)
    [
      'Afrikaans',
      'kan jy vir my jou id nommer gee ja dis 4471 0392 dankie',
      'kan jy vir my jou id nommer gee ja dis [GOVERNMENT_ID] dankie',
    ],
    [
      'German',
      'und ihre steuer id die ist 4701183926 danke',
      'und ihre steuer id die ist [GOVERNMENT_ID] danke',
    ],
    // the loanword ID with the language's word for "number"
    [
      'German',
      'Berater: Und Ihre ID-Nummer?\nKundin: 710823 00456.',
      'Berater: Und Ihre ID-Nummer?\nKundin: [GOVERNMENT_ID].',
    ],
    [
      'Isixhosa',
      'ndicela inombolo ye id yomntwana two two zero four one one zero three one two zero eight six',
      'ndicela inombolo ye id yomntwana [GOVERNMENT_ID]',
    ],
    [
      'Zulu',
      'Umenzeli: Inombolo ye-ID?\nOfonayo: 5610050432082.',
      'Umenzeli: Inombolo ye-ID?\nOfonayo: [GOVERNMENT_ID].',
    ],
    // Arabic writes "and" (و) and "so" (ف) joined to the cue: "والرقم القومي" is a cue
    [
      'Arabic',
      'الموظف: والرقم القومي؟\nالعميل: ٢٨٩٠٧١٢٠١٠٤٤٣٥.',
      'الموظف: والرقم القومي؟\nالعميل: [GOVERNMENT_ID].',
    ],
    [
      'Arabic',
      'الموظف: فالرقم القومي؟\nالعميل: ٢٨٩٠٧١٢٠١٠٤٤٣٥.',
      'الموظف: فالرقم القومي؟\nالعميل: [GOVERNMENT_ID].',
    ],
    // a Latin-script cue takes no joined conjunction
    [
      'Arabic',
      'الموظف: وid number؟\nالعميل: ٢٨٩٠٧١٢٠١٠٤٤٣٥.',
      'الموظف: وid number؟\nالعميل: [ACCOUNT_NUMBER].',
    ],
    // meter numbers identify the customer
    [
      'French',
      "Agent : Quel est votre numéro de compteur ?\nCliente : C'est le 0214 7730 958.",
      "Agent : Quel est votre numéro de compteur ?\nCliente : C'est le [CUSTOMER_ID].",
    ],
    [
      'Afrikaans',
      'gee vir my die meternommer asseblief dis 04123887059162',
      'gee vir my die meternommer asseblief dis [CUSTOMER_ID]',
    ],
    [
      'English',
      'Agent: And your tax reference number?\nCaller: 9152637442.',
      'Agent: And your tax reference number?\nCaller: [GOVERNMENT_ID].',
    ],
    // the sum said after a cue is no reference ("R860": a rand amount)
    [
      'Zulu',
      'Ngiyabonga. I-claim kaDokotela Pillay engu-R860 ikhokhiwe.',
      'Ngiyabonga. I-claim kaDokotela [PERSON_NAME] engu-R860 ikhokhiwe.',
    ],
    // a claim number is a policy number; an application number a transaction reference
    [
      'Isixhosa',
      'Umsebenzi: Inombolo yebango ngu-CLM-24-661907.',
      'Umsebenzi: Inombolo yebango ngu-[POLICY_NUMBER].',
    ],
    [
      'Spanish',
      'Agente: ¿Me da el número de solicitud?\nCliente: 2024007155.',
      'Agente: ¿Me da el número de solicitud?\nCliente: [TRANSACTION_ID].',
    ],
    // a card question in the language types the card number that fails its checksum
    [
      'Isixhosa',
      'Umsebenzi: Inombolo yekhadi?\nUmthengi: 5221 0834 7719 4406.',
      'Umsebenzi: Inombolo yekhadi?\nUmthengi: [CARD_NUMBER].',
    ],
    // Sesotho as written in Lesotho ('ea' for 'ya', 'u lula' for 'o dula')
    ['Sesotho', 'nomoro ea id 010099834471 ho lokile', 'nomoro ea id [GOVERNMENT_ID] ho lokile'],
    // a letter that is a word of its own ("i", "e", "a") between two spelled letters is spelled too
    [
      'French',
      "le numéro de police c'est p i l un neuf zéro quatre quatre sept deux merci",
      "le numéro de police c'est [POLICY_NUMBER] merci",
    ],
    [
      'French',
      'la référence r e c deux quatre zéro zéro huit neuf merci',
      'la référence [TRANSACTION_ID] merci',
    ],
    ['English', 'i have a b and a c', 'i have a b and a c'],
  ])('%s %j', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});
