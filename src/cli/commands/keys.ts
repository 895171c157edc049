/**
 * `langproc keys create`: creates an API key for an account (creating the account with the
 * given balance when it does not exist) and prints the token alone on the last line. Run it
 * while the server is stopped: one process owns a data directory at a time.
 *
 * @example
 * ```sh
 * TOKEN=$(langproc keys create --account acme --balance 25 --data-dir ./data | tail -n 1)
 * ```
 */
import type { Command } from 'commander';
import { InvalidInputError } from '../../errors/invalid-input-error.js';
import { createAccountWithKey } from '../../http/api-keys.js';
import { openSqliteStore } from '../../http/store/sqlite-store.js';

interface KeysCreateOptions {
  account: string;
  balance: string;
  dataDir: string;
}

/** Registers `langproc keys`. */
export function registerKeysCommand(program: Command): void {
  const keys = program.command('keys').description('manage API keys of the HTTP server');
  keys
    .command('create')
    .description('create an API key; the token is printed alone on the last line')
    .requiredOption('--account <name>', 'account name (created when missing)')
    .option(
      '--balance <amount>',
      'starting balance of a new account, or credit added to an existing one',
      '0',
    )
    .option('--data-dir <dir>', 'the server data folder', './data')
    .action(async (options: KeysCreateOptions) => {
      const balance = Number(options.balance);
      if (!Number.isFinite(balance) || balance < 0) {
        throw new InvalidInputError({
          message: `Expected --balance to be a number of at least 0, got ${options.balance}.`,
        });
      }
      if (options.account.trim() === '' || options.account.length > 100) {
        throw new InvalidInputError({ message: 'Expected --account to be a name of 1 to 100 characters.' });
      }
      const store = openSqliteStore({ dataDirectory: options.dataDir });
      try {
        const { account, token } = await createAccountWithKey(store, {
          name: options.account,
          balance,
          addBalance: true,
        });
        process.stdout.write(
          `Created an API key for account "${account.name}" (balance ${account.balance}).\n${token}\n`,
        );
      } finally {
        await store.close();
      }
    });
}
