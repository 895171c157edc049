/**
 * The transcription endpoint's `language` field is free text (seed 4.6, default "english"):
 * any spelling of a language's name or code, case-insensitive (`english`, `English`, `en`,
 * `eng`), maps to its contract language; anything else is a 422.
 *
 * @example
 * ```ts
 * resolveTranscriptionLanguage('EN'); // 'English'
 * resolveTranscriptionLanguage('klingon'); // throws UnsupportedLanguageError
 * ```
 */
import type { Language } from '../contract/language.js';
import { UnsupportedLanguageError } from '../errors/unsupported-language-error.js';
import { findLanguageByCode } from '../languages.js';

/** The contract language named by a free-text `language` field. */
export function resolveTranscriptionLanguage(field: string): Language {
  const info = findLanguageByCode(field);
  if (info === undefined) {
    throw new UnsupportedLanguageError({
      language: field,
      field: 'language',
      reason:
        'Expected language to name one of the 19 supported languages by name or ISO code (for example "english", "en" or "eng").',
    });
  }
  return info.name;
}
