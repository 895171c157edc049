import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('test temporary directory (test/setup/temporary-directory.ts)', () => {
  it("is this file's own folder, so what tests create there is removed after them", () => {
    expect(path.basename(tmpdir())).toMatch(/^langproc-test-run-/u);
    expect(process.env.TMPDIR).toBe(tmpdir());
    const created = mkdtempSync(path.join(tmpdir(), 'langproc-x-'));
    expect(path.dirname(created)).toBe(tmpdir());
    expect(existsSync(created)).toBe(true);
  });
});
