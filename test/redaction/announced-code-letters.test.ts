import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';

describe("a spoken code's letters between its cue and its digits", () => {
  it.each<[LanguageName, string, string]>([
    [
      'Kinyarwanda',
      'dosiye yanyu irahari nimero ya application ni b a two six one one zero four four seven three murakoze',
      'dosiye yanyu irahari nimero ya application ni [TRANSACTION_ID] murakoze',
    ],
    [
      'French',
      'votre carte est disponible le numéro nni c est ci quatre deux zéro sept un huit trois six six un merci',
      'votre carte est disponible le numéro nni c est [GOVERNMENT_ID] merci',
    ],
    [
      'Twi',
      'wo ghana card nɔma ne gha seven two two zero one nine eight three four medaase',
      'wo ghana card nɔma ne [GOVERNMENT_ID] medaase',
    ],
    ['Amharic', 'እሺ የሰራተኛ ቁጥርሽ ኢ ኤም ፒ ዜሮ ሶስት ሁለት ሁለት ዘጠኝ አመሰግናለሁ', 'እሺ የሰራተኛ ቁጥርሽ [EMPLOYEE_ID] አመሰግናለሁ'],
    // the question word after the cue ("what is it") is a lead-in
    [
      'Amharic',
      'እሺ ፓስፖርት ቁጥርዎ ምንድነው ep ሰባት ሁለት አምስት አንድ ዜሮ ሶስት ስድስት እሺ',
      'እሺ ፓስፖርት ቁጥርዎ ምንድነው [GOVERNMENT_ID] እሺ',
    ],
    // the demonstratives and question words said before the value are lead-ins, not the code's letters
    [
      'Shona',
      'zvakanaka employee number yenyu ndeipi ndi emp zero four four nine one zita rizere',
      'zvakanaka employee number yenyu ndeipi ndi [EMPLOYEE_ID] zita rizere',
    ],
    [
      'Yoruba',
      'e fun mi ni rsa pin yin naa pen one zero zero two three four five six seven eight nine zero',
      'e fun mi ni rsa pin yin naa [GOVERNMENT_ID]',
    ],
    [
      'Kinyarwanda',
      'konti yawe ni iyi 4002 1183 7765 muri bpr',
      'konti yawe ni iyi [ACCOUNT_NUMBER] muri bpr',
    ],
    // words of a sentence between the cue and the digits are not the code's
    [
      'French',
      'le code de recharge que vous avez reçu 4417 2093 8856 1120 7734 merci',
      'le code de recharge que vous avez reçu [TRANSACTION_ID] merci',
    ],
    // after words that continue the cue, an abbreviation of a cue word the call has said
    [
      'Spanish',
      'oficina de pasaportes el número del justificante de solicitud pas veintitrés cero cero ocho cuatro uno y ya',
      'oficina de pasaportes el número del justificante de solicitud [TRANSACTION_ID] y ya',
    ],
    // not where the call never said the word it would abbreviate
    [
      'Spanish',
      'el número del justificante de solicitud pas veintitrés cero cero ocho cuatro uno y ya',
      'el número del justificante de solicitud pas [TRANSACTION_ID] y ya',
    ],
    // only in text from speech: written text spells its codes whole
    [
      'English',
      'Agent: Your staff ID?\nCaller: It is a 4471209.',
      'Agent: Your staff ID?\nCaller: It is a [EMPLOYEE_ID].',
    ],
  ])('%s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});
