/**
 * Case-fold classes (`src/redaction/context/case-fold-classes.ts`): a code point's class is the
 * first registered character an `iu` regex equates it with, also when it was looked up (and found
 * in no class) before that character was registered.
 */
import { describe, expect, it } from 'vitest';
import {
  caseFoldClass,
  NO_CLASS,
  registerCaseFoldClass,
  WHITESPACE_CLASS,
} from '../../src/redaction/context/case-fold-classes.js';

describe('case-fold classes', () => {
  it('answers looked up before a registration follow it', () => {
    // DŽ Dž dž (U+01C4-U+01C6) are one class under `iu`; the Kelvin sign is a `k`
    const looked = [0x1c4, 0x1c5, 0x212a, 0x6b, 0x4b, 0x1c7];
    for (const codePoint of looked) expect(caseFoldClass(codePoint), codePoint.toString(16)).toBe(NO_CLASS);
    const dz = registerCaseFoldClass(0x1c6);
    expect([caseFoldClass(0x1c4), caseFoldClass(0x1c5), caseFoldClass(0x1c6)]).toEqual([dz, dz, dz]);
    expect(caseFoldClass(0x212a)).toBe(NO_CLASS);
    const k = registerCaseFoldClass(0x6b);
    expect(k).not.toBe(dz);
    expect([caseFoldClass(0x6b), caseFoldClass(0x4b), caseFoldClass(0x212a)]).toEqual([k, k, k]);
    expect(registerCaseFoldClass(0x212a)).toBe(k);
    expect(caseFoldClass(0x1c7)).toBe(NO_CLASS);
  });

  it('white space is its own class and registers as it', () => {
    expect(caseFoldClass(0x20)).toBe(WHITESPACE_CLASS);
    expect(registerCaseFoldClass(0x3000)).toBe(WHITESPACE_CLASS);
  });
});
