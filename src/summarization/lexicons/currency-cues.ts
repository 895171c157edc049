/**
 * Currency words and symbols used to keep an amount together with its currency in
 * `important_entities` ("5000 naira", "₦5,000", "KES 2,500", "200 ብር", "300 درهم"). Language
 * independent: amounts are often written with the same words whatever the language.
 *
 * @example
 * ```ts
 * CURRENCY_WORDS.includes('naira'); // true
 * ```
 */

/** Currency words and codes written after (or before) an amount; matched case-insensitively. */
export const CURRENCY_WORDS: readonly string[] = [
  'naira',
  'kobo',
  'ngn',
  'dollars',
  'dollar',
  'usd',
  'euros',
  'euro',
  'eur',
  'pounds',
  'pound',
  'gbp',
  'shillings',
  'shilling',
  'shilingi',
  'kes',
  'ksh',
  'tsh',
  'tzs',
  'ugx',
  'cedis',
  'cedi',
  'ghs',
  'pesewas',
  'rand',
  'randi',
  'zar',
  'birr',
  'etb',
  'ብር',
  'francs',
  'franc',
  'frw',
  'rwf',
  'amafaranga',
  'cfa',
  'xof',
  'fcfa',
  'dirhams',
  'dirham',
  'mad',
  'درهم',
  'دينار',
  'جنيه',
  'ريال',
  'dinars',
  'pounds',
  'riyals',
  'kwacha',
  'zwl',
  'zig',
  'maloti',
  'loti',
  'lsl',
  'pula',
  'bwp',
  'dola',
  'dala',
  'nara',
  'sidi',
  'amadola',
];

/** Currency symbols and short prefixes written right before an amount. */
export const CURRENCY_SYMBOLS: readonly string[] = [
  '₦',
  '$',
  '€',
  '£',
  '¥',
  '₵',
  '₹',
  'R',
  'N',
  'KSh',
  'Ksh',
  'US$',
  'GH₵',
  'E£',
];
