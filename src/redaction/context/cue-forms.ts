/**
 * The grammatical forms a cue takes in speech, made from the cue tables by rule rather than listed
 * one by one: a possessive between the word for "number" and what it numbers ("inombolo **yakho**
 * yomsebenzi", "nomoro ya **gago** ya mothapi", "namba **yako** ya usajili", "numero **yanyu**
 * y'umukozi"), a possessive or "and" fused to the end ("lambar rajista**rka**", "የሰራተኛ ቁጥር**ሽ**",
 * "የቆጣሪ ቁጥሩ**ስ**"), "and" fused to the start by vowel coalescence (Zulu and Isixhosa "na" +
 * "inombolo" -> "**ne**nombolo kamazisi"), and an English loanword with a noun-class connector
 * fused to it ("nhamba **ye**policy", "**i-**meter", "inombolo **ye-**id"), a possessive fused to
 * the word for "number" that opens the cue (Arabic "**رقمك** الجامعي"). Every word a language
 * has for "number" opens each of its cues that opens with one ("nimero y'umunyeshuri" is said
 * "**numéro** ye y'umunyeshuri" too).
 *
 * @example
 * ```ts
 * withCueForms('Swahili', ['namba ya mfanyakazi']);
 * // ['namba ya mfanyakazi', 'namba yako ya mfanyakazi', 'namba yangu ya mfanyakazi', ...]
 * ```
 */
import type { LanguageName } from '../../languages.js';

/** Per language: the words for "number" that open a cue, and the possessives said after them. */
export const POSSESSIVES_AFTER_NUMBER: Readonly<
  Partial<Record<LanguageName, { numberWords: readonly string[]; possessives: readonly string[] }>>
> = {
  Swahili: {
    numberWords: ['namba', 'nambari'],
    possessives: ['yako', 'yangu', 'yake', 'yenu', 'yetu', 'yao'],
  },
  Zulu: { numberWords: ['inombolo'], possessives: ['yakho', 'yami', 'yakhe', 'yenu', 'yabo', 'yethu'] },
  Isixhosa: { numberWords: ['inombolo'], possessives: ['yakho', 'yam', 'yakhe', 'yenu', 'yabo', 'yethu'] },
  Sesotho: {
    numberWords: ['nomoro'],
    possessives: ['ya hao', 'ya ka', 'ya hae', 'ya lona', 'ya bona', 'ya rona'],
  },
  Setswana: {
    numberWords: ['nomoro'],
    possessives: ['ya gago', 'ya me', 'ya ka', 'ya gagwe', 'ya lona', 'ya bone', 'ya rona'],
  },
  Shona: { numberWords: ['nhamba'], possessives: ['yako', 'yangu', 'yake', 'yenyu', 'yavo', 'yedu'] },
  Kinyarwanda: {
    // (the French loan as French writes it, too: "Numéro ye y'umunyeshuri?")
    numberWords: ['nimero', 'numero', 'numéro'],
    possessives: ['yanyu', 'yawe', 'yanjye', 'ye', 'yabo', 'yacu'],
  },
};

/**
 * Per language: endings fused to a cue's last word (possessives, "and?"), and which last words take
 * them; an ending written with a leading `-` replaces the word's last character.
 */
export const FUSED_ENDINGS: Readonly<
  Partial<Record<LanguageName, { lastWords: RegExp; endings: readonly string[] }>>
> = {
  // lambar + noun + possessive: masculine -n-, feminine -r- ("lambar ma'aikacinka", "lambar rajistarka")
  Hausa: {
    lastWords: /^lambar /u,
    endings: ['nka', 'nki', 'nsa', 'nta', 'nku', 'rka', 'rki', 'rsa', 'rta', 'rku'],
  },
  // ቁጥር (number) + your / my / his / their, the object marker -ን and "and?" -ስ; a vowel suffix
  // changes the last syllable (ር + ኡ -> ሩ: written `-ሩ`, replacing the last character)
  Amharic: {
    lastWords: /ቁጥር$/u,
    endings: ['ዎ', 'ዎን', 'ዎስ', 'ህ', 'ሽ', '-ሬ', '-ሩ', '-ሩን', '-ሩስ', '-ራቸው', '-ራቸውን'],
  },
};

