/**
 * The recognizers of one call: the built-in ones plus the caller's (`recognizers`), each checked
 * eagerly so that a user recognizer can only produce one of the 15 placeholder types. A user
 * recognizer that is already built in (`[...DEFAULT_RECOGNIZERS, mine]`) runs once.
 *
 * @example
 * ```ts
 * recognizersOfCall([denyListRecognizer({ type: 'PERSON_NAME', terms: ['Zanele'] })]);
 * // [...DEFAULT_RECOGNIZERS, that recognizer]
 * ```
 */
import { InvalidInputError } from '../errors/invalid-input-error.js';
import type { RecognizedEntity } from './recognized-entity.js';
import type { AnalysisInput, CustomRecognizer, Recognizer } from './recognizer.js';
import { DEFAULT_RECOGNIZERS } from './recognizers/default-recognizers.js';
import {
  assertPlaceholderType,
  invalid,
  matchDetailsOf,
  validateLanguages,
} from './user-recognizer-parts.js';

const BUILT_IN: ReadonlySet<Recognizer> = new Set(DEFAULT_RECOGNIZERS);
const KINDS = new Set(['pattern', 'context-reference', 'custom']);

/** Custom recognizers wrapped so that an entity of an undeclared type fails (one wrapper per recognizer). */
const checked = new WeakMap<CustomRecognizer, CustomRecognizer>();

function checkedCustom(recognizer: CustomRecognizer, field: string): CustomRecognizer {
  let wrapper = checked.get(recognizer);
  if (wrapper === undefined) {
    const declared = new Set<string>(recognizer.entityTypes);
    wrapper = {
      ...recognizer,
      analyze(input: AnalysisInput): RecognizedEntity[] {
        const entities = recognizer.analyze(input);
        for (const entity of entities) {
          if (!declared.has(entity.type)) {
            throw new InvalidInputError({
              message: `Expected recognizer ${recognizer.name.slice(0, 40)} to produce only its entityTypes, got ${String(entity.type).slice(0, 40)}.`,
              details: { field },
            });
          }
        }
        return entities;
      },
    };
    checked.set(recognizer, wrapper);
  }
  return wrapper;
}

/** Validates one user recognizer; returns what runs (custom ones checked at run time too). */
function validateRecognizer(value: unknown, field: string): Recognizer {
  if (
    typeof value !== 'object' ||
    value === null ||
    !KINDS.has((value as { kind?: unknown }).kind as string)
  ) {
    throw invalid(
      field,
      `Expected ${field} to be a recognizer (kind 'pattern', 'context-reference' or 'custom'); make one with patternRecognizer or denyListRecognizer.`,
    );
  }
  const recognizer = value as Recognizer;
  if (typeof recognizer.name !== 'string' || recognizer.name.length === 0)
    throw invalid(`${field}.name`, `Expected ${field}.name to be a non-empty string.`);
  validateLanguages(recognizer.languages, `${field}.languages`);
  if (recognizer.kind === 'custom') {
    if (!Array.isArray(recognizer.entityTypes) || recognizer.entityTypes.length === 0)
      throw invalid(`${field}.entityTypes`, `Expected ${field}.entityTypes to be a non-empty array.`);
    for (const type of recognizer.entityTypes) assertPlaceholderType(type, `${field}.entityTypes`);
    if (typeof recognizer.analyze !== 'function')
      throw invalid(`${field}.analyze`, `Expected ${field}.analyze to be a function.`);
    // the helpers' recognizers produce their one type by construction
    return matchDetailsOf(recognizer) === undefined ? checkedCustom(recognizer, field) : recognizer;
  }
  assertPlaceholderType(recognizer.entityType, `${field}.entityType`);
  if (recognizer.kind === 'pattern' && !Array.isArray(recognizer.patterns))
    throw invalid(`${field}.patterns`, `Expected ${field}.patterns to be an array.`);
  return recognizer;
}

/** The validated user recognizers of a call (`undefined` when none: the built-ins alone). */
export function validateCallRecognizers(recognizers: unknown): readonly Recognizer[] | undefined {
  if (recognizers === undefined) return undefined;
  if (!Array.isArray(recognizers)) {
    throw invalid('recognizers', `Expected recognizers to be an array, got ${typeof recognizers}.`);
  }
  const added: Recognizer[] = [];
  recognizers.forEach((recognizer: unknown, index) => {
    if (BUILT_IN.has(recognizer as Recognizer)) return;
    added.push(validateRecognizer(recognizer, `recognizers[${index}]`));
  });
  return added.length === 0 ? undefined : added;
}

/** The recognizers a call runs: the built-in ones, then the validated user ones. */
export function recognizersOfCall(added: readonly Recognizer[] | undefined): readonly Recognizer[] {
  return added === undefined ? DEFAULT_RECOGNIZERS : [...DEFAULT_RECOGNIZERS, ...added];
}
