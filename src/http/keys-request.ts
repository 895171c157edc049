/**
 * The `langproc keys` commands as data: a request (`create`, `list`, `revoke`, `rotate`) and the
 * function that carries it out on a store. The CLI runs it on the store itself when no server
 * owns the data directory, and sends it to the server that does (src/http/admin-channel.ts)
 * otherwise; both paths share this one implementation.
 *
 * @example
 * ```ts
 * const result = await executeKeysRequest(store, { command: 'revoke', keyId: 3 });
 * // { command: 'revoke', key: { id: 3, accountName: 'acme', revokedAt: '2026-...', ... } }
 * ```
 */
import { z } from 'zod';
import { createAccountWithKey, listApiKeys, revokeApiKey, rotateApiKey } from './api-keys.js';
import type { Account, ApiKeyRecord, Store } from './store/store.js';

/** Longest account name. */
export const MAX_ACCOUNT_NAME_LENGTH = 100;

const KeyIdSchema = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const AccountNameSchema = z
  .string()
  .min(1)
  .max(MAX_ACCOUNT_NAME_LENGTH)
  .refine((name) => name.trim() !== '', 'Expected a name that is not blank.');

/** One keys command. */
export const KeysRequestSchema = z.discriminatedUnion('command', [
  z.object({
    command: z.literal('create'),
    account: AccountNameSchema,
    /** Balance of a new account, or credit added to an existing one. */
    balance: z.number().finite().min(0),
  }),
  z.object({ command: z.literal('list'), account: AccountNameSchema.optional() }),
  z.object({ command: z.literal('revoke'), keyId: KeyIdSchema }),
  z.object({ command: z.literal('rotate'), keyId: KeyIdSchema }),
]);
export type KeysRequest = z.infer<typeof KeysRequestSchema>;

/** What a keys command did. Tokens appear only here, once, for `create` and `rotate`. */
export type KeysResult =
  | { command: 'create'; account: Account; key: ApiKeyRecord; token: string }
  | { command: 'list'; keys: ApiKeyRecord[] }
  | { command: 'revoke'; key: ApiKeyRecord }
  | { command: 'rotate'; revoked: number; key: ApiKeyRecord; token: string };

/** Carries out a keys command on `store`. */
export async function executeKeysRequest(store: Store, request: KeysRequest): Promise<KeysResult> {
  switch (request.command) {
    case 'create': {
      const created = await createAccountWithKey(store, {
        name: request.account,
        balance: request.balance,
        addBalance: true,
      });
      return { command: 'create', ...created };
    }
    case 'list':
      return {
        command: 'list',
        keys: await listApiKeys(store, request.account === undefined ? {} : { account: request.account }),
      };
    case 'revoke':
      return { command: 'revoke', key: await revokeApiKey(store, request.keyId) };
    case 'rotate':
      return { command: 'rotate', ...(await rotateApiKey(store, request.keyId)) };
  }
}
