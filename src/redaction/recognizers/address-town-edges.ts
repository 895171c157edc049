/**
 * What stands at the edges of the town that ends an address, one table per language:
 *
 * - `locativePrefixes`: the lower-case locative prefixes fused to a place name in Nguni and Shona
 *   writing ("12 Oxford Street, **e**Qonce", "**kwa**Mashu", "**mu**Harare"): the town is the
 *   prefixed word, written with its capital inside;
 * - `copulas`: the copula that closes a sentence after the address ("Adireshin ... Gusau **ne**?",
 *   "... Lagos **ni**."): the town stands before it and it stays outside the address.
 *
 * Compiled by the langproc team from general knowledge of each language.
 *
 * @example
 * ```ts
 * addressTownEdges('Isixhosa').locativePrefixes.includes('e'); // true
 * addressTownEdges('Hausa').copulas.includes('ne'); // true
 * ```
 */
import type { LanguageName } from '../../languages.js';

/** The town edge words of one language. */
export interface AddressTownEdges {
  /** Lower-case prefixes fused to a capitalised place name (`eQonce`, `kwaMashu`). */
  readonly locativePrefixes: readonly string[];
  /** Copulas after the address at the end of a sentence (`ne`, `ce`, `ni`, `ነው`). */
  readonly copulas: readonly string[];
}

const NONE: AddressTownEdges = { locativePrefixes: [], copulas: [] };

/** The edges by language; a language not listed has none. */
export const ADDRESS_TOWN_EDGES: Readonly<Partial<Record<LanguageName, AddressTownEdges>>> = {
  Amharic: { locativePrefixes: [], copulas: ['ነው', 'ናት', 'ነበር'] },
  Hausa: { locativePrefixes: [], copulas: ['ne', 'ce'] },
  Isixhosa: { locativePrefixes: ['e', 'em', 'en', 'kwa', 'ku', 'o'], copulas: [] },
  Shona: { locativePrefixes: ['ku', 'mu', 'pa', 'kwa'], copulas: [] },
  Yoruba: { locativePrefixes: [], copulas: ['ni'] },
  Zulu: { locativePrefixes: ['e', 'em', 'en', 'kwa', 'ku', 'o', 'ezi'], copulas: [] },
};

/** The town edge words of `language`. */
export function addressTownEdges(language: LanguageName): AddressTownEdges {
  return ADDRESS_TOWN_EDGES[language] ?? NONE;
}
