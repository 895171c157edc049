/**
 * The input a recognizer sees for `text` in `language` (scan and cue index built as `analyze`
 * builds them), for tests that run one recognizer or one step alone.
 *
 * @example
 * ```ts
 * runRecognizer(recognizer, analysisInput('Your date of birth?', 'English'));
 * ```
 */
import { getLanguage, type LanguageName } from '../../src/languages.js';
import { buildContextIndex } from '../../src/redaction/context/context-index.js';
import type { AnalysisInput } from '../../src/redaction/recognizer.js';
import { TextScan } from '../../src/redaction/text-scan.js';

export function analysisInput(text: string, language: LanguageName): AnalysisInput {
  const scan = new TextScan(text);
  return {
    text,
    language,
    languageInfo: getLanguage(language),
    context: buildContextIndex(text, language, scan),
    scan,
  };
}
