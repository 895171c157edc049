/**
 * `langproc summarize`: summarizes text from `--text`, `--file` or standard input with the
 * embedded extractive summarizer (default) or an OpenAI-compatible server.
 *
 * @example
 * ```sh
 * langproc summarize --language English --style structured --file call.txt --json
 * ```
 */
import type { Command } from 'commander';
import { createOpenAICompatibleBackend } from '../../../backends/openai-compatible/index.js';
import { LanguageSchema } from '../../contract/language.js';
import { UnsupportedLanguageError } from '../../errors/unsupported-language-error.js';
import { summarize } from '../../summarization/summarize.js';
import type { SummarizeStyle } from '../../summarization/summarize-options.js';
import { readInputText } from './read-input-text.js';

interface SummarizeCommandOptions {
  language: string;
  style: string;
  text?: string;
  file?: string;
  domain?: string;
  baseUrl?: string;
  llm?: string;
  apiKey?: string;
  json?: boolean;
}

/** Registers `langproc summarize`. */
export function registerSummarizeCommand(program: Command): void {
  program
    .command('summarize')
    .description('summarize text (from --text, --file or standard input)')
    .requiredOption('--language <language>', 'language of the text, e.g. English')
    .option('--style <style>', 'short, detailed or structured', 'short')
    .option('--text <text>', 'the text')
    .option('--file <file>', 'a UTF-8 text file')
    .option('--domain <domain>', 'domain hint, e.g. telecom')
    .option('--base-url <url>', 'use an OpenAI-compatible server instead of the extractive summarizer')
    .option('--llm <model>', 'model name on the OpenAI-compatible server')
    .option('--api-key <key>', 'API key of the OpenAI-compatible server (default: $OPENAI_API_KEY)')
    .option('--json', 'print the full result as JSON')
    .action(async (options: SummarizeCommandOptions) => {
      const parsed = LanguageSchema.safeParse(options.language);
      if (!parsed.success)
        throw new UnsupportedLanguageError({ language: options.language, field: 'language' });
      const text = await readInputText(options);
      const apiKey = options.apiKey ?? process.env.OPENAI_API_KEY;
      const result = await summarize({
        text,
        language: parsed.data,
        style: options.style as SummarizeStyle,
        ...(options.domain === undefined ? {} : { domain: options.domain }),
        ...(options.baseUrl === undefined
          ? {}
          : {
              backend: createOpenAICompatibleBackend({
                baseURL: options.baseUrl,
                model: options.llm ?? 'default',
                ...(apiKey ? { apiKey } : {}),
              }),
            }),
      });
      process.stdout.write(
        options.json
          ? `${JSON.stringify(result, null, 2)}\n`
          : `${result.structured ? JSON.stringify(result.structured, null, 2) : result.result}\n`,
      );
    });
}
