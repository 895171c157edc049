/**
 * The CLI's commands. Each command lives in its own file and exports a `register*Command(program)`
 * function; add it to the list below.
 *
 * @example
 * ```ts
 * registerCommands(program);
 * ```
 */
import type { Command } from 'commander';
import { registerDatabaseCommand } from './db.js';
import { registerKeysCommand } from './keys.js';
import { registerModelsCommand } from './models.js';
import { registerRedactCommand } from './redact.js';
import { registerRedactAudioCommand } from './redact-audio.js';
import { registerServeCommand } from './serve.js';
import { registerSpeakCommand } from './speak.js';
import { registerSummarizeCommand } from './summarize.js';
import { registerTranscribeCommand } from './transcribe.js';
import { registerTranslateCommand } from './translate.js';
import { registerWorkerCommand } from './worker.js';

/** Adds every command to `program`. */
export function registerCommands(program: Command): void {
  for (const register of COMMANDS) register(program);
}

const COMMANDS: Array<(program: Command) => void> = [
  registerServeCommand,
  registerWorkerCommand,
  registerKeysCommand,
  registerDatabaseCommand,
  registerModelsCommand,
  registerTranslateCommand,
  registerSummarizeCommand,
  registerSpeakCommand,
  registerTranscribeCommand,
  registerRedactCommand,
  registerRedactAudioCommand,
];
