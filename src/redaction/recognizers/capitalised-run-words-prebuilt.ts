/**
 * The capitalised-run rule's word sets (`capitalised-name-run.ts`) as the root bundle carries
 * them, computed at build time. In the sources (and the per-module build) this is `undefined`, and
 * `capitalised-name-run.ts` computes the sets from its word lists on import;
 * `scripts/bundle/bundle-root-entry.ts` replaces this module in the root bundle with the value of
 * `computeCapitalisedRunWords()` run on the same build's `capitalised-name-run.js`, so the copy is
 * always the current lists' (never edited by hand).
 *
 * @example
 * ```ts
 * PREBUILT_CAPITALISED_RUN_WORDS; // undefined here; { veto, titles, boundaries, ... } in the bundle
 * ```
 */

/**
 * The lookup keys (`normalizeName`) of each word set, in the set's insertion order, each once: the
 * organisation and place words that veto a run, the titles, the boundaries (stop words, places,
 * weekdays, month words, sentence openers), the words excluded after a noun-class prefix, and the
 * organisation words that open an organisation's name.
 */
export interface CapitalisedRunWords {
  veto: readonly string[];
  titles: readonly string[];
  boundaries: readonly string[];
  prefixedExcluded: readonly string[];
  headInitial: readonly string[];
}

export const PREBUILT_CAPITALISED_RUN_WORDS: CapitalisedRunWords | undefined = undefined;
