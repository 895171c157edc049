/**
 * `langproc translate`: translates text from `--text`, `--file` or standard input with a pulled
 * model (transformers.js) or an OpenAI-compatible server, and prints the translation (or the
 * full result with `--json`).
 *
 * @example
 * ```sh
 * echo 'Sannu da zuwa.' | langproc translate --from Hausa --to English
 * langproc translate --from English --to Zulu --text 'Hello.' --base-url http://127.0.0.1:11434/v1 --llm llama3.1:8b
 * ```
 */
import type { Command } from 'commander';
import { createOpenAICompatibleBackend } from '../../../backends/openai-compatible/index.js';
import { createTransformersTranslationBackend } from '../../../backends/transformers/translation-backend.js';
import type { TranslationBackendV1 } from '../../backend-interfaces/translation-backend.js';
import { LanguageSchema } from '../../contract/language.js';
import { UnsupportedLanguageError } from '../../errors/unsupported-language-error.js';
import { defaultModelFor, findCatalogEntry } from '../../models/catalog.js';
import { resolveModelsDirectory } from '../../models/models-directory.js';
import { translate } from '../../translation/translate.js';
import { readInputText } from './read-input-text.js';

interface TranslateCommandOptions {
  from: string;
  to: string;
  text?: string;
  file?: string;
  domain?: string;
  model?: string;
  repository?: string;
  dtype?: string;
  modelsDir?: string;
  baseUrl?: string;
  llm?: string;
  apiKey?: string;
  json?: boolean;
}

function language(value: string, field: string) {
  const parsed = LanguageSchema.safeParse(value);
  if (!parsed.success) throw new UnsupportedLanguageError({ language: value, field });
  return parsed.data;
}

/** Registers `langproc translate`. */
export function registerTranslateCommand(program: Command): void {
  program
    .command('translate')
    .description('translate text (from --text, --file or standard input)')
    .requiredOption('--from <language>', 'source language, e.g. Hausa')
    .requiredOption('--to <language>', 'target language, e.g. English')
    .option('--text <text>', 'the text')
    .option('--file <file>', 'a UTF-8 text file')
    .option('--domain <domain>', 'domain hint, e.g. banking')
    .option('--model <id>', 'catalog model id (default: the catalog default for the source language)')
    .option('--repository <path>', 'model folder under the models directory, instead of a catalog id')
    .option('--dtype <dtype>', 'fp32 or q8 (default: q8)')
    .option(
      '--models-dir <dir>',
      'models directory (default: $LANGPROC_MODELS_DIR, else ~/.cache/langproc/models)',
    )
    .option('--base-url <url>', 'use an OpenAI-compatible server instead of a local model')
    .option('--llm <model>', 'model name on the OpenAI-compatible server')
    .option('--api-key <key>', 'API key of the OpenAI-compatible server (default: $OPENAI_API_KEY)')
    .option('--json', 'print the full result as JSON')
    .action(async (options: TranslateCommandOptions) => {
      const sourceLanguage = language(options.from, 'from');
      const targetLanguage = language(options.to, 'to');
      const text = await readInputText(options);
      let backend: TranslationBackendV1 & { dispose?(): Promise<void> };
      if (options.baseUrl !== undefined) {
        const apiKey = options.apiKey ?? process.env.OPENAI_API_KEY;
        backend = createOpenAICompatibleBackend({
          baseURL: options.baseUrl,
          model: options.llm ?? 'default',
          ...(apiKey ? { apiKey } : {}),
        });
      } else {
        const model =
          options.model ??
          (options.repository ? undefined : defaultModelFor('translation', sourceLanguage).id);
        const entry = model === undefined ? undefined : findCatalogEntry(model);
        backend = createTransformersTranslationBackend({
          modelsDirectory: resolveModelsDirectory(options.modelsDir),
          model: model ?? options.repository!,
          ...((options.repository ?? entry?.repository)
            ? { repository: options.repository ?? entry!.repository }
            : {}),
          dtype: options.dtype === 'fp32' ? 'fp32' : 'q8',
        });
      }
      try {
        const result = await translate({
          text,
          sourceLanguage,
          targetLanguage,
          backend,
          ...(options.domain === undefined ? {} : { domain: options.domain }),
        });
        process.stdout.write(options.json ? `${JSON.stringify(result, null, 2)}\n` : `${result.result}\n`);
      } finally {
        await backend.dispose?.();
      }
    });
}
