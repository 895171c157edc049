/**
 * Replaces detected spans with their operator's output (`replace`, `mask`, `hash`, `encrypt`,
 * `pseudonymize`) and reports each replaced span as an item with offsets into the OUTPUT.
 * `decrypt` reverses `encrypt`. Keys never appear in errors or outputs.
 *
 * @example
 * ```ts
 * const { text, items } = applyOperators('Call Ada', [{ type: 'PERSON_NAME', start: 5, end: 8, score: 1, recognizer: 'x' }],
 *   { DEFAULT: { type: 'mask' } });
 * // text 'Call ***', items [{ type: 'PERSON_NAME', start: 5, end: 8, operator: 'mask', text: '***' }]
 * ```
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { InvalidInputError } from '../errors/invalid-input-error.js';
import { isPlaceholderType, type PlaceholderType, placeholderFor } from './placeholder-types.js';
import type { RecognizedEntity } from './recognized-entity.js';
import type { Operator, Operators } from './redaction-options.js';
import type { PlaceholderViolation } from './validate-placeholders.js';

/** One replaced span of a redaction's output. */
export interface RedactedItem {
  type: PlaceholderType;
  /** Offset into the output (UTF-16, inclusive). */
  start: number;
  /** Offset into the output (UTF-16, exclusive). */
  end: number;
  /** The operator that produced `text`. */
  operator: Operator['type'];
  /** `output.slice(start, end)`. */
  text: string;
}

/** The minimum length of an `encrypt` key (it is stretched to 256 bits with SHA-256). */
export const MINIMUM_ENCRYPTION_KEY_LENGTH = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const OPERATOR_TYPES = ['replace', 'mask', 'hash', 'encrypt', 'pseudonymize'] as const;
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'prof', 'sir', 'madam', 'mx']);

function invalid(field: string, message: string): InvalidInputError {
  return new InvalidInputError({ message, details: { field } });
}

function validateKey(field: string, key: unknown, minimum: number): void {
  if (typeof key !== 'string' || key.length < minimum) {
    throw invalid(field, `Expected ${field} to be a string of at least ${minimum} characters.`);
  }
}

/** Validates `operators` eagerly; returns `undefined` when not given. */
export function validateOperators(operators: unknown): Operators | undefined {
  if (operators === undefined) return undefined;
  if (typeof operators !== 'object' || operators === null || Array.isArray(operators)) {
    throw invalid('operators', `Expected operators to be an object, got ${typeof operators}.`);
  }
  for (const [name, operator] of Object.entries(operators)) {
    const field = `operators.${name.slice(0, 40)}`;
    if (name !== 'DEFAULT' && !isPlaceholderType(name)) {
      throw invalid(
        field,
        `Expected operators keys to be placeholder types or DEFAULT, got ${name.slice(0, 40)}.`,
      );
    }
    const type = (operator as { type?: unknown } | null)?.type;
    if (!OPERATOR_TYPES.includes(type as Operator['type'])) {
      throw invalid(
        field,
        `Expected ${field}.type to be one of ${OPERATOR_TYPES.join(', ')}, got ${String(type)}.`,
      );
    }
    const value = operator as Record<string, unknown>;
    if (type === 'hash') validateKey(`${field}.key`, value.key, 1);
    if (type === 'encrypt') validateKey(`${field}.key`, value.key, MINIMUM_ENCRYPTION_KEY_LENGTH);
    if (type === 'mask') {
      const { maskingChar, charsToMask, fromEnd } = value;
      if (maskingChar !== undefined && (typeof maskingChar !== 'string' || [...maskingChar].length !== 1)) {
        throw invalid(`${field}.maskingChar`, 'Expected maskingChar to be one character.');
      }
      if (charsToMask !== undefined && !(Number.isInteger(charsToMask) && (charsToMask as number) >= 0)) {
        throw invalid(
          `${field}.charsToMask`,
          `Expected charsToMask to be a non-negative integer, got ${String(charsToMask)}.`,
        );
      }
      if (fromEnd !== undefined && typeof fromEnd !== 'boolean') {
        throw invalid(`${field}.fromEnd`, `Expected fromEnd to be a boolean, got ${typeof fromEnd}.`);
      }
    }
  }
  return operators as Operators;
}

function encryptionKey(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest();
}

function mask(value: string, operator: Extract<Operator, { type: 'mask' }>): string {
  const characters = [...value];
  const count = Math.min(characters.length, operator.charsToMask ?? characters.length);
  const char = operator.maskingChar ?? '*';
  const from = operator.fromEnd === true ? characters.length - count : 0;
  for (let index = from; index < from + count; index++) characters[index] = char;
  return characters.join('');
}

function encrypt(value: string, key: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(key), iv);
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** Numbers pseudonyms per type within one call (see the module comment of redaction-options). */
class Pseudonyms {
  private readonly numbers = new Map<string, number>();
  private readonly surnames = new Map<string, number>();
  private readonly counts = new Map<PlaceholderType, number>();

