/**
 * Thrown when a language is not one of the 19 contract names (case-sensitive), or when a backend
 * cannot handle a language. The message lists the valid names.
 *
 * @example
 * ```ts
 * import { getLanguage, UnsupportedLanguageError } from 'langproc';
 * try { getLanguage('english'); } catch (error) { UnsupportedLanguageError.isInstance(error); } // true
 * ```
 */
import { hasCode, LangprocError } from './langproc-error.js';

const VALID_NAMES =
  'Afrikaans, Amharic, Arabic, English, French, German, Hausa, Igbo, Isixhosa, Italian, Kinyarwanda, Sesotho, Setswana, Shona, Spanish, Swahili, Twi, Yoruba, Zulu';

/**
 * The value as it may be echoed: a short word or code (letters, digits, `_`, `-`) is shown; any
 * other value (spaces, punctuation, very long) might be user text, so it is replaced.
 */
function echoable(value: string): string {
  return /^[\p{L}\p{M}\d_-]{0,40}$/u.test(value) ? value : '(not a language name or code)';
}

/** A language value that is not supported. */
export class UnsupportedLanguageError extends LangprocError {
  readonly language: string;

  constructor(options: { language: string; reason?: string; field?: string }) {
    const value = echoable(String(options.language));
    const shown = JSON.stringify(value);
    super('unsupported_language', {
      message:
        options.reason ??
        `Expected ${options.field ?? 'language'} to be one of ${VALID_NAMES} (case-sensitive), got ${shown}.`,
      details: { field: options.field ?? 'language', value },
    });
    this.name = 'UnsupportedLanguageError';
    this.language = options.language;
  }

  static override isInstance(error: unknown): error is UnsupportedLanguageError {
    return hasCode(error, 'unsupported_language');
  }
}
