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
  'Street',
  'St',
  'Road',
  'Rd',
  'Avenue',
  'Ave',
  'Close',
  'Crescent',
  'Cres',
  'Lane',
  'Ln',
  'Drive',
  'Way',
  'Estate',
  'Boulevard',
  'Blvd',
  'Layout',
  'Highway',
  'Expressway',
  'Court',
  'Ct',
  'Place',
  'Terrace',
  'Square',
  'Gardens',
  'Extension',
  'Office Park',
  'Business Park',
  'Industrial Park',
  'Industrial Area',
  'Shopping Centre',
  'Shopping Center',
  'Str',
  'Straat',
  'Weg',
  'Laan',
  'Rylaan',
  'Singel',
  'Steeg',
  'Barabara',
  'Mtaa',
  'Titi',
  'Ọ̀nà',
  'Street.',
];

/** Words (and phrases) that precede the street name. */
export const STREET_PREFIXES: readonly string[] = [
  'Rue',
  'Avenue',
  'Av',
  'Boulevard',
  'Bd',
  'Allée',
  'Impasse',
  'Chemin',
  'Place',
  'Route',
  'Quartier',
  'Cité',
  'Résidence',
  'Lotissement',
  'Calle',
  'Barrio',
  'Urbanización',
  'C/',
  'Avenida',
  'Avda',
  'Paseo',
  'Plaza',
  'Carrera',
  'Camino',
  'Ronda',
  'Via',
  'Viale',
  'Piazza',
  'Corso',
  'Vicolo',
  'Largo',
  'Salita',
  'Discesa',
  'Scalinata',
  'Lungomare',
  'Traversa',
  'Calata',
  'Rampa',
  'Piazzale',
  'Strada',
  'Vico',
  'Contrada',
  'Località',
  'Frazione',
  'Rua',
  'Travessa',
  'Ul.',
  'Straße der',
  'Straße des',
  'Straße am',
  'Straße zum',
  'Straße zur',
  'Strasse der',
  'Strasse des',
  'Mtaa wa',
  'Barabara ya',
  'Njia ya',
  'Titi',
  'Òpópónà',
  'Opopona',
  'Ojúlé',
  'Unguwar',
  'Titin',
  'Layin',
  'Umgwaqo',
  'Umgwaqo ka',
  'Isitalato',
  'Isitaladi',
  'Umgaqo',
  'Seterata',
  'Tsela ya',
  'Mmila wa',
  'Mgwagwa',
  'Mugwagwa',
  'Umuhanda',
  'Okporo ụzọ',
  'Ụzọ',
  'Kwan',
  'Street',
  'شارع',
  'طريق',
  'حي',
  'زنقة',
  'درب',
  'ጎዳና',
];

/** Endings of fused street names (German and Afrikaans). */
export const FUSED_STREET_ENDINGS: readonly string[] = [
  'straße',
  'strasse',
  'str.',
  'weg',
  'gasse',
  'platz',
  'allee',
  'ring',
  'damm',
  'ufer',
  'straat',
  'laan',
  'singel',
  'rylaan',
  'steeg',
  'vej',
  'gade',
  'gatan',
  'vägen',
  'gata',
  'katu',
  'kuja',
  'veien',
  'vegen',
  'stræti',
  'straeti',
];

/** Post-office box words. */
export const POST_BOX_WORDS: readonly string[] = [
  'P.O. Box',
  'P. O. Box',
  'P.O.Box',
  'PO Box',
  'POBox',
  'Post Box',
  'Private Bag',
  'S.L.P.',
  'S.L.P',
  'SLP',
  'Sanduku la Posta',
  'Posbus',
  'Privaatsak',
  'Postfach',
  'B.P.',
  'BP',
  'Boîte postale',
  'Apartado',
  'Apartado postal',
  'Casella postale',
  'C.P.',
  'ص.ب.',
  'ص.ب',
  'صندوق بريد',
  'የፖ.ሳ.ቁ.',
  'ፖ.ሳ.ቁ.',
  'ፖ.ሳ.ቁ',
];

