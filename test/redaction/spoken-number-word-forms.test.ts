import { describe, expect, it } from 'vitest';
import { redact } from '../../src/index.js';
import type { LanguageName } from '../../src/languages.js';
import { buildSpokenView } from '../../src/redaction/spoken/spoken-view.js';

// Numbers said in each language's own words as callers say them: "double" in the language's own
// letters, colloquial spellings, teens said unit first, a code's joiner words. (Invented texts.)
describe('number words as callers say them (buildSpokenView)', () => {
  it.each<[LanguageName, string, string]>([
    // "double" and "triple" in Ge'ez letters, and Amharic's own ድርብ
    ['Amharic', 'ቁጥሩ ዜሮ ዘጠኝ ሁለት ዳብል ሶስት ሰባት አንድ ስምንት አራት ነው', 'ቁጥሩ 092337184 ነው'],
    ['Amharic', 'ቁጥሩ ዜሮ አንድ ትሪፕል አምስት ሁለት ድርብ ዘጠኝ ነው', 'ቁጥሩ 01555299 ነው'],
    // the ten spelled with ዐ
    ['Amharic', 'ቁጥሩ ዜሮ ዘጠኝ ዐስራ ሁለት ሰባት ነው', 'ቁጥሩ 09127 ነው'],
    // "double" in Arabic letters; ة written ه, أ written ا (colloquial spellings)
    ['Arabic', 'رقمي صفر خمسه سته تلاته دبل تمانيه اربعه واحد', 'رقمي 05638841'],
    ['Arabic', 'الرقم تنين تلات ربعة خمسة دوبل صفر', 'الرقم 234500'],
    // a teen said unit first ("أربعة عشر" = 14), in numbers read by pairs and hundreds
    ['Arabic', 'على ثمانية وتسعين خمسمية وأربعة عشر ثلاثمية واثنين', 'على 98514302'],
    ['Arabic', 'الرقم ثلاثة عشر خمسة وعشرين ستة عشر', 'الرقم 132516'],
    ['Arabic', 'الرقم اثنا عشر سبعتعش خمسطاش', 'الرقم 121715'],
    // a code's slash said "stroke" (South African English), or in two words ("barre oblique")
    [
      'Afrikaans',
      'die saaknommer is c a s een twee drie stroke elf stroke twee nul twee vyf dankie',
      'die saaknommer is CAS123/11/2025 dankie',
    ],
    [
      'French',
      "le dossier c'est a b barre oblique un deux trois quatre barre oblique vingt deux merci",
      "le dossier c'est AB/1234/22 merci",
    ],
    [
      'Spanish',
      'el expediente es tres cuatro cinco seis barra diagonal uno dos gracias',
      'el expediente es 3456/12 gracias',
    ],
    ['Swahili', 'namba ni tatu nne tano sita mkwaju mbili sifuri asante', 'namba ni 3456/20 asante'],
    // a lone letter that is no word of the language is a code's letter (German has no word "y";
    // Afrikaans "u", "you", stays a word)
    [
      'German',
      'die nummer ist fünf eins sieben null acht neun y null null drei gut',
      'die nummer ist 517089Y003 gut',
    ],
    [
      'Afrikaans',
      'die nommer is een twee drie vier vyf u kan dit skryf',
      'die nommer is 12345 u kan dit skryf',
    ],
    // tens said as a tens word then its count, in the languages that say it first ("makumi
    // maviri" = 20), and the units' concord forms after them
    ['Shona', 'nhamba ndeye ziro nomwe makumi maviri nemashanu makumi matatu neimwe', 'nhamba ndeye 072531'],
    [
      'Kinyarwanda',
      'nimero ni zeru karindwi makumyabiri na gatanu mirongo itatu na rimwe',
      'nimero ni 072531',
    ],
    [
      'Zulu',
      'inombolo ngu zero seven amashumi amabili nanhlanu amashumi amathathu nanye',
      'inombolo ngu 072531',
    ],
    ['Twi', 'me nɔma ne hwee nson aduonu nnum aduasa baako', 'me nɔma ne 072531'],
    // Igbo says ten before its count ("iri abụọ" = 20) and before a unit with a connector ("iri na abụọ" = 12)
    ['Igbo', 'nọmba m bụ efu asatọ iri abụọ na ise iri atọ na otu', 'nọmba m bụ 082531'],
    ['Igbo', 'nọmba m bụ efu asatọ iri na abụọ iri atọ na otu', 'nọmba m bụ 081231'],
    // a tens word with no count after it ends the number before it
    ['Shona', 'nhamba ndeye ziro nomwe mbiri tatu makumi', 'nhamba ndeye 0723 makumi'],
    // a year after a code's joiner is taken in whole (the code is not cut before it)
    [
      'English',
      'the file is three four five six slash two thousand twenty four thanks',
      'the file is 3456/2024 thanks',
    ],
  ])('%s: %s', (language, text, expected) => {
    expect(buildSpokenView(text, language)?.text).toBe(expected);
  });

  it.each<[LanguageName, string]>([
    // amounts in words stay words
    ['Arabic', 'دفعت خمسة عشر ألف دينار'],
    ['Arabic', 'المبلغ ثلاثمية وخمسين'],
  ])('%s: %s stays words', (language, text) => {
    expect(buildSpokenView(text, language)?.text ?? text).toBe(text);
  });
});

