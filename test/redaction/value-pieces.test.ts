import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';

describe('numbers given in pieces', () => {
  it.each<[LanguageName, string, string]>([
    // a value's last digits after "ending in" / "last four": the nearest value cue types them, a card without one
    [
      'English',
      'the card ending in four four two one was blocked',
      'the card ending in [CARD_NUMBER] was blocked',
    ],
    [
      'English',
      'the last four digits of the card are seven seven one nine okay',
      'the last four digits of the card are [CARD_NUMBER] okay',
    ],
    [
      'English',
      "it's the account ending in 3380 please",
      "it's the account ending in [ACCOUNT_NUMBER] please",
    ],
    ['Spanish', 'la tarjeta que termina en cuatro cuatro dos uno', 'la tarjeta que termina en [CARD_NUMBER]'],
    [
      'Spanish',
      'la transferencia salió a la cuenta que termina en cuatro siete uno nueve no esa la cerré',
      'la transferencia salió a la cuenta que termina en [ACCOUNT_NUMBER] no esa la cerré',
    ],
    [
      'French',
      'la carte qui se termine par quatre quatre deux un',
      'la carte qui se termine par [CARD_NUMBER]',
    ],
    ['German', 'die Karte endet auf vier vier zwei eins', 'die Karte endet auf [CARD_NUMBER]'],
    ['Afrikaans', 'die kaart eindig op vier vier twee een', 'die kaart eindig op [CARD_NUMBER]'],
    ['Swahili', 'kadi inayoishia na nne nne mbili moja', 'kadi inayoishia na [CARD_NUMBER]'],
    [
      'Italian',
      'Blocchiamo la carta che finisce con 4417?',
      'Blocchiamo la carta che finisce con [CARD_NUMBER]?',
    ],
    ['Zulu', 'ikhadi eligcina ngo four four two one', 'ikhadi eligcina ngo [CARD_NUMBER]'],
    ['Arabic', 'أنا دفعت بالفيزا، آخر أربعة ٤٤٢١.', 'أنا دفعت بالفيزا، آخر أربعة [CARD_NUMBER].'],
    ['Shona', 'kadhi inopera ne 5521 yakabiwa', 'kadhi inopera ne [CARD_NUMBER] yakabiwa'],
    ['Yoruba', 'káàdì tó parí sí 6630 ni', 'káàdì tó parí sí [CARD_NUMBER] ni'],
    // the verb's forms by noun class, "it ends" after the digits, the cue asked and the digits answered
    ['Zulu', 'Umsizi: Ikhadi liphela ngo-5512?', 'Umsizi: Ikhadi liphela ngo-[CARD_NUMBER]?'],
    ['Isixhosa', 'ikhadi liphela ngo-3307 na?', 'ikhadi liphela ngo-[CARD_NUMBER] na?'],
    ['Arabic', 'الموظف: الكارت اللي آخره ٦٦١٨ صح؟', 'الموظف: الكارت اللي آخره [CARD_NUMBER] صح؟'],
    ['Swahili', 'kadi yako inaisha na 8834 sivyo?', 'kadi yako inaisha na [CARD_NUMBER] sivyo?'],
    ['Amharic', 'ሰራተኛ፦ ካርዱ በ 5204 የሚያልቀው ነው?', 'ሰራተኛ፦ ካርዱ በ [CARD_NUMBER] የሚያልቀው ነው?'],
    ['German', 'die Karte, die auf 6620 endet, ist weg', 'die Karte, die auf [CARD_NUMBER] endet, ist weg'],
    [
      'French',
      'Conseiller : Et les quatre derniers chiffres de la carte ?\nClient : Euh... 7730. Non pardon, 7703.',
      'Conseiller : Et les quatre derniers chiffres de la carte ?\nClient : Euh... [CARD_NUMBER]. Non pardon, [CARD_NUMBER].',
    ],
    [
      'Spanish',
      'Agente: La tarjeta termina en 7731, ¿verdad?\nCliente: Sí, 7731.',
      'Agente: La tarjeta termina en [CARD_NUMBER], ¿verdad?\nCliente: Sí, [CARD_NUMBER].',
    ],
    // not: digits deep in the answer, a correction of another length, a question without the cue
    [
      'English',
      'Agent: What are the last four digits of the card?\nCaller: I paid twice this week and 1500 went',
      'Agent: What are the last four digits of the card?\nCaller: I paid twice this week and 1500 went',
    ],
    [
      'English',
      'Agent: How many came to the last meeting?\nCaller: 1500 people.',
      'Agent: How many came to the last meeting?\nCaller: 1500 people.',
    ],
    // a piece corrected: it takes the type of the value after the correction
    [
      'English',
      "my phone is zero seven two two no sorry it's zero seven three three four one eight three three nine thanks",
      "my phone is [PHONE_NUMBER] no sorry it's [PHONE_NUMBER] thanks",
    ],
    ['French', "c'est le 0612 pardon 06 12 44 87 90", "c'est le [PHONE_NUMBER] pardon [PHONE_NUMBER]"],
    // a value said again after a correction, as many digits: the first value's type
    [
      'Afrikaans',
      'wat is u belastingnommer nul een twee drie vier vyf ses sewe agt nege nee jammer dis nul een drie twee vier vyf ses sewe agt nege dankie',
      'wat is u belastingnommer [GOVERNMENT_ID] nee jammer dis [GOVERNMENT_ID] dankie',
    ],
    // not: another cue between, or another length
    [
      'English',
      'my id number is 8801 2345 67 sorry my phone is 0722 418 339 okay',
      'my id number is [GOVERNMENT_ID] sorry my phone is [PHONE_NUMBER] okay',
    ],
    // a value's second part after "the rest is" / "and then", in the language
    [
      'English',
      'the account number is 0012 4471 the rest is 8890 okay',
      'the account number is [ACCOUNT_NUMBER] the rest is [ACCOUNT_NUMBER] okay',
    ],
    [
      'Swahili',
      'namba ya simu ni 0722 418 kisha 339 asante',
      'namba ya simu ni [PHONE_NUMBER] kisha [PHONE_NUMBER] asante',
    ],
    // not: another cue between, a year, an amount, no value beside
    [
      'English',
      'my number is 0722 418 339 then my birthday is 12 may',
      'my number is [PHONE_NUMBER] then my birthday is [DATE_OF_BIRTH]',
    ],
    ['English', 'in the last four years 2019 was the best', 'in the last four years 2019 was the best'],
    ['English', 'over the last two months 20 000 shillings', 'over the last two months 20 000 shillings'],
    ['English', 'the period ending 2024 is closed', 'the period ending 2024 is closed'],
    ['English', 'sorry 45 people came', 'sorry 45 people came'],
    // digit groups said apart after a value cue: one value; of a card's length after a card cue, the card
    [
      'English',
      'card number four five three two. one one seven eight. nine zero one two. three four five six.',
      'card number [CARD_NUMBER]. [CARD_NUMBER]. [CARD_NUMBER]. [CARD_NUMBER].',
    ],
    [
      'English',
      'my card number is 4532 1178 and then 9012 3456',
      'my card number is [CARD_NUMBER] and then [CARD_NUMBER]',
    ],
    [
      'Swahili',
      'namba ya kadi ni 5213. 4470. 9981. 2306.',
      'namba ya kadi ni [CARD_NUMBER]. [CARD_NUMBER]. [CARD_NUMBER]. [CARD_NUMBER].',
    ],
    [
      'French',
      "le numéro de carte c'est 4970 1123 puis 8865 0042",
      "le numéro de carte c'est [CARD_NUMBER] puis [CARD_NUMBER]",
    ],
    [
      'German',
      'die Kartennummer ist 5311 2098 und dann 4471 6620',
      'die Kartennummer ist [CARD_NUMBER] und dann [CARD_NUMBER]',
    ],
    [
      'Zulu',
      'inombolo yekhadi ithi 4532, 1178, 9012, 3456',
      'inombolo yekhadi ithi [CARD_NUMBER], [CARD_NUMBER], [CARD_NUMBER], [CARD_NUMBER]',
    ],
    [
      'English',
      'the account number is 0012. 4471. 8890.',
      'the account number is [ACCOUNT_NUMBER]. [ACCOUNT_NUMBER]. [ACCOUNT_NUMBER].',
    ],
    // not a written number, not a date's parts
    ['English', 'my account balance is 1,234,567 now', 'my account balance is 1,234,567 now'],
    ['English', 'the card expires 12. 05. 2027', 'the card expires 12. 05. 2027'],
  ])('%s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});
