/**
 * `anonymize` replaces each entity's span with its bracketed placeholder (`[PERSON_NAME]`) and
 * leaves every other character as it was, then applies the placeholder allowlist
 * ({@link validatePlaceholders}). Entities must be sorted, non-overlapping and inside the text,
 * as `analyze` returns them.
 *
 * @example
 * ```ts
 * import { analyze, anonymize } from 'langproc';
 * const { entities } = await analyze({ text, language: 'Swahili' });
 * anonymize({ text, entities }); // 'Jina langu ni [PERSON_NAME]'
 * ```
 */
import { InvalidInputError } from '../errors/invalid-input-error.js';
import { assertOptionsObject } from '../util/assert-options.js';
import { isPlaceholderType, PLACEHOLDER_TYPES, placeholderFor } from './placeholder-types.js';
import type { RecognizedEntity } from './recognized-entity.js';
import { mayHavePlaceholderTokens, validatePlaceholders } from './validate-placeholders.js';

/** Options of {@link anonymize}. */
export interface AnonymizeOptions {
  /** The original text. */
  text: string;
  /** Spans to replace, sorted by start and non-overlapping. */
  entities: readonly Pick<RecognizedEntity, 'type' | 'start' | 'end'>[];
}

/** Checks the entity list: sorted, non-overlapping, inside the text, known types. */
export function assertValidEntities(text: string, entities: AnonymizeOptions['entities']): void {
  if (!Array.isArray(entities)) {
    throw new InvalidInputError({
      message: `Expected entities to be an array, got ${entities === null ? 'null' : typeof entities}.`,
      details: { field: 'entities' },
    });
  }
  let previousEnd = 0;
  entities.forEach((entity, index) => {
    if (typeof entity !== 'object' || entity === null || !isPlaceholderType(entity.type)) {
      throw new InvalidInputError({
        message: `Expected entities[${index}].type to be a placeholder type.`,
        details: { index },
      });
    }
    if (
      !Number.isInteger(entity.start) ||
      !Number.isInteger(entity.end) ||
      entity.start < previousEnd ||
      entity.end <= entity.start ||
      entity.end > text.length
    ) {
      throw new InvalidInputError({
        message: `Expected entities[${index}] to be a non-empty span inside the text, after the previous one.`,
        details: { index, start: entity.start, end: entity.end },
      });
    }
    previousEnd = entity.end;
  });
}

/** The placeholder of each of the 15 types, built once (placeholderFor makes a new string per call). */
const PLACEHOLDER_TEXTS: ReadonlyMap<string, string> = new Map(
  PLACEHOLDER_TYPES.map((type) => [type, placeholderFor(type)]),
);

/** Replaces spans `[from, to)` of `text` (entities inside that range only) without validation. */
export function replaceSpans(
  text: string,
  entities: AnonymizeOptions['entities'],
  from = 0,
  to = text.length,
): string {
  let output = '';
  let cursor = from;
  for (const entity of entities) {
    if (entity.start < from || entity.end > to) continue;
    output +=
      text.slice(cursor, entity.start) + (PLACEHOLDER_TEXTS.get(entity.type) ?? placeholderFor(entity.type));
    cursor = entity.end;
  }
  return output + text.slice(cursor, to);
}

/**
 * `false` when the allowlist cannot change `replaceSpans(text, entities)`: `text` has no `[`, `<`
 * or `{` (every placeholder-like token starts with one) and every entity's type is a member, so
 * the only placeholder-like tokens of the result are the inserted members, kept as they are.
 */
export function needsAllowlistScan(text: string, entities: AnonymizeOptions['entities']): boolean {
  if (mayHavePlaceholderTokens(text)) return true;
  for (const entity of entities) if (!isPlaceholderType(entity.type)) return true;
  return false;
}

/**
 * `text` with every entity replaced by its placeholder and the allowlist enforced, without
 * checking the entities (the core of {@link anonymize}); the allowlist scan is skipped when it
 * cannot change anything ({@link needsAllowlistScan}).
 */
export function applyPlaceholders(text: string, entities: AnonymizeOptions['entities']): string {
  const replaced = replaceSpans(text, entities);
  return needsAllowlistScan(text, entities) ? validatePlaceholders(replaced).text : replaced;
}

/** Replaces every entity with its placeholder and enforces the allowlist. */
export function anonymize(options: AnonymizeOptions): string {
  assertOptionsObject(options, 'anonymize');
  if (typeof options.text !== 'string') {
    throw new InvalidInputError({
      message: `Expected text to be a string, got ${typeof options.text}.`,
      details: { field: 'text' },
    });
  }
  assertValidEntities(options.text, options.entities);
  return applyPlaceholders(options.text, options.entities);
}
