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

/** Adds every command to `program`. */
export function registerCommands(program: Command): void {
  for (const register of COMMANDS) register(program);
}

const COMMANDS: Array<(program: Command) => void> = [];
