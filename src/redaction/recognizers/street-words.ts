/**
 * Street-type words for the address recognizer, by where they stand: after the street name
 * (`Adeola Odeku Street`, `Kerk Straat`), before it (`Rue de la Paix`, `Mtaa wa Moi`,
 * `Barabara ya Kenyatta`, `Unguwar Sarki`, `Umgwaqo ka Mandela`, `شارع الملك فهد`), or fused into
 * one word (`Hauptstraße`, `Kerkstraat`). Also post-office boxes and house-number words.
 *
 * @example
 * ```ts
 * STREET_SUFFIXES.includes('Crescent'); // true
 * ```
 */

/** Words that follow the street name. */
export const STREET_SUFFIXES: readonly string[] = [
  'Street', 'St', 'Road', 'Rd', 'Avenue', 'Ave', 'Close', 'Crescent', 'Cres', 'Lane', 'Ln', 'Drive', 'Way',
  'Estate', 'Boulevard', 'Blvd', 'Layout', 'Highway', 'Expressway', 'Court', 'Ct', 'Place', 'Terrace',
  'Square', 'Gardens', 'Extension', 'Str', 'Straat', 'Weg', 'Laan', 'Rylaan', 'Singel', 'Steeg',
  'Barabara', 'Mtaa', 'Titi', 'Ọ̀nà', 'Street.',
];

/** Words (and phrases) that precede the street name. */
export const STREET_PREFIXES: readonly string[] = [
  'Rue', 'Avenue', 'Av', 'Boulevard', 'Bd', 'Allée', 'Impasse', 'Chemin', 'Place', 'Route', 'Quartier', 'Cité',
  'Calle', 'C/', 'Avenida', 'Avda', 'Paseo', 'Plaza', 'Carrera', 'Camino', 'Ronda',
  'Via', 'Viale', 'Piazza', 'Corso', 'Vicolo', 'Largo', 'Strada',
  'Mtaa wa', 'Barabara ya', 'Njia ya', 'Titi', 'Òpópónà', 'Opopona', 'Ojúlé', 'Unguwar', 'Titin', 'Layin',
  'Umgwaqo', 'Umgwaqo ka', 'Isitalato', 'Isitaladi', 'Umgaqo', 'Seterata', 'Tsela ya', 'Mmila wa', 'Mgwagwa',
  'Mugwagwa', 'Umuhanda', 'Okporo ụzọ', 'Ụzọ', 'Kwan', 'Street',
  'شارع', 'طريق', 'حي', 'ጎዳና',
];

/** Endings of fused street names (German and Afrikaans). */
export const FUSED_STREET_ENDINGS: readonly string[] = [
  'straße', 'strasse', 'str.', 'weg', 'gasse', 'platz', 'allee', 'ring', 'damm', 'ufer',
  'straat', 'laan', 'singel', 'rylaan', 'steeg',
];

/** Post-office box words. */
export const POST_BOX_WORDS: readonly string[] = [
  'P.O. Box', 'P. O. Box', 'P.O.Box', 'PO Box', 'POBox', 'Post Box', 'Private Bag', 'S.L.P.', 'S.L.P', 'SLP', 'Sanduku la Posta',
  'Posbus', 'Privaatsak', 'Postfach', 'B.P.', 'BP', 'Boîte postale', 'Apartado', 'Apartado postal', 'Casella postale',
  'C.P.', 'ص.ب.', 'ص.ب', 'صندوق بريد', 'የፖ.ሳ.ቁ.', 'ፖ.ሳ.ቁ.', 'ፖ.ሳ.ቁ',
];

/** House-number words (a number follows): house, plot, flat, stand, erf, nyumba, gida, ilé, ... */
export const HOUSE_WORDS: readonly string[] = [
  'House', 'Plot', 'Flat', 'Apartment', 'Apt', 'Stand', 'Erf', 'Block', 'Unit', 'Suite',
  'Nyumba', 'Nyumba namba', 'Kiwanja', 'Kiwanja namba', 'Gida', 'Gida mai lamba', 'Ilé', 'Ile', 'Ilé nọ́mbà', 'Ụlọ',
  'Indlu', 'Ndlu', 'Ntlo', 'Imba', 'Inzu', 'Maison', 'Haus', 'Hausnummer', 'Casa', 'Huis', 'Huisnommer',
  'የቤት ቁጥር', 'ቤት ቁጥር', 'منزل', 'منزل رقم', 'بيت', 'عمارة', 'فيلا',
];
