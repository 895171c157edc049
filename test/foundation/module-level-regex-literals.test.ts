/**
 * The root entry's bundle rewrites its module-level regex literals as `new RegExp(...)` calls
 * (`scripts/bundle/module-level-regex-literals.ts`, cold start): exactly those, into the same regex,
 * and never where a function, method or class field would create it per call.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { constructModuleLevelRegexLiterals } from '../../scripts/bundle/module-level-regex-literals.js';

describe('constructModuleLevelRegexLiterals', () => {
  it.each([
    ['a module-level literal', 'const A = /a+/giu;', 'const A = new RegExp("a+", "giu");', 1, 0],
    ['no flags', 'var B = /b/;', 'var B = new RegExp("b", "");', 1, 0],
    [
      'escapes, slashes, quotes and classes',
      String.raw`var C = /^\p{Lu}[\p{L}'’"\/-]*\\$/u;`,
      String.raw`var C = new RegExp("^\\p{Lu}[\\p{L}'’\"\\/-]*\\\\$", "u");`,
      1,
      0,
    ],
    [
      'inside an array, an object and a call at module level',
      'var D = [/d/y, { e: /e/ }, f(/f/g)];',
      'var D = [new RegExp("d", "y"), { e: new RegExp("e", "") }, f(new RegExp("f", "g"))];',
      3,
      0,
    ],
    ['a division is no literal', 'var G = a / b / c;', 'var G = a / b / c;', 0, 0],
    [
      'inside a function, an arrow and a method: kept',
      'function h() { return /h/; }\nvar i = () => /i/;\nvar j = { k() { return /k/; } };',
      'function h() { return /h/; }\nvar i = () => /i/;\nvar j = { k() { return /k/; } };',
      0,
      3,
    ],
    [
      'class fields: static rewritten, per instance kept',
      'class L { static M = /m/u; n = /n/u; }',
      'class L { static M = new RegExp("m", "u"); n = /n/u; }',
      1,
      1,
    ],
  ])('%s', (_name, source, expected, rewritten, kept) => {
    expect(constructModuleLevelRegexLiterals(source)).toEqual({ source: expected, rewritten, kept });
  });

  it('gives regexes with the same source and flags as the literals', () => {
    const literals = String.raw`[/^\p{Lu}[\p{Ll}\p{M}]+(?:[-'’]\p{Lu}?[\p{Ll}\p{M}]+)?$/u, /a\/b[/]c/gi, /(?<![\p{L}\p{N}])\d{3}(?!\d)/uy, /[\u2028\u{1F600}]/u]`;
    const { source } = constructModuleLevelRegexLiterals(`var all = ${literals};`);
    const before = new Function(`return ${literals};`)() as RegExp[];
    const after = new Function(`${source} return all;`)() as RegExp[];
    expect(after.map((regex) => [regex.source, regex.flags])).toEqual(
      before.map((regex) => [regex.source, regex.flags]),
    );
  });

  it('refuses a module that binds RegExp', () => {
    expect(() => constructModuleLevelRegexLiterals('const RegExp = 1; const A = /a/;')).toThrow(
      /does not bind the name RegExp/u,
    );
  });

  it('the build runs it on the root bundle', () => {
    const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(packageJson.scripts.build).toContain('scripts/bundle/bundle-root-entry.ts');
  });
});
