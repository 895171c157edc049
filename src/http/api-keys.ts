/**
 * API keys: a token is 32 random bytes (base64url, prefixed `lp_`); the store keeps only its
 * SHA-256 hex digest and its first {@link API_TOKEN_PREFIX_LENGTH} characters (to tell keys apart
 * in `langproc keys list`), so a stolen database reveals no usable token. Keys can be listed,
 * revoked and rotated (a new token for the same account, the old one revoked at once).
 *
 * @example
 * ```ts
 * const { token, key } = await createAccountWithKey(store, { name: 'acme', balance: 25 });
 * hashApiToken(token); // 64 hex characters, what the store holds
 * const rotated = await rotateApiKey(store, key.id); // rotated.token replaces token
 * ```
 */
import { createHash, randomBytes } from 'node:crypto';
import { InvalidInputError } from '../errors/invalid-input-error.js';
import { NotFoundError } from '../errors/not-found-error.js';
import type { Account, ApiKeyRecord, Store } from './store/store.js';

/** Prefix of every token, so leaked tokens are easy to recognise. */
export const API_TOKEN_PREFIX = 'lp_';

/** Characters of a token the store keeps: `lp_` and five more (30 of its 256 random bits). */
export const API_TOKEN_PREFIX_LENGTH = 8;

/** A new random API token. */
export function generateApiToken(): string {
  return API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

/** The SHA-256 hex digest the store keeps for `token`. */
export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What the store keeps of a new token. */
function storedForm(token: string): { tokenHash: string; tokenPrefix: string } {
  return { tokenHash: hashApiToken(token), tokenPrefix: token.slice(0, API_TOKEN_PREFIX_LENGTH) };
}

/**
 * Creates a key for the account `name`, creating the account with `balance` when it does not
 * exist (an existing account keeps its balance, plus `balance` when `addBalance` is set).
 */
export async function createAccountWithKey(
  store: Store,
  options: { name: string; balance: number; addBalance?: boolean },
): Promise<{ account: Account; key: ApiKeyRecord; token: string }> {
  let account = await store.findAccountByName(options.name);
  if (account === undefined) {
    account = await store.createAccount({ name: options.name, balance: options.balance });
  } else if (options.addBalance === true && options.balance !== 0) {
    account = await store.adjustBalance({ accountId: account.id, amount: options.balance });
  }
  const token = generateApiToken();
  const key = await store.addApiKey({ accountId: account.id, ...storedForm(token) });
  return { account, key, token };
}

/** Revokes key `keyId` (NotFoundError when there is none); resolves it as revoked. */
export async function revokeApiKey(store: Store, keyId: number): Promise<ApiKeyRecord> {
  const key = await store.revokeApiKey(keyId);
  if (key === undefined) throw unknownKey(keyId);
  return key;
}

/**
 * Replaces key `keyId` by a new key of the same account and revokes it, in one transaction.
 * NotFoundError for an unknown id, InvalidInputError for a revoked key.
 */
export async function rotateApiKey(
  store: Store,
  keyId: number,
): Promise<{ revoked: number; key: ApiKeyRecord; token: string }> {
  const token = generateApiToken();
  const key = await store.rotateApiKey({ keyId, ...storedForm(token) });
  if (key === undefined) throw unknownKey(keyId);
  return { revoked: keyId, key, token };
}

/** Keys of the account `name` (InvalidInputError when there is no such account), or every key. */
export async function listApiKeys(store: Store, options: { account?: string } = {}): Promise<ApiKeyRecord[]> {
  if (options.account === undefined) return store.listApiKeys();
  const account = await store.findAccountByName(options.account);
  if (account === undefined) {
    throw new InvalidInputError({ message: 'No account of this name.', details: { field: 'account' } });
  }
  return store.listApiKeys({ accountId: account.id });
}

function unknownKey(keyId: number): NotFoundError {
  return new NotFoundError({ message: `No API key ${keyId}.`, details: { keyId } });
}
