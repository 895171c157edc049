/**
 * The optional filters and operators of `redact` and `analyze` (Presidio-like): which types to
 * detect (`entities`), a minimum score (`scoreThreshold`), values never masked (`allowList`) and
 * how each type is replaced (`operators`). Validated eagerly with InvalidInputError.
 *
 * @example
 * ```ts
 * import { redact } from 'langproc';
 * await redact({ text, language: 'English', entities: ['EMAIL'], scoreThreshold: 0.5,
 *   allowList: ['help@example.com'], operators: { DEFAULT: { type: 'mask' } } });
 * ```
 */
import { InvalidInputError } from '../errors/invalid-input-error.js';
import { isPlaceholderType, PLACEHOLDER_TYPES, type PlaceholderType } from './placeholder-types.js';
import type { RecognizedEntity } from './recognized-entity.js';

/** How one span is replaced. */
export type Operator =
  /** `[TYPE]` (the default). */
  | { type: 'replace' }
  /** Characters replaced by `maskingChar`. */
  | {
      type: 'mask';
      /** One character. @default '*' */
      maskingChar?: string;
      /** How many characters to mask (a non-negative integer). @default the whole span */
      charsToMask?: number;
      /** Mask from the end of the span. @default false */
      fromEnd?: boolean;
    }
  /** Lower-case hex HMAC-SHA-256 of the value with `key` (at least 1 character). */
  | { type: 'hash'; key: string }
  /** base64url of IV (12 bytes) + AES-256-GCM ciphertext + tag; key: see docs/redaction.md. */
  | { type: 'encrypt'; key: string }
  /** `[TYPE_N]`, numbered per call; the same value (case- and space-insensitive) gets the same N. */
  | { type: 'pseudonymize' };

/** Operators by placeholder type, or `DEFAULT` for every type without its own. */
export type Operators = Partial<Record<PlaceholderType | 'DEFAULT', Operator>>;

/** The filter and operator options shared by `redact` and `analyze`. */
export interface RedactionFilterOptions {
  /** Only these types are detected and masked. @default every type @example ['EMAIL', 'PHONE_NUMBER'] */
  entities?: readonly PlaceholderType[];
  /** Entities scoring below it (0..1) are dropped, on top of the domain thresholds. @default 0 @example 0.6 */
  scoreThreshold?: number;
  /** Values never masked (an entity whose text equals one is dropped). @default [] @example ['Lagos Desk'] */
  allowList?: readonly string[];
  /** Compare allowList values case-sensitively. @default false */
  allowListCaseSensitive?: boolean;
}

/** Validated filters; `undefined` when none was given (the default path). */
export interface ValidatedRedactionFilters {
  entities?: ReadonlySet<PlaceholderType>;
  scoreThreshold: number;
  allowList?: ReadonlySet<string>;
  allowListCaseSensitive: boolean;
}

function invalid(field: string, message: string): InvalidInputError {
  return new InvalidInputError({ message, details: { field } });
}

/** Validates the filters eagerly; returns `undefined` when none is set. */
export function validateRedactionFilters(options: {
  entities?: unknown;
  scoreThreshold?: unknown;
  allowList?: unknown;
  allowListCaseSensitive?: unknown;
}): ValidatedRedactionFilters | undefined {
  const { entities, scoreThreshold, allowList, allowListCaseSensitive } = options;
  if (
    entities === undefined &&
    scoreThreshold === undefined &&
    allowList === undefined &&
    allowListCaseSensitive === undefined
  )
    return undefined;
  let entitySet: Set<PlaceholderType> | undefined;
  if (entities !== undefined) {
    if (!Array.isArray(entities))
      throw invalid('entities', `Expected entities to be an array, got ${typeof entities}.`);
    for (const type of entities) {
      if (!isPlaceholderType(type)) {
        throw invalid(
          'entities',
          `Expected entities to hold placeholder types (${PLACEHOLDER_TYPES.join(', ')}), got ${String(type).slice(0, 40)}.`,
        );
      }
    }
    entitySet = new Set(entities as PlaceholderType[]);
  }
  if (
    scoreThreshold !== undefined &&
    (typeof scoreThreshold !== 'number' || !(scoreThreshold >= 0 && scoreThreshold <= 1))
  ) {
    throw invalid(
      'scoreThreshold',
      `Expected scoreThreshold to be a number from 0 to 1, got ${String(scoreThreshold)}.`,
    );
  }
  if (allowListCaseSensitive !== undefined && typeof allowListCaseSensitive !== 'boolean') {
    throw invalid(
      'allowListCaseSensitive',
      `Expected allowListCaseSensitive to be a boolean, got ${typeof allowListCaseSensitive}.`,
    );
  }
  const caseSensitive = allowListCaseSensitive === true;
  let allowSet: Set<string> | undefined;
  if (allowList !== undefined) {
    if (!Array.isArray(allowList) || allowList.some((value) => typeof value !== 'string')) {
      throw invalid('allowList', 'Expected allowList to be an array of strings.');
    }
    allowSet = new Set((allowList as string[]).map((value) => (caseSensitive ? value : value.toLowerCase())));
  }
  return {
    entities: entitySet,
    scoreThreshold: (scoreThreshold as number | undefined) ?? 0,
    allowList: allowSet,
    allowListCaseSensitive: caseSensitive,
  };
}

/** The entities that pass the filters (order kept). */
export function filterEntities(
  text: string,
  entities: readonly RecognizedEntity[],
  filters: ValidatedRedactionFilters,
): RecognizedEntity[] {
  return entities.filter((entity) => {
    if (filters.entities !== undefined && !filters.entities.has(entity.type)) return false;
    if (entity.score < filters.scoreThreshold) return false;
    if (filters.allowList !== undefined) {
      const value = text.slice(entity.start, entity.end);
      if (filters.allowList.has(filters.allowListCaseSensitive ? value : value.toLowerCase())) return false;
    }
    return true;
  });
}

/** Validates `returnDecisionProcess` eagerly. */
export function validateReturnDecisionProcess(value: unknown): boolean {
  if (value !== undefined && typeof value !== 'boolean')
    throw invalid(
      'returnDecisionProcess',
      `Expected returnDecisionProcess to be a boolean, got ${typeof value}.`,
    );
  return value === true;
}