  numberFor(type: PlaceholderType, value: string): number {
    const words = value
      .toLowerCase()
      .split(/\s+/u)
      .filter((word) => word.length > 0);
    const key = `${type}\u0000${words.join('')}`;
    let number = this.numbers.get(key);
    if (number === undefined && type === 'PERSON_NAME') {
      const named = words.filter((word) => !TITLES.has(word.replace(/\.$/u, '')));
      if (named.length === 1) number = this.surnames.get(named[0]!);
    }
    if (number === undefined) {
      number = (this.counts.get(type) ?? 0) + 1;
      this.counts.set(type, number);
    }
    this.numbers.set(key, number);
    if (type === 'PERSON_NAME' && words.length > 1 && !this.surnames.has(words[words.length - 1]!)) {
      this.surnames.set(words[words.length - 1]!, number);
    }
    return number;
  }
}

/** The output of one operator for `value`. */
function operate(operator: Operator, type: PlaceholderType, value: string, pseudonyms: Pseudonyms): string {
  switch (operator.type) {
    case 'mask':
      return mask(value, operator);
    case 'hash':
      return createHmac('sha256', operator.key).update(value, 'utf8').digest('hex');
    case 'encrypt':
      return encrypt(value, operator.key);
    case 'pseudonymize':
      return `[${type}_${pseudonyms.numberFor(type, value)}]`;
    default:
      return placeholderFor(type);
  }
}

/** `text` with every entity replaced by its operator's output, and the items (output offsets). */
export function applyOperators(
  text: string,
  entities: readonly RecognizedEntity[],
  operators: Operators | undefined,
): { text: string; items: RedactedItem[] } {
  const pseudonyms = new Pseudonyms();
  const items: RedactedItem[] = [];
  let output = '';
  let cursor = 0;
  for (const entity of entities) {
    const operator: Operator = operators?.[entity.type] ?? operators?.DEFAULT ?? { type: 'replace' };
    const replacement = operate(operator, entity.type, text.slice(entity.start, entity.end), pseudonyms);
    output += text.slice(cursor, entity.start);
    items.push({
      type: entity.type,
      start: output.length,
      end: output.length + replacement.length,
      operator: operator.type,
      text: replacement,
    });
    output += replacement;
    cursor = entity.end;
  }
  return { text: output + text.slice(cursor), items };
}

/** Moves items' offsets through the allowlist's rewrites of `output` (violations sorted by start). */
export function shiftItems(
  items: readonly RedactedItem[],
  violations: readonly PlaceholderViolation[],
  rewritten: string,
): RedactedItem[] {
  if (violations.length === 0) return [...items];
  const map = (position: number, isEnd: boolean): number => {
    let delta = 0;
    for (const violation of violations) {
      if (violation.end <= position)
        delta += violation.replacement.length - (violation.end - violation.start);
      else if (violation.start < position) {
        // inside a rewritten token: snap to its new bounds
        return violation.start + delta + (isEnd ? violation.replacement.length : 0);
      } else break;
    }
    return position + delta;
  };
  return items.map((item) => {
    const start = map(item.start, false);
    const end = Math.max(start, map(item.end, true));
    return { ...item, start, end, text: rewritten.slice(start, end) };
  });
}

/** Options of {@link decrypt}. */
export interface DecryptOptions {
  /** A redacted text. */
  text: string;
  /** The key given to the `encrypt` operator. */
  key: string;
  /** The items `redact` returned with `text` (only those with operator 'encrypt' are decrypted). */
  items: readonly RedactedItem[];
}

/**
 * Reverses the `encrypt` operator: every encrypted item of `text` is replaced by its original
 * value. A wrong key or a changed ciphertext fails with InvalidInputError.
 *
 * @example
 * ```ts
 * const redacted = await redact({ text, language: 'English', operators: { DEFAULT: { type: 'encrypt', key } } });
 * decrypt({ text: redacted.result, key, items: redacted.items }); // === text
 * ```
 */
export function decrypt(options: DecryptOptions): string {
  if (typeof options !== 'object' || options === null)
    throw invalid('options', 'Expected an options object.');
  if (typeof options.text !== 'string')
    throw invalid('text', `Expected text to be a string, got ${typeof options.text}.`);
  validateKey('key', options.key, MINIMUM_ENCRYPTION_KEY_LENGTH);
  if (!Array.isArray(options.items)) throw invalid('items', 'Expected items to be an array.');
  const key = encryptionKey(options.key);
  const encrypted = options.items
    .filter((item) => item.operator === 'encrypt')
    .sort((first, second) => first.start - second.start);
  let output = '';
  let cursor = 0;
  for (const item of encrypted) {
    if (
      !(
        Number.isInteger(item.start) &&
        Number.isInteger(item.end) &&
        item.start >= cursor &&
        item.end <= options.text.length &&
        item.start < item.end
      )
    ) {
      throw invalid('items', 'Expected items with increasing offsets inside text.');
    }
    const bytes = Buffer.from(options.text.slice(item.start, item.end), 'base64url');
    if (bytes.length < IV_BYTES + TAG_BYTES)
      throw invalid('items', 'Expected an encrypted item, got too few bytes.');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    let value: string;
    try {
      value = Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw invalid('key', 'Could not decrypt an item: wrong key or changed text.');
    }
    output += options.text.slice(cursor, item.start) + value;
    cursor = item.end;
  }
  return output + options.text.slice(cursor);
}
