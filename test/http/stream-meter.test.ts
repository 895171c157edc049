import { describe, expect, it } from 'vitest';
import { createBalanceHolds } from '../../src/http/balance-holds.js';
import { createStreamMeter } from '../../src/http/stream-meter.js';

/** The price of one redaction token (0.0002 per 1,000). */
const TOKEN = 0.0000002;

function meterOn(balance: number, holds = createBalanceHolds()) {
  const store = { getAccount: async (id: number) => ({ id, name: 'a', balance, createdAt: '' }) };
  return createStreamMeter({ operation: 'redact', input: 'one two three', accountId: 1, store, holds });
}

describe('createStreamMeter', () => {
  it('prices the input and what was delivered, counted as countTextTokens counts', async () => {
    const meter = meterOn(1);
    expect(Math.round(meter.inputCost / TOKEN)).toBe(3);
    expect(meter.deliveredUsage()).toBeNull();
    meter.deliver('');
    expect(meter.deliveredUsage()).toBeNull();
    meter.deliver('Call [PHONE_NUMBER].');
    expect(meter.deliveredUsage()).toMatchObject({ calls: 1, prompt_tokens: 3, completion_tokens: 7 });
  });

  it.each([
    { balance: 0, affordable: false },
    { balance: 2 * TOKEN, affordable: false },
    { balance: 3 * TOKEN, affordable: true },
  ])('input affordable with a balance of $balance: $affordable', async ({ balance, affordable }) => {
    const check = meterOn(balance).assertInputAffordable();
    if (affordable) await expect(check).resolves.toBeUndefined();
    else await expect(check).rejects.toMatchObject({ code: 'insufficient_balance' });
  });

  it("checks each piece against the balance less the other streams' holds, and releases its own", async () => {
    const holds = createBalanceHolds();
    const first = meterOn(10 * TOKEN, holds);
    const second = meterOn(10 * TOKEN, holds);
    await first.assertAffordable('a b');
    first.deliver('a b');
    expect(Math.round(holds.total(1) / TOKEN)).toBe(5);
    // 10 - 5 held by the first: the second pays 3 for its input and 2 for output, not 3
    await expect(second.assertAffordable('x y')).resolves.toBeUndefined();
    await expect(second.assertAffordable('x y z')).rejects.toMatchObject({ code: 'insufficient_balance' });
    expect(Math.round(second.heldByOthers() / TOKEN)).toBe(5);
    first.release();
    expect(holds.total(1)).toBe(0);
    await expect(second.assertAffordable('x y z')).resolves.toBeUndefined();
  });
});