/**
 * Per language: "na" (and, with) fused to a word by vowel coalescence, as [first letter, fused
 * form]: na + i -> ne, na + u -> no, na + a -> na ("nenombolo", "nomazisi").
 */
const COALESCED_AND: Readonly<Partial<Record<LanguageName, ReadonlyArray<readonly [string, string]>>>> = {
  Zulu: [
    ['i', 'ne'],
    ['u', 'no'],
    ['a', 'na'],
  ],
  Isixhosa: [
    ['i', 'ne'],
    ['u', 'no'],
    ['a', 'na'],
  ],
};

/**
 * Per language: a possessive fused to the cue's first word, the word for "number" (Arabic "رقم" +
 * "ك" -> "**رقمك** الجامعي", your university number; its definite form "الرقم" takes one too, the
 * article dropped): each first word as written, the stem the endings join, and the endings.
 */
const FIRST_WORD_POSSESSIVES: Readonly<
  Partial<Record<LanguageName, { stems: ReadonlyMap<string, string>; endings: readonly string[] }>>
> = {
  Arabic: {
    stems: new Map([
      ['رقم', 'رقم'],
      ['الرقم', 'رقم'],
    ]),
    endings: ['ك', 'كم', 'ي', 'ه', 'ها'],
  },
};

/** Per language: noun-class connectors fused to an English loanword cue ("yepolicy", "i-meter", "ye-id"). */
const LOANWORD_CONNECTORS: Readonly<Partial<Record<LanguageName, readonly string[]>>> = {
  // and the locatives and "with/about" fused to it ("kuaccount ipi?", "ngeakhawunti", "ku-card")
  Shona: ['ye', 'ye-', 're', 'ya', 'ku', 'ku-'],
  Zulu: ['ye-', 'i-', 'ka-', 'we-', 'nge-', 'ku-'],
  Isixhosa: ['ye-', 'i-', 'ka-', 'we-', 'nge-', 'ku-'],
};

/**
 * `phrases` (the language's own first, then English ones from `english`) with the forms of the
 * module comment added.
 */
export function withCueForms(
  language: LanguageName,
  phrases: readonly string[],
  english: ReadonlySet<string> = new Set(),
): readonly string[] {
  const forms: string[] = [];
  const possessives = POSSESSIVES_AFTER_NUMBER[language];
  const fused = FUSED_ENDINGS[language];
  const coalesced = COALESCED_AND[language];
  const connectors = LOANWORD_CONNECTORS[language];
  const firstWord = FIRST_WORD_POSSESSIVES[language];
  for (const phrase of phrases) {
    const words = phrase.split(' ');
    const stem = words.length >= 2 ? firstWord?.stems.get(words[0]!) : undefined;
    if (stem !== undefined)
      for (const ending of firstWord!.endings) forms.push([stem + ending, ...words.slice(1)].join(' '));
    // each of the language's words for "number" opens the cue ("nimero", "numéro"), with a possessive after it or not
    if (possessives !== undefined && words.length >= 2 && possessives.numberWords.includes(words[0]!))
      for (const numberWord of possessives.numberWords) {
        if (numberWord !== words[0]) forms.push([numberWord, ...words.slice(1)].join(' '));
        for (const possessive of possessives.possessives)
          forms.push([numberWord, possessive, ...words.slice(1)].join(' '));
      }
    if (fused?.lastWords.test(phrase))
      for (const ending of fused.endings)
        forms.push(ending.startsWith('-') ? phrase.slice(0, -1) + ending.slice(1) : phrase + ending);
    if (coalesced !== undefined && !english.has(phrase))
      for (const [first, form] of coalesced)
        if (phrase.startsWith(first)) forms.push(form + phrase.slice(first.length));
    if (connectors !== undefined && english.has(phrase) && words.length === 1)
      for (const connector of connectors) forms.push(connector + phrase);
  }
  return forms.length === 0 ? phrases : [...new Set([...phrases, ...forms])];
}
