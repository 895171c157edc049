/**
 * The number-word tables are built on first use, per language (cold start: importing langproc
 * builds none, and a Hausa call builds English, Hausa and French only (French numbers are read in
 * calls from Niger), not the other 16 languages' tables). This file imports number-words.ts in its own module graph, so the counts start at 0.
 */
import { describe, expect, it } from 'vitest';
import { builtNumberWordTableCount, numberWord } from '../../src/redaction/spoken/number-words.js';

describe('number-word tables', () => {
  it('are built on first use, only for the language asked for', () => {
    expect(builtNumberWordTableCount()).toBe(0);
    expect(numberWord('Hausa', 'biyu')).toMatchObject({ role: 'digit', value: 2 });
    expect(builtNumberWordTableCount()).toBe(3);
    expect(numberWord('Hausa', 'seven')).toMatchObject({ role: 'digit', value: 7 });
    expect(builtNumberWordTableCount()).toBe(3);
    expect(numberWord('German', 'einundzwanzig')).toMatchObject({ role: 'compound', value: 21 });
    expect(builtNumberWordTableCount()).toBeGreaterThan(3);
  });
});
