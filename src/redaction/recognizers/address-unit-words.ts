/**
 * Unit designators that continue a street address (`12 Main Street, Apt. 4B`, `Suite 501`,
 * `Ghorofa 3`, `Woonstel 12`): the address recognizer extends an address over one of these
 * words and the unit number after it.
 *
 * @example
 * ```ts
 * ADDRESS_UNIT_WORDS.includes('Suite'); // true
 * ```
 */

/** Unit words (an optional `.` and a unit number follow). */
export const ADDRESS_UNIT_WORDS: readonly string[] = [
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
  'Box',
  'P.O. Box',
  'PO Box',
  'S.L.P.',
  'SLP',
  'Posbus',
  'Appartement',
  'Étage',
  'Bâtiment',
  'Piso',
  'Planta',
  'Wohnung',
  'Stock',
  'Woonstel',
  'Kamer',
  'Ghorofa',
  'Chumba',
  'Nyumba',
  'Kiwanja',
];
