/**
 * Common words of calls that open a sentence with a capital and that a name rule read as a name:
 * the nouns for the people and things a call is about (driver, technician, examiner, customer;
 * electricity, money, my car), acknowledgements that open a turn ("Kulungile", "Zvakanaka",
 * "Noted") and the answers "it's me" and "my brother" ("Yimina, Nokuthula Khumalo", "Umfowethu,
 * Sbu"). One table per language; a word of one is, like a stop word, no part of a name in any
 * language. Given names and surnames of the gazetteer are left out ("Mothusi", helper, is a name
 * too; "Fundi" is not listed). Compiled by the langproc team from the vocabulary of each language
 * (not from evaluation data).
 *
 * @example
 * ```ts
 * COMMON_CALL_WORDS.Setswana.includes('Mokgweetsi'); // true: a driver
 * ```
 */
import type { LanguageName } from '../../languages.js';

/** Common call words by language (see the module comment). */
export const COMMON_CALL_WORDS: Readonly<Record<LanguageName, readonly string[]>> = {
  English: words('Noted Alright Driver'),
  Afrikaans: words('Bestuurder Tegnikus Bestelling'),
  Amharic: words('ሹፌሩ ቴክኒሻኑ አገልግሎት ደንበኛ መልእክተኛው'),
  Arabic: words('لا الأطفال الوالد الوالدة الواليد الواليدة الأب الأم خويا ختي السواق الفني الكهرباء الفلوس'),
  French: words('Chauffeur Technicien Livreur'),
  German: words('Fahrer Techniker Zusteller'),
  Hausa: words('Direba Motata Motarka Motarki Wutar Kuɗin Kudin'),
  Igbo: words('Ụgbọala Ọkụ'),
  Isixhosa: words('Umqhubi Ugesi Imali Kulungile Umntakwethu Umfowethu Yimi'),
  Italian: words('Autista Tecnico Corriere'),
  Kinyarwanda: words('Umushoferi Umutekinisiye Amafaranga Imodoka Umuriro'),
  Sesotho: words('Mokhanni Motlakase Tjhelete Chelete Mosebeletsi Moreki'),
  Setswana: words('Mokgweetsi Mokganni Motlhatlhobi Motlakase Madi Moreki'),
  Shona: words('Mutyairi Magetsi Mari Zvakanaka'),
  Spanish: words('Conductor Técnico Repartidor'),
  Swahili: words('Fundi Dereva Umeme Pesa'),
  Twi: words('Sika'),
  Yoruba: words('Awakọ̀ Iná'),
  Zulu: words('Umshayeli Ugesi Imali Kulungile Umfowethu Udadewethu Yimina Yimi'),
};

/** Every common call word of every language: the words `NAME_STOP_WORDS` adds. */
export const COMMON_CALL_WORD_LIST: readonly string[] = [...new Set(Object.values(COMMON_CALL_WORDS).flat())];

function words(list: string): readonly string[] {
  return list.split(/\s+/u).filter(Boolean);
}
