/**
 * Propagation: once a value is found, its other occurrences in the text are masked too. A
 * person's full name and each of its words (three letters or more: "Musa Bello" also masks a
 * later "Bello"), and every other value as a whole. New occurrences get the source's type and
 * PROPAGATION_FACTOR times its score, and go through overlap resolution again.
 *
 * @example
 * ```ts
 * propagateEntities('Sunana Musa Bello. Bello ya zo.', entities); // adds the second 'Bello'
 * ```
 */
import { firstCharacterLookahead } from './context/context-index.js';
import type { RecognizedEntity } from './recognized-entity.js';
import { normalizeName } from './recognizers/name-gazetteer.js';
import { NAME_STOP_WORDS } from './recognizers/person-name-cues.js';

/** Score factor for propagated occurrences. */
export const PROPAGATION_FACTOR = 0.95;
/** At most this many distinct values are propagated (keeps the pattern small). */
export const MAX_PROPAGATED_VALUES = 2000;

const STOP: ReadonlySet<string> = new Set(NAME_STOP_WORDS.map(normalizeName));

function escapeForRegex(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** New entities for other occurrences of the values in `entities` (kept ones are not repeated). */
export function propagateEntities(text: string, entities: readonly RecognizedEntity[]): RecognizedEntity[] {
  const sources = new Map<string, RecognizedEntity>();
  const add = (value: string, entity: RecognizedEntity) => {
    const existing = sources.get(value);
    if (!existing || existing.score < entity.score) sources.set(value, entity);
  };
  for (const entity of entities) {
    const value = text.slice(entity.start, entity.end);
    if (value.length >= 3) add(value, entity);
    if (entity.type === 'PERSON_NAME') {
      for (const word of value.split(/[ \u00A0]+/)) {
        if (word.length >= 3 && /^\p{Lu}/u.test(word) && !STOP.has(normalizeName(word))) add(word, entity);
      }
    }
    if (sources.size >= MAX_PROPAGATED_VALUES) break;
  }
  if (sources.size === 0) return [];
  const values = [...sources.keys()].sort(
    (first, second) => second.length - first.length || (first < second ? -1 : 1),
  );
  const pattern = new RegExp(
    `${firstCharacterLookahead(values)}(?<![\\p{L}\\p{M}\\p{N}])(?:${values.map(escapeForRegex).join('|')})(?![\\p{L}\\p{M}\\p{N}])`,
    'gu',
  );
  const found: RecognizedEntity[] = [];
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const source = sources.get(match[0]);
    if (!source) continue;
    found.push({
      type: source.type,
      start: match.index,
      end: match.index + match[0].length,
      score: source.score * PROPAGATION_FACTOR,
      recognizer: 'propagation',
    });
  }
  return found;
}
