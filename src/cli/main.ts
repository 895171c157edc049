#!/usr/bin/env node
/**
 * The `langproc` executable. Errors print their code and message (never user text) and exit 1.
 *
 * @example
 * ```sh
 * langproc --help
 * ```
 */
import { LangprocError } from '../errors/langproc-error.js';
import { createProgram } from './program.js';

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