describe('redact: numbers said in words as callers say them', () => {
  it.each<[LanguageName, string, string]>([
    [
      'Amharic',
      'የተላከለት ቁጥር ዜሮ ዘጠኝ አራት ሁለት ዳብል ስድስት አንድ ዘጠኝ ሶስት ሰባት ስንት ብር ነው',
      'የተላከለት ቁጥር [PHONE_NUMBER] ስንት ብር ነው',
    ],
    [
      'Afrikaans',
      'het u n saaknommer van die polisie ja c a s vier vyf ses stroke nege stroke twee nul twee vier dankie',
      'het u n saaknommer van die polisie ja [POLICY_NUMBER] dankie',
    ],
    // a number said digit by digit is an identifier however short (no amount or time is said so)
    [
      'Amharic',
      'እሺ ጥገና ይላካል የጥያቄ ቁጥርዎ አራት ሰባት ሁለት ዜሮ አምስት ነው በ አራት ሰዓት ውስጥ ይደርሳሉ',
      'እሺ ጥገና ይላካል የጥያቄ ቁጥርዎ [TRANSACTION_ID] ነው በ አራት ሰዓት ውስጥ ይደርሳሉ',
    ],
    [
      'Hausa',
      'ta farko ita ce biyu biyar sauran kuma uku uku shida tara sunanka',
      'ta farko ita ce biyu biyar sauran kuma [ACCOUNT_NUMBER] sunanka',
    ],
    // amounts and times said as cardinals stay words
    [
      'English',
      'i paid four thousand five hundred shillings at four thirty',
      'i paid four thousand five hundred shillings at four thirty',
    ],
    ['English', 'i paid four five zero zero shillings', 'i paid four five zero zero shillings'],
    // "ewie" (Twi: "it ends") before a card's last digits is no letter of the code
    [
      'Twi',
      'aane card no ewie seven seven two one aane yɛabɔ no block',
      'aane card no ewie [CARD_NUMBER] aane yɛabɔ no block',
    ],
    // a bill after an address answer starts the next sentence: its amount is no part of the address
    [
      'Arabic',
      'العنوان من فضلك حي الورود عمارة ج رقم اثنا عشر باب الواد الفاتورة هاذي فيها سبعطاش ألف دينار',
      'العنوان من فضلك [ADDRESS] الفاتورة هاذي فيها سبعطاش ألف دينار',
    ],
  ])('%s: %s', async (language, text, expected) => {
    expect((await redact({ text, language })).result).toBe(expected);
  });
});
