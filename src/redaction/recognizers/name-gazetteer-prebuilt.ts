/**
 * The name gazetteer's tables as the root bundle carries them, computed at build time. In the
 * sources (and the per-module build) this is `undefined`, and `name-gazetteer.ts` computes its
 * tables from its lists on first use; `scripts/bundle/bundle-root-entry.ts` replaces this module in
 * the root bundle with the value of `computeGazetteerTables()` run on the same build's
 * `name-gazetteer.js`, so the copy is always the current lists' (never edited by hand).
 *
 * @example
 * ```ts
 * PREBUILT_GAZETTEER_TABLES; // undefined here; { given, surnames, uncased, regional, beginnings } in the bundle
 * ```
 */

/**
 * The gazetteer's tables: its keys (each listed word's normalizeName key, in list order, each
 * once) and its beginnings filter, as `computeGazetteerTables()` (name-gazetteer.ts) builds them
 * from the lists. With them a fresh process neither normalises some 4,000 names nor hashes their
 * beginnings.
 */
export interface GazetteerTables {
  given: readonly string[];
  surnames: readonly string[];
  uncased: readonly string[];
  regional: readonly string[];
  /** The beginnings filter: entry `i` is bit `i % 8` of byte `i >> 3`, in base64. */
  beginnings: string;
}

export const PREBUILT_GAZETTEER_TABLES: GazetteerTables | undefined = undefined;
