/**
 * The root entry's bundle has its regex literals rewritten so that V8 reads each pattern once
 * (`scripts/bundle/regex-literals.ts`, cold start): module-level literals become `new RegExp(...)`,
 * per-call literals without `g`/`y` are created on first use and reused, those with `g`/`y` stay;
 * the rewritten regexes have the same source and flags and match the same.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deferRegexLiterals } from '../../scripts/bundle/regex-literals.js';

describe('deferRegexLiterals', () => {
  it.each([
    ['a module-level literal', 'const A = /a+/giu;', 'const A = new RegExp("a+", "giu");', [1, 0, 0]],
    ['no flags', 'var B = /b/;', 'var B = new RegExp("b", "");', [1, 0, 0]],
    [
      'escapes, slashes, quotes and classes',
      String.raw`var C = /^\p{Lu}[\p{L}'’"\/-]*\\$/u;`,
      String.raw`var C = new RegExp("^\\p{Lu}[\\p{L}'’\"\\/-]*\\\\$", "u");`,
      [1, 0, 0],
    ],
    [
      'inside an array, an object and a call at module level',
      'var D = [/d/y, { e: /e/ }, f(/f/g)];',
      'var D = [new RegExp("d", "y"), { e: new RegExp("e", "") }, f(new RegExp("f", "g"))];',
      [3, 0, 0],
    ],
    ['a division is no literal', 'var G = a / b / c;', 'var G = a / b / c;', [0, 0, 0]],
    [
      'inside a function, an arrow and a method: reused',
      'function h(s) { return /h/i.test(s); }\nvar i = () => /i/u;\nvar j = { k() { return /k/; } };',
      'var regexLiteral0, regexLiteral1, regexLiteral2;\n' +
        'function h(s) { return (regexLiteral0 ??= new RegExp("h", "i")).test(s); }\n' +
        'var i = () => (regexLiteral1 ??= new RegExp("i", "u"));\n' +
        'var j = { k() { return (regexLiteral2 ??= new RegExp("k", "")); } };',
      [0, 3, 0],
    ],
    [
      'inside a function with g or y: kept (a new lastIndex per call)',
      'function l(s) { return [s.replace(/l/gu, ""), /m/y.exec(s)]; }',
      'function l(s) { return [s.replace(/l/gu, ""), /m/y.exec(s)]; }',
      [0, 0, 2],
    ],
    [
      'class fields: static at module level, per instance reused',
      'class L { static M = /m/u; n = /n/u; }',
      'var regexLiteral0;\nclass L { static M = new RegExp("m", "u"); n = (regexLiteral0 ??= new RegExp("n", "u")); }',
      [1, 1, 0],
    ],
  ])('%s', (_name, source, expected, [moduleLevel, reused, kept]) => {
    expect(deferRegexLiterals(source)).toEqual({ source: expected, moduleLevel, reused, kept });
  });

  it('gives regexes with the same source and flags, that match the same', () => {
    const literals = String.raw`[/^\p{Lu}[\p{Ll}\p{M}]+(?:[-'’]\p{Lu}?[\p{Ll}\p{M}]+)?$/u, /a\/b[/]c/gi, /(?<![\p{L}\p{N}])\d{3}(?!\d)/uy, /[\u2028\u{1F600}]/u]`;
    const before = new Function(`return ${literals};`)() as RegExp[];
    for (const wrap of [
      (list: string) => `var all = ${list};`,
      (list: string) => `function all() { return ${list}; }`,
    ]) {
      const { source } = deferRegexLiterals(wrap(literals));
      const after = new Function(`${source} return typeof all === 'function' ? all() : all;`)() as RegExp[];
      expect(after.map((regex) => [regex.source, regex.flags])).toEqual(
        before.map((regex) => [regex.source, regex.flags]),
      );
      const text = 'Ab-Cd x a/b/c 123 \u2028';
      expect(after.map((regex) => String(text.match(regex)))).toEqual(
        before.map((regex) => String(text.match(regex))),
      );
    }
  });

  it('a reused regex is created once, on the first call', () => {
    const { source } = deferRegexLiterals('function f() { return /f/u; }');
    const f = new Function(`${source} return f;`)() as () => RegExp;
    expect(f()).toBe(f());
  });

  it.each([
    ['binds RegExp', 'const RegExp = 1; const A = /a/;', /does not bind the name RegExp/u],
    ['has a name of the prefix', 'const regexLiteral0 = 1;', /no name starting with regexLiteral/u],
  ])('refuses a module that %s', (_name, source, message) => {
    expect(() => deferRegexLiterals(source)).toThrow(message);
  });

  it('the build runs it on the root bundle', () => {
    const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(packageJson.scripts.build).toContain('scripts/bundle/bundle-root-entry.ts');
    expect(
      readFileSync(new URL('../../scripts/bundle/bundle-root-entry.ts', import.meta.url), 'utf8'),
    ).toContain('deferRegexLiterals(output.text)');
  });
});
