/**
 * The JSON body parser of the HTTP adapter, registered in place of Fastify's. On top of Fastify's
 * parser (empty body, syntax, `__proto__` and `constructor` poisoning: 400), a body is refused
 * with 400 `invalid_input` when:
 *
 * - its bytes are not well-formed UTF-8 (they are never replaced by U+FFFD);
 * - it nests arrays and objects deeper than `maxDepth`, or holds an array of more than
 *   `maxArrayLength` elements (checked by one linear scan of the text, before any value is built);
 * - a string or key holds a lone surrogate (`"\uD800"`), which no UTF-8 text can carry.
 *
 * U+0000 is well-formed and passes here; the text fields refuse it (422, docs/http.md).
 *
 * @example
 * ```ts
 * registerJsonBodyParser(app, { maxDepth: 16, maxArrayLength: 1000 });
 * parseJsonBody(Buffer.from('{"text": "hi"}'), { maxDepth: 16, maxArrayLength: 1000 }); // { text: 'hi' }
 * ```
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.js';

/** The structural limits of a JSON body. */
export interface JsonBodyLimits {
  /** Most nested arrays and objects; `{"a": [1]}` nests 2 deep. */
  maxDepth: number;
  /** Most elements of one array. */
  maxArrayLength: number;
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const COMMA = 0x2c;

function refuse(message: string, details?: Record<string, unknown>): HttpError {
  return new HttpError({ status: 400, code: 'invalid_input', message, ...(details ? { details } : {}) });
}

/** The index of the quote that closes the string opened at `start - 1`, or -1. */
function stringEnd(text: string, start: number): number {
  let quote = text.indexOf('"', start);
  while (quote !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote;
    quote = text.indexOf('"', quote + 1);
  }
  return -1;
}

/**
 * Throws 400 `invalid_input` when the JSON text nests deeper than `maxDepth` or has an array of
 * more than `maxArrayLength` elements. Syntax is left to `JSON.parse`: a malformed text passes
 * here when it is within the limits.
 */
export function assertJsonStructure(text: string, limits: JsonBodyLimits): void {
  // per open container: -1 for an object, else the commas seen so far in the array
  const commas: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) {
      const end = stringEnd(text, index + 1);
      if (end === -1) return;
      index = end;
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      if (commas.length >= limits.maxDepth) {
        throw refuse(`The JSON body nests arrays and objects deeper than ${limits.maxDepth} levels.`, {
          limit: limits.maxDepth,
        });
      }
      commas.push(code === OPEN_BRACKET ? 0 : -1);
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) {
      commas.pop();
    } else if (code === COMMA && commas.length > 0) {
      const last = commas.length - 1;
      if (commas[last]! >= 0) {
        commas[last]! += 1;
        if (commas[last]! >= limits.maxArrayLength) {
          throw refuse(`A JSON array in the body has more than ${limits.maxArrayLength} elements.`, {
            limit: limits.maxArrayLength,
          });
        }
      }
    }
  }
}

/** A JSON text that has a `\uD800`..`\uDFFF` escape (or something that looks like one). */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/u;
/** A surrogate code unit without its pair (with the `u` flag, a pair is one astral code point). */
const LONE_SURROGATE = /\p{Cs}/u;

/** Throws 400 `invalid_input` when a string or key of the parsed value is not well-formed UTF-16. */
export function assertWellFormedStrings(value: unknown): void {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (LONE_SURROGATE.test(current)) {
        throw refuse(
          'A string in the JSON body holds a lone surrogate escape (\\uD800 to \\uDFFF without its pair).',
        );
      }
    } else if (Array.isArray(current)) {
      pending.push(...current);
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) pending.push(key, item);
    }
  }
}

/** Decodes and parses a JSON body under the rules of the module comment. */
export function parseJsonBody(
  body: Buffer,
  limits: JsonBodyLimits,
  parse: (text: string) => unknown = JSON.parse,
): unknown {
  let text: string;
  try {
    text = STRICT_UTF8.decode(body);
  } catch {
    throw refuse('The request body is not valid UTF-8.');
  }
  assertJsonStructure(text, limits);
  const value = parse(text);
  if (SURROGATE_ESCAPE.test(text)) assertWellFormedStrings(value);
  return value;
}

/** Replaces Fastify's `application/json` parser with {@link parseJsonBody}. */
export function registerJsonBodyParser(app: FastifyInstance, limits: JsonBodyLimits): void {
  // Fastify's own parser (poisoning checks, empty-body and syntax errors), fed the checked text
  const fastifyParse = app.getDefaultJsonParser('error', 'error');
  const parse = (text: string): unknown => {
    let parsed: unknown;
    let failure: Error | null = null;
    fastifyParse(undefined as never, text, (error, value) => {
      failure = error;
      parsed = value;
    });
    if (failure !== null) throw failure;
    return parsed;
  };
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as Buffer, limits, parse));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
