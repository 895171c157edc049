import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';

describe('the lead-in before an answered address is no part of it', () => {
  it.each<[LanguageName, string, string]>([
    // a colon after a few words without a digit: the address starts right after it
    [
      'German',
      'Sachbearbeiterin: Und Ihre neue Adresse?\nKunde: Nein, ich bin umgezogen: Hallschlag, Haus 7, 70376 Stuttgart.',
      'Sachbearbeiterin: Und Ihre neue Adresse?\nKunde: Nein, ich bin umgezogen: [ADDRESS].',
    ],
    [
      'German',
      'Sachbearbeiterin: Ihre Adresse?\nKunde: Adresse: Am Anger 5, 83646 Bad Tölz.',
      'Sachbearbeiterin: Ihre Adresse?\nKunde: Adresse: [ADDRESS].',
    ],
    // the language's "no" before a comma
    [
      'French',
      "Agent : Votre adresse est toujours la même ?\nClient : Non, on a déménagé, c'est maintenant Bonamoussadi, derrière la pharmacie, Douala.",
      "Agent : Votre adresse est toujours la même ?\nClient : Non, on a déménagé, c'est maintenant [ADDRESS].",
    ],
    [
      'Spanish',
      'Agente: ¿Su dirección?\nCliente: No, ahora vivo en Calle Mayor 12, Alcalá.',
      'Agente: ¿Su dirección?\nCliente: No, ahora vivo en [ADDRESS].',
    ],
    // a sentence-initial first-person verb; a place after a locative prefix counts as capitalised
    [
      'Isixhosa',
      'Umenzeli: Uhlala phi?\nUmthengi: Ndihlala eNqamakwe, kwilali yaseGqumahashe.',
      'Umenzeli: Uhlala phi?\nUmthengi: Ndihlala [ADDRESS].',
    ],
    // a run of lead words in a script without letter case, at the start or after a punctuation mark
    [
      'Arabic',
      'الموظف: عنوانك إيه؟\nالعميلة: غيّره لو سمحت، أنا دلوقتي ساكنة في عمارة ١٢، مدينة نصر.',
      'الموظف: عنوانك إيه؟\nالعميلة: غيّره لو سمحت، أنا دلوقتي ساكنة في [ADDRESS].',
    ],
    [
      'Amharic',
      'ወኪል: አድራሻዎ የት ነው?\nደንበኛ: አዎ፣ አሁን ቦሌ ክፍለ ከተማ፣ ወረዳ 03።',
      'ወኪል: አድራሻዎ የት ነው?\nደንበኛ: አዎ፣ አሁን [ADDRESS]።',
    ],
    // no run opens the answer: it starts where it did
    ['Arabic', 'الموظف: عنوانك إيه؟\nالعميل: المعادي في شارع ٩.', 'الموظف: عنوانك إيه؟\nالعميل: [ADDRESS].'],
    // "No." before a number is the number's abbreviation, not a "no"
    [
      'English',
      'Agent: And your address?\nCaller: No. 12 Awolowo Road, Ikeja.',
      'Agent: And your address?\nCaller: [ADDRESS].',
    ],
  ])('%s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});
