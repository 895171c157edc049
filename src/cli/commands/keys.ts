/**
 * `langproc keys create | list | revoke | rotate`: manages the API keys of the HTTP server. When
 * a server owns the data directory, the command is carried out by that server (through its admin
 * channel, src/http/admin-channel.ts), so a revoked key stops working at once; otherwise the
 * command opens the data directory itself. Tokens are printed once, alone on the last line.
 *
 * @example
 * ```sh
 * TOKEN=$(langproc keys create --account acme --balance 25 --data-dir ./data | tail -n 1)
 * langproc keys list --data-dir ./data
 * NEW=$(langproc keys rotate 1 --data-dir ./data | tail -n 1)
 * langproc keys revoke 2 --data-dir ./data
 * ```
 */
import path from 'node:path';
import type { Command } from 'commander';
import { InvalidInputError } from '../../errors/invalid-input-error.js';
import { readAdminEndpoint, sendKeysRequest } from '../../http/admin-channel.js';
import {
  executeKeysRequest,
  type KeysRequest,
  KeysRequestSchema,
  type KeysResult,
  MAX_ACCOUNT_NAME_LENGTH,
} from '../../http/keys-request.js';
import { readDataDirectoryOwner } from '../../http/store/data-directory-lock.js';
import { openPostgresStore } from '../../http/store/postgres-store.js';
import { DATABASE_FILE_NAME, openSqliteStore } from '../../http/store/sqlite-store.js';
import type { ApiKeyRecord } from '../../http/store/store.js';

/** How long a command waits for a starting server's admin channel, or for a brief owner to leave. */
export const OWNER_WAIT_MS = 5_000;
const OWNER_POLL_MS = 100;

/**
 * Carries out `request` on the data directory: through the server that owns it, else on the
 * store opened here. Waits up to {@link OWNER_WAIT_MS} for a server still starting (its admin
 * channel not yet open) or another command holding the directory.
 */
export async function runKeysRequest(dataDirectory: string, request: KeysRequest): Promise<KeysResult> {
  const databasePath = path.resolve(dataDirectory, DATABASE_FILE_NAME);
  const deadline = Date.now() + OWNER_WAIT_MS;
  for (;;) {
    const owner = readDataDirectoryOwner({ databasePath });
    if (owner === undefined) {
      try {
        const store = openSqliteStore({ dataDirectory });
        try {
          return await executeKeysRequest(store, request);
        } finally {
          await store.close();
        }
      } catch (error) {
        // Another process took the directory between the check and the open: try again.
        if (readDataDirectoryOwner({ databasePath }) === undefined || Date.now() > deadline) throw error;
      }
    } else {
      const endpoint = readAdminEndpoint(dataDirectory);
      if (endpoint?.pid === owner) return sendKeysRequest({ endpoint, request });
      if (Date.now() > deadline) {
        throw new InvalidInputError({
          message: `The data directory is in use by process ${owner}, which takes no key commands; stop it first.`,
          details: { pid: owner },
        });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, OWNER_POLL_MS));
  }
}

/**
 * Carries out `request` on the PostgreSQL database at `databaseUrl` (shared by every instance, so
 * a revoked key is refused by all of them from the next request on).
 */
export async function runKeysRequestOnDatabase(
  databaseUrl: string,
  request: KeysRequest,
): Promise<KeysResult> {
  const store = await openPostgresStore({ databaseUrl, poolSize: 1 });
  try {
    return await executeKeysRequest(store, request);
  } finally {
    await store.close();
  }
}

/** Runs `request` where the options point: the database of `--database-url`, else the data directory. */
function runKeysCommand(options: DataDirectoryOption, request: KeysRequest): Promise<KeysResult> {
  return options.databaseUrl === undefined
    ? runKeysRequest(options.dataDir, request)
    : runKeysRequestOnDatabase(options.databaseUrl, request);
}

function parseRequest(request: unknown): KeysRequest {
  const parsed = KeysRequestSchema.safeParse(request);
  if (!parsed.success) {
    throw new InvalidInputError({
      message: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    });
  }
  return parsed.data;
}

function keyId(value: string): number {
  if (!/^[1-9]\d{0,15}$/u.test(value)) {
    throw new InvalidInputError({ message: `Expected a key id (a whole number from 1), got ${value}.` });
  }
  return Number(value);
}

