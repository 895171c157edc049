/**
 * The address recognizer's two word filters (`address-starts.ts`) as the root bundle carries them,
 * computed at build time. In the sources (and the per-module build) this is `undefined`, and
 * `address-starts.ts` builds the filters from the street word lists on import;
 * `scripts/bundle/bundle-root-entry.ts` replaces this module in the root bundle with the value of
 * `computeAddressFilterTables()` run on the same build's `address-starts.js`, so the copy is always
 * the current lists' (never edited by hand).
 *
 * @example
 * ```ts
 * PREBUILT_ADDRESS_FILTER_TABLES; // undefined here; { wordStarts, fusedEnds } in the bundle
 * ```
 */
import type { WordEdgeFilterTables } from './address-word-filter.js';

/**
 * The tables of the filter of words that start an address (`wordStarts`) and of the fused street
 * endings (`fusedEnds`), as `WordEdgeFilter.tables()` gives them. With them a fresh process neither
 * creates one `iu` regex per word character nor tests the ASCII code units against them.
 */
export interface AddressFilterTables {
  wordStarts: WordEdgeFilterTables;
  fusedEnds: WordEdgeFilterTables;
}

export const PREBUILT_ADDRESS_FILTER_TABLES: AddressFilterTables | undefined = undefined;
