#!/usr/bin/env node
/**
 * The `langproc` executable. Errors print their code and message (never user text) and exit 1;
 * a closed stdout (`langproc models list | head`) ends it quietly.
 *
 * @example
 * ```sh
 * langproc --help
 * ```
 */
import { LangprocError } from '../errors/langproc-error.js';
import { createProgram } from './program.js';

// `langproc models list | head`: the reader left; stop quietly instead of an EPIPE stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});

try {
  await createProgram().parseAsync(process.argv);
} catch (error) {
  if (LangprocError.isInstance(error)) {
    process.stderr.write(`langproc: ${error.code}: ${error.message}\n`);
  } else {
    process.stderr.write(`langproc: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exitCode = 1;
}