/** `keys list` as aligned columns. */
export function formatKeyTable(keys: readonly ApiKeyRecord[]): string {
  const rows = [
    ['id', 'account', 'token', 'created', 'revoked'],
    ...keys.map((key) => [
      String(key.id),
      key.accountName,
      key.tokenPrefix === null ? '-' : `${key.tokenPrefix}...`,
      key.createdAt,
      key.revokedAt ?? '-',
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

interface DataDirectoryOption {
  dataDir: string;
  databaseUrl?: string;
}

/** Registers `langproc keys`. */
export function registerKeysCommand(program: Command): void {
  const keys = program.command('keys').description('manage API keys of the HTTP server (also while it runs)');
  const dataDirectoryOption = ['--data-dir <dir>', 'the server data folder', './data'] as const;
  const databaseOption = [
    '--database-url <url>',
    'the PostgreSQL database of the servers (postgres://...), instead of --data-dir',
  ] as const;

  keys
    .command('create')
    .description('create an API key; the token is printed alone on the last line')
    .requiredOption('--account <name>', 'account name (created when missing)')
    .option(
      '--balance <amount>',
      'starting balance of a new account, or credit added to an existing one',
      '0',
    )
    .option(...dataDirectoryOption)
    .option(...databaseOption)
    .action(async (options: DataDirectoryOption & { account: string; balance: string }) => {
      const balance = Number(options.balance);
      if (options.balance.trim() === '' || !Number.isFinite(balance) || balance < 0) {
        throw new InvalidInputError({
          message: `Expected --balance to be a number of at least 0, got ${options.balance}.`,
        });
      }
      if (options.account.trim() === '' || options.account.length > MAX_ACCOUNT_NAME_LENGTH) {
        throw new InvalidInputError({
          message: `Expected --account to be a name of 1 to ${MAX_ACCOUNT_NAME_LENGTH} characters.`,
        });
      }
      const result = await runKeysCommand(
        options,
        parseRequest({ command: 'create', account: options.account, balance }),
      );
      if (result.command !== 'create') throw new Error('unexpected answer');
      process.stdout.write(
        `Created API key ${result.key.id} for account "${result.account.name}" (balance ${result.account.balance}).\n${result.token}\n`,
      );
    });

  keys
    .command('list')
    .description('list API keys (id, account, first characters of the token, created, revoked)')
    .option('--account <name>', 'only the keys of this account')
    .option('--json', 'print a JSON array')
    .option(...dataDirectoryOption)
    .option(...databaseOption)
    .action(async (options: DataDirectoryOption & { account?: string; json?: boolean }) => {
      const result = await runKeysCommand(
        options,
        parseRequest({
          command: 'list',
          ...(options.account === undefined ? {} : { account: options.account }),
        }),
      );
      if (result.command !== 'list') throw new Error('unexpected answer');
      process.stdout.write(
        options.json === true
          ? `${JSON.stringify(result.keys, null, 2)}\n`
          : `${formatKeyTable(result.keys)}\n`,
      );
    });

  keys
    .command('revoke <keyId>')
    .description('revoke an API key; a running server refuses it from then on')
    .option(...dataDirectoryOption)
    .option(...databaseOption)
    .action(async (id: string, options: DataDirectoryOption) => {
      const result = await runKeysCommand(options, { command: 'revoke', keyId: keyId(id) });
      if (result.command !== 'revoke') throw new Error('unexpected answer');
      process.stdout.write(
        `Revoked API key ${result.key.id} of account "${result.key.accountName}" (${result.key.revokedAt}).\n`,
      );
    });

  keys
    .command('rotate <keyId>')
    .description('replace an API key by a new one of the same account (the old one is revoked at once)')
    .option(...dataDirectoryOption)
    .option(...databaseOption)
    .action(async (id: string, options: DataDirectoryOption) => {
      const result = await runKeysCommand(options, { command: 'rotate', keyId: keyId(id) });
      if (result.command !== 'rotate') throw new Error('unexpected answer');
      process.stdout.write(
        `Revoked API key ${result.revoked} and created API key ${result.key.id} for account "${result.key.accountName}".\n${result.token}\n`,
      );
    });
}
