/**
 * Unit designators that continue a street address (`12 Main Street, Apt. 4B`, `Suite 501`,
 * `Ghorofa 3`, `Woonstel 12`, `Zimmer 1107`, `ብሎክ 27`, `شقة 7`), one table per language: the
 * address recognizer extends an address over one of these words and the unit number after it.
 * English words count in every language (call-centre speech mixes them in); French ones in
 * Arabic and Kinyarwanda too (North African and Rwandan addresses are often written in French).
 *
 * @example
 * ```ts
 * addressUnitWords('German').includes('Zimmer'); // true
 * ```
 */
import type { LanguageName } from '../../languages.js';

/** Unit words by language (an optional `.` and a unit number follow). */
export const ADDRESS_UNIT_WORDS: Readonly<Record<LanguageName, readonly string[]>> = {
  English: [
    'Apartment',
    'Apt',
    'Suite',
    'Ste',
    'Unit',
    'Flat',
    'Floor',
    'Fl',
    'Room',
    'Rm',
    'Building',
    'Bldg',
    'Block',
    'Blk',
    'Plot',
    'House',
    'Shop',
    'Stand',
    'Box',
    'P.O. Box',
    'PO Box',
  ],
  Afrikaans: ['Woonstel', 'Kamer', 'Blok', 'Eenheid', 'Huis', 'Erf', 'Posbus'],
  Amharic: ['ብሎክ', 'ቤት', 'ሕንፃ', 'ህንፃ', 'ክፍል', 'ቁጥር'],
  Arabic: ['شقة', 'عمارة', 'بناية', 'مبنى', 'غرفة', 'بيت', 'منزل', 'فيلا', 'بلوك', 'مدخل'],
  French: [
    'Appartement',
    'Appt',
    'Étage',
    'Bâtiment',
    'Bât',
    'Bloc',
    'Immeuble',
    'Escalier',
    'Porte',
    'Maison',
    'Villa',
    'Lot',
  ],
  German: ['Wohnung', 'Whg', 'Stock', 'Zimmer', 'Haus', 'Gebäude', 'Etage', 'Appartement', 'Postfach'],
  Hausa: ['Gida', 'Daki', 'Shago'],
  Igbo: ['Ụlọ', 'Ulo'],
  Isixhosa: ['Indlu', 'Igumbi', 'Iflethi'],
  Italian: ['Interno', 'Int', 'Scala', 'Piano', 'Appartamento', 'Edificio', 'Palazzina', 'Casella postale'],
  Kinyarwanda: ['Inzu', 'Icyumba', 'Igorofa'],
  Sesotho: ['Ntlo', 'Kamore', 'Folete'],
  Setswana: ['Ntlo', 'Kamore', 'Folete'],
  Shona: ['Imba', 'Kamuri', 'Furati'],
  Spanish: [
    'Piso',
    'Planta',
    'Departamento',
    'Depto',
    'Apartamento',
    'Bloque',
    'Portal',
    'Casa',
    'Local',
    'Apartado',
  ],
  Swahili: ['Ghorofa', 'Chumba', 'Nyumba', 'Kiwanja', 'Fleti', 'S.L.P.', 'SLP'],
  Twi: ['Fie', 'Dan'],
  Yoruba: ['Ilé', 'Ile', 'Yàrá', 'Yara'],
  Zulu: ['Indlu', 'Ikamelo', 'Ifulethi'],
};

/** The unit words of `language`, English and (Arabic, Kinyarwanda) French. */
export function addressUnitWords(language: LanguageName): readonly string[] {
  const words = [...ADDRESS_UNIT_WORDS[language]];
  if (language !== 'English') words.push(...ADDRESS_UNIT_WORDS.English);
  if (language === 'Arabic' || language === 'Kinyarwanda') words.push(...ADDRESS_UNIT_WORDS.French);
  return words;
}
