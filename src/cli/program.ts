/**
 * Builds the `langproc` command-line program (commander).
 *
 * @example
 * ```ts
 * await createProgram().parseAsync(process.argv);
 * ```
 */
import { Command } from 'commander';
import { VERSION } from '../version.js';
import { registerCommands } from './commands/index.js';

/** The `langproc` program with every command registered. */
export function createProgram(): Command {
  const program = new Command('langproc')
    .description(
      'Offline language processing for 19 languages: redaction, translation, summarization, speech synthesis and transcription.',
    )
    .version(VERSION, '-v, --version', 'print the langproc version')
    .showHelpAfterError();
  registerCommands(program);
  return program;
}
