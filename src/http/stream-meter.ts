/**
 * Metering of one streaming text call (redact, translate, summarize with `stream: true`). Output
 * leaves as events before the call's job is recorded and paid, so the stream is metered as it
 * goes, on an estimate: the input and each delivered piece counted as `countTextTokens` counts
 * them, at the default price table (exact for rules redaction and the extractive summarizer,
 * whose usage is counted the same way; a lower bound for model tokenizers).
 *
 * - Before the first event, the balance less other streams' holds must cover the input
 *   ({@link StreamMeter.assertInputAffordable}, a 402 JSON answer).
 * - Before each event, it must cover the input plus everything delivered with this event
 *   ({@link StreamMeter.assertAffordable}); the stream stops otherwise.
 * - What was delivered is held on the balance ({@link BalanceHolds}) until the stream's job is
 *   recorded: the full usage when it completes, else {@link StreamMeter.deliveredUsage}.
 *
 * @example
 * ```ts
 * const meter = createStreamMeter({ operation: 'redact', input: text, accountId, store, holds });
 * await meter.assertInputAffordable();
 * await meter.assertAffordable(piece);
 * send(piece);
 * meter.deliver(piece);
 * ```
 */
import type { Usage } from '../contract/text-processing-result.js';
import { InsufficientBalanceError } from '../errors/insufficient-balance-error.js';
import { countTextTokens } from '../usage/count-text-tokens.js';
import type { BalanceHolds } from './balance-holds.js';
import { buildUsage } from './metering/build-usage.js';
import type { MeteredOperation } from './metering/price-table.js';
import type { Store } from './store/store.js';

/** Options of {@link createStreamMeter}. */
export interface StreamMeterOptions {
  operation: MeteredOperation;
  /** The request's text. */
  input: string;
  accountId: number;
  store: Pick<Store, 'getAccount'>;
  holds: BalanceHolds;
}

/** The meter of one stream. */
export interface StreamMeter {
  /** Estimated cost of the input alone. */
  readonly inputCost: number;
  /** Throws `InsufficientBalanceError` unless the balance less other holds covers the input. */
  assertInputAffordable(): Promise<void>;
  /** Throws `InsufficientBalanceError` unless it covers the input, what was delivered and `text`. */
  assertAffordable(text: string): Promise<void>;
  /** Counts `text` as delivered and holds the cost so far on the balance (an empty text is nothing). */
  deliver(text: string): void;
  /** Usage of the input and the delivered output; `null` when nothing was delivered. */
  deliveredUsage(): Usage | null;
  /** What the account's other streams hold. */
  heldByOthers(): number;
  /** Drops this stream's hold; call once its job is recorded (or refused). */
  release(): void;
}

/** Creates the meter of one stream. */
export function createStreamMeter(options: StreamMeterOptions): StreamMeter {
  const { operation, accountId, store, holds } = options;
  const promptTokens = countTextTokens(options.input);
  const usageOf = (completionTokens: number): Usage =>
    buildUsage({ operation, calls: 1, promptTokens, completionTokens });
  const hold = holds.open(accountId);
  let deliveredTokens = 0;
  let deliveredAny = false;

  const heldByOthers = () => holds.total(accountId) - hold.amount;
  const available = async (): Promise<number> =>
    ((await store.getAccount(accountId))?.balance ?? 0) - heldByOthers();

  return {
    inputCost: usageOf(0).cost,
    async assertInputAffordable() {
      const balance = await available();
      const cost = usageOf(0).cost;
      if (balance <= 0 || balance < cost) {
        throw new InsufficientBalanceError({
          message: "The account balance cannot pay for this request's input; add credit and retry.",
          details: { balance: Math.max(0, balance), cost },
        });
      }
    },
    async assertAffordable(text) {
      const cost = usageOf(deliveredTokens + countTextTokens(text)).cost;
      if ((await available()) < cost) {
        throw new InsufficientBalanceError({
          message:
            'The account balance cannot pay for more output; the stream stopped after what it paid for.',
        });
      }
    },
    deliver(text) {
      if (text.length === 0) return;
      deliveredTokens += countTextTokens(text);
      deliveredAny = true;
      hold.set(usageOf(deliveredTokens).cost);
    },
    deliveredUsage() {
      return deliveredAny ? usageOf(deliveredTokens) : null;
    },
    heldByOthers,
    release() {
      hold.release();
    },
  };
}
