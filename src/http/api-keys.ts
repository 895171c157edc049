/**
 * API keys: a token is 32 random bytes (base64url, prefixed `lp_`); the store keeps only its
 * SHA-256 hex digest, so a stolen database reveals no usable token.
 *
 * @example
 * ```ts
 * const { token } = await createAccountWithKey(store, { name: 'acme', balance: 25 });
 * hashApiToken(token); // 64 hex characters, what the store holds
 * ```
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Account, Store } from './store/store.js';

/** Prefix of every token, so leaked tokens are easy to recognise. */
export const API_TOKEN_PREFIX = 'lp_';

/** A new random API token. */
export function generateApiToken(): string {
  return API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

/** The SHA-256 hex digest the store keeps for `token`. */
export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Creates a key for the account `name`, creating the account with `balance` when it does not
 * exist (an existing account keeps its balance, plus `balance` when `addBalance` is set).
 */
export async function createAccountWithKey(
  store: Store,
  options: { name: string; balance: number; addBalance?: boolean },
): Promise<{ account: Account; token: string }> {
  let account = await store.findAccountByName(options.name);
  if (account === undefined) {
    account = await store.createAccount({ name: options.name, balance: options.balance });
  } else if (options.addBalance === true && options.balance !== 0) {
    account = await store.adjustBalance({ accountId: account.id, amount: options.balance });
  }
  const token = generateApiToken();
  await store.addApiKey({ accountId: account.id, tokenHash: hashApiToken(token) });
  return { account, token };
}
