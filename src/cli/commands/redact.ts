/**
 * `langproc redact`: masks personal data in text from `--text` or standard input and prints the
 * redacted text (or, with `--json`, the whole result: entities, usage, model name, ...).
 * `--ner-model` adds a token-classification NER model from the models folder: a repository
 * path, or a catalog id or repository whose catalog dtype is then used (`rampart` loads
 * `nationaldesignstudio/rampart` in q4).
 *
 * @example
 * ```sh
 * langproc redact --language Hausa --text "Sunana Musa Bello, lambata 0803 123 4567."
 * cat call.txt | langproc redact --language English --domain banking --json
 * ```
 */
import type { Command } from 'commander';
import { createTransformersNerBackend } from '../../../backends/transformers/ner-backend.js';
import { findCatalogEntry } from '../../models/catalog.js';
import type { ModelDtype } from '../../models/catalog-schema.js';
import { resolveModelsDirectory } from '../../models/models-directory.js';
import { redact } from '../../redaction/redact.js';

interface RedactCommandOptions {
  language: string;
  text?: string;
  domain?: string;
  json?: boolean;
  nerModel?: string;
  modelsDir?: string;
}

/**
 * The repository and dtype of `--ner-model`: a NER model of the catalog (by id or repository)
 * gives its repository and default dtype; anything else is a repository path, default dtype.
 */
export function resolveNerModel(name: string): { model: string; dtype?: ModelDtype } {
  const entry = findCatalogEntry(name);
  return entry?.task === 'ner' ? { model: entry.repository, dtype: entry.defaultDtype } : { model: name };
}

async function readStandardInput(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Registers `langproc redact`. */
export function registerRedactCommand(program: Command): void {
  program
    .command('redact')
    .description('mask personal data with the 15 placeholders ([PERSON_NAME], [PHONE_NUMBER], ...)')
    .requiredOption('--language <name>', 'one of the 19 language names, e.g. Hausa')
    .option('--text <text>', 'the text to redact (otherwise standard input)')
    .option(
      '--domain <domain>',
      'general, banking, insurance, healthcare, telecom, education, government or retail',
    )
    .option('--json', 'print the whole result as JSON')
    .option(
      '--ner-model <repository>',
      'a token-classification model under the models folder, e.g. Davlan/xlm-roberta-base-masakhaner',
    )
    .option(
      '--models-dir <dir>',
      'models directory (default: $LANGPROC_MODELS_DIR, else ~/.cache/langproc/models)',
    )
    .action(async (options: RedactCommandOptions) => {
      const text = options.text ?? (await readStandardInput());
      const ner = options.nerModel
        ? createTransformersNerBackend({
            modelsDirectory: resolveModelsDirectory(options.modelsDir),
            ...resolveNerModel(options.nerModel),
          })
        : undefined;
      try {
        const result = await redact({ text, language: options.language, domain: options.domain, ner });
        process.stdout.write(options.json ? `${JSON.stringify(result, null, 2)}\n` : result.result);
        if (!options.json && !result.result.endsWith('\n')) process.stdout.write('\n');
      } finally {
        await ner?.dispose?.();
      }
    });
}
