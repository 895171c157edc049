/**
 * The root bundle creates its constant module-level regexes on first use
 * (`scripts/bundle/lazy-module-regexes.ts`, cold start): exactly the `var X = new RegExp("...", "...")`
 * statements nothing could tell apart, every read rewritten, and the regex created once.
 */
import { describe, expect, it } from 'vitest';
import { lazyModuleRegexes } from '../../scripts/bundle/lazy-module-regexes.js';

const CREATE_A = 'new RegExp("a+", "gu")';

describe('lazyModuleRegexes', () => {
  it.each([
    [
      'reads in functions and at module level',
      `var A = ${CREATE_A};\nfunction f(s) { return A.test(s); }\nvar list = [A];`,
      `var A;\nfunction f(s) { return (A ??= ${CREATE_A}).test(s); }\nvar list = [(A ??= ${CREATE_A})];`,
      ['A'],
    ],
    [
      'property names and keys are not reads',
      `var A = ${CREATE_A};\nvar o = { A: 1 };\nf(o.A, A);`,
      `var A;\nvar o = { A: 1 };\nf(o.A, (A ??= ${CREATE_A}));`,
      ['A'],
    ],
    ['one argument', 'var B = new RegExp("b");\ng(B);', 'var B;\ng((B ??= new RegExp("b")));', ['B']],
  ])('%s', (_name, source, expected, lazy) => {
    expect(lazyModuleRegexes(source)).toEqual({ source: expected, lazy });
  });

  it.each([
    ['a computed pattern', 'var C = new RegExp("c" + x, "u");\nf(C);'],
    ['a pattern from a variable', 'var C = new RegExp(x, "u");\nf(C);'],
    ['a shadowing parameter', `var C = ${CREATE_A};\nfunction f(C) { return C; }\ng(C);`],
    ['a shadowing local', `var C = ${CREATE_A};\nfunction f() { let C = 1; return C; }\ng(C);`],
    ['an assignment', `var C = ${CREATE_A};\nC = /x/;\ng(C);`],
    ['a compound assignment', `var C = ${CREATE_A};\nC ||= /x/;\ng(C);`],
    ['a destructuring assignment', `var C = ${CREATE_A};\n[C] = [/x/];\ng(C);`],
    ['an export', `var C = ${CREATE_A};\nexport { C };`],
    ['a shorthand property', `var C = ${CREATE_A};\nvar o = { C };`],
    ['two declarations in one statement', `var C = ${CREATE_A}, D = 1;\ng(C);`],
    ['let and const', `const C = ${CREATE_A};\nlet D = ${CREATE_A};\ng(C, D);`],
    ['not a RegExp', 'var C = new Set(["a"]);\ng(C);'],
  ])('leaves %s alone', (_name, source) => {
    expect(lazyModuleRegexes(source)).toEqual({ source, lazy: [] });
  });

  it('creates the regex once, on the first read, with the same source and flags', () => {
    const { source } = lazyModuleRegexes(
      `var A = ${CREATE_A};\nvar created = () => A;\nfunction all(s) { return [A, A, s.match(A)]; }`,
    );
    const [first, second, matches] = new Function(`${source}\nreturn all('caab aa');`)() as [
      RegExp,
      RegExp,
      string[],
    ];
    expect(first).toBe(second);
    expect([first.source, first.flags]).toEqual(['a+', 'gu']);
    expect(matches).toEqual(['aa', 'aa']);
  });
});