/**
 * House and unit words fused with a locative prefix or suffix, which a number follows as it follows
 * the bare word ("kuimba 57", "endlini 12", "emzini 4", "mu nzu 12", "ntlong 9"): Shona ku-/mu-/pa-
 * before imba, kamuri, furati; Zulu and Isixhosa e- ... -ini (indlu, umuzi, ifulethi, ikamelo,
 * isitendi, iyunithi); Kinyarwanda mu before inzu and icyumba; Swahili -ni; Sesotho and Setswana
 * -ng; Igbo n' before ụlọ; Yoruba ní before ilé. Compiled from general knowledge of each language.
 */
export const LOCATIVE_HOUSE_WORDS: readonly string[] = [
  'kuimba',
  'muimba',
  'paimba',
  'mumba',
  'mukamuri',
  'mufurati',
  'pafurati',
  'endlini',
  'emzini',
  'efulethini',
  'ekamelweni',
  'esitendini',
  'eyunithini',
  'mu nzu',
  'munzu',
  'mu cyumba',
  'nyumbani',
  'ntlong',
  'folateng',
  'kamoreng',
  "n'ụlọ",
  'n’ụlọ',
  'nílé',
];

/** House-number words (a number follows): house, plot, flat, stand, erf, nyumba, gida, ilé, ... */
export const HOUSE_WORDS: readonly string[] = [
  ...LOCATIVE_HOUSE_WORDS,
  'House',
  'Plot',
  'Flat',
  'Apartment',
  'Apt',
  'Stand',
  'Erf',
  'Block',
  'Unit',
  'Suite',
  'Nyumba',
  'Nyumba namba',
  'Kiwanja',
  'Kiwanja namba',
  'Gida',
  'Gida mai lamba',
  'Ilé',
  'Ile',
  'Ilé nọ́mbà',
  'Ụlọ',
  'Indlu',
  'Ndlu',
  'Ntlo',
  'Imba',
  'Inzu',
  'Maison',
  'Haus',
  'Hausnummer',
  'Casa',
  'Huis',
  'Huisnommer',
  'የቤት ቁጥር',
  'ብሎክ',
  'ቤት',
  'ቤት ቁጥር',
  'ወረዳ',
  'ቀበሌ',
  'Hoewe',
  'زنقة',
  'غرفة',
  'منزل',
  'منزل رقم',
  'بيت',
  'عمارة',
  'فيلا',
];

/** The prefix before the bare house word in each fused form that ends with one (`kuimba` -> 2, `mu nzu` -> 3). */
const LOCATIVE_PREFIX_LENGTHS: ReadonlyArray<readonly [string, number]> = LOCATIVE_HOUSE_WORDS.map(
  (fused) => {
    const lower = fused.toLowerCase();
    let bare = 0;
    for (const word of HOUSE_WORDS) {
      const key = word.toLowerCase();
      if (
        key.length < lower.length &&
        key.length > bare &&
        lower.endsWith(key) &&
        !LOCATIVE_HOUSE_WORDS.includes(word)
      )
        bare = key.length;
    }
    return [lower, bare === 0 ? 0 : lower.length - bare] as const;
  },
);

/**
 * How many characters of the locative prefix open `value` before the bare house word it fuses
 * ("kuimba 57" -> 2, "mu nzu 12" -> 3; "endlini 12", whose bare word "indlu" is not inside, -> 0):
 * the prefix is a preposition, no part of the address.
 *
 * @example
 * ```ts
 * locativePrefixLength('kuimba 57'); // 2
 * ```
 */
export function locativePrefixLength(value: string): number {
  const lower = value.toLowerCase();
  for (const [fused, length] of LOCATIVE_PREFIX_LENGTHS)
    if (length > 0 && lower.startsWith(fused) && !/[\p{L}\p{M}]/u.test(lower.charAt(fused.length)))
      return length;
  return 0;
}
