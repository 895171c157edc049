/**
 * Balance holds: the part of each account's balance that streams in flight have already
 * delivered as output and not yet paid (a stream pays when it ends, in one recorded job). Other
 * calls of the account may not spend it: a stream checks each event against the balance less
 * the other holds, and a non-streaming job is recorded with the holds as `reservedBalance`.
 * Amounts are kept as integer units of 10^-8, like the store's balances.
 *
 * @example
 * ```ts
 * const holds = createBalanceHolds();
 * const hold = holds.open(accountId);
 * hold.set(0.000012);
 * holds.total(accountId); // 0.000012
 * hold.release();
 * ```
 */

/** Units of money per whole unit: the precision of `usage.cost`. */
const UNITS_PER_WHOLE = 100_000_000;

/** One stream's hold. */
export interface BalanceHold {
  /** The amount held now. */
  readonly amount: number;
  /** Replaces the amount held. */
  set(amount: number): void;
  /** Drops the hold (once the stream's job is recorded, or refused). */
  release(): void;
}

/** The holds of every account. */
export interface BalanceHolds {
  /** Opens a hold of 0 on the account. */
  open(accountId: number): BalanceHold;
  /** The sum of the account's holds. */
  total(accountId: number): number;
}

/** Creates an empty set of holds. */
export function createBalanceHolds(): BalanceHolds {
  const unitsByAccount = new Map<number, number>();
  const add = (accountId: number, units: number): void => {
    const next = (unitsByAccount.get(accountId) ?? 0) + units;
    if (next === 0) unitsByAccount.delete(accountId);
    else unitsByAccount.set(accountId, next);
  };
  return {
    open(accountId) {
      let units = 0;
      let released = false;
      return {
        get amount() {
          return units / UNITS_PER_WHOLE;
        },
        set(amount) {
          if (released) return;
          const next = Math.round(amount * UNITS_PER_WHOLE);
          add(accountId, next - units);
          units = next;
        },
        release() {
          if (released) return;
          released = true;
          add(accountId, -units);
          units = 0;
        },
      };
    },
    total(accountId) {
      return (unitsByAccount.get(accountId) ?? 0) / UNITS_PER_WHOLE;
    },
  };
}
