/**
 * The root entry runs as a classic script with V8's code cache (`scripts/bundle/script-body.ts`,
 * cold start): the bundle's module syntax becomes the script function's parameters and returned
 * object, what cannot be rewritten faithfully fails the build, the wrapper exports the script's
 * values with or without a usable cache, and the built cache (after `npm run build`) is the one
 * V8 accepts for the built script.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asciiScript,
  codeCacheFile,
  moduleToScriptBody,
  scriptSha256,
  scriptWrapperSource,
} from '../../scripts/bundle/script-body.js';

const ROOT = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
const HEAD = '(function (__langprocRequire, __langprocImportMetaUrl, __langprocImport) {"use strict";\n';

/** Runs `program` (an ES module) in a fresh `node` without flags; returns what it printed. */
function runNode(program: string, cwd: string, ...args: string[]): string {
  const { NODE_OPTIONS: _options, ...environment } = process.env;
  return execFileSync(process.execPath, ['--input-type=module', '-e', program, ...args], {
    cwd,
    encoding: 'utf8',
    env: environment,
  }).trim();
}

describe('moduleToScriptBody', () => {
  it.each([
    [
      'a default, a named (renamed) and a namespace import, each module required on first use',
      'import path from "node:path";\nimport { readFileSync as read, existsSync } from "node:fs";\nimport * as os from "node:os";\nvar a = () => path.sep + read("x") + existsSync + os.EOL;\nexport { a };\n',
      `${HEAD}var __langprocBuiltin0, __langprocBuiltin1, __langprocBuiltin2;\n\nvar a = () => (__langprocBuiltin0 ??= __langprocRequire("node:path")).sep + (__langprocBuiltin1 ??= __langprocRequire("node:fs")).readFileSync("x") + (__langprocBuiltin1 ??= __langprocRequire("node:fs")).existsSync + (__langprocBuiltin2 ??= __langprocRequire("node:os")).EOL;\nreturn { a };\n})`,
      ['a'],
    ],
    [
      'a name declared again or used as a shorthand property: required at the top, as imports are hoisted',
      'import path from "node:path";\nimport { tmpdir } from "node:os";\nfunction f(path) { return path; }\nvar b = { tmpdir };\nexport { b, f };\n',
      `${HEAD}const path = __langprocRequire("node:path");\nconst { tmpdir } = __langprocRequire("node:os");\n\nfunction f(path) { return path; }\nvar b = { tmpdir };\nreturn { b, f };\n})`,
      ['b', 'f'],
    ],
    [
      'import.meta.url, import() and a renamed export',
      'var url = import.meta.url;\nasync function load() { return import("espeak-ng"); }\nexport { load as loadIt, url };\n',
      `${HEAD}\nvar url = __langprocImportMetaUrl;\nasync function load() { return __langprocImport("espeak-ng"); }\nreturn { "loadIt": load, url };\n})`,
      ['loadIt', 'url'],
    ],
    [
      'a side-effect import; await inside functions',
      'import "node:process";\nasync function f() { await g(); for await (const x of y) h(x); }\nexport { f };\n',
      `${HEAD}__langprocRequire("node:process");\n\nasync function f() { await g(); for await (const x of y) h(x); }\nreturn { f };\n})`,
      ['f'],
    ],
    [
      'an exported name assigned only inside a function that shadows it',
      'var count = 0;\nfunction f() { let count = 1; count += 1; return count; }\nexport { count, f };\n',
      'throws',
      [],
    ],
  ])('%s', (_name, source, expected, exportNames) => {
    if (expected === 'throws') {
      expect(() => moduleToScriptBody(source)).toThrow(/never to be assigned/u);
      return;
    }
    expect(moduleToScriptBody(source)).toEqual({ body: expected, exportNames });
  });

  it.each([
    ['a static import of a package', 'import { z } from "zod";\nexport { z };\n', /only node: built-ins/u],
    ['top-level await', 'var a = await f();\nexport { a };\n', /top-level await/u],
    ['top-level for await', 'for await (const x of y) f(x);\nexport { f };\n', /top-level await/u],
    ['export const', 'export const a = 1;\n', /only export \{ \.\.\. \}/u],
    ['export default', 'export default 1;\n', /only export \{ \.\.\. \}/u],
    ['a re-export', 'export { a } from "node:path";\n', /only export \{ \.\.\. \}/u],
    [
      'an exported variable assigned',
      'var a = 1;\nfunction f() { a = 2; }\nexport { a, f };\n',
      /never to be assigned/u,
    ],
    ['an exported variable incremented', 'var a = 1;\na++;\nexport { a };\n', /never to be assigned/u],
    [
      'an exported variable destructured into',
      'var a = 1;\n[a] = [2];\nexport { a };\n',
      /never to be assigned/u,
    ],
    [
      'import.meta other than url',
      'var d = import.meta.dirname;\nexport { d };\n',
      /only as import\.meta\.url/u,
    ],
    ['a name the function binds', 'var __langprocRequire = 1;\nexport { __langprocRequire };\n', /binds/u],
  ])('throws on %s', (_name, source, message) => {
    expect(() => moduleToScriptBody(source)).toThrow(message);
  });
});

describe('asciiScript', () => {
  it.each([
    [
      'a string literal',
      'var a = "caf\u00e9 \u2019 \u{1F600}";',
      'var a = "caf\\u00e9 \\u2019 \\ud83d\\ude00";',
    ],
    ['an identity escape in a string', "var a = '\\\u00e9\\\\';", 'var a = "\\u00e9\\\\";'],
    ['a regex with u', 'var r = /[\u2019\u02bc]\u{1F600}/gu;', 'var r = /[\\u{2019}\\u{2bc}]\\u{1f600}/gu;'],
    [
      'a regex without u',
      'var r = /\u2019|\\\u00e9|\u{1F600}/g;',
      'var r = /\\u2019|\\u00e9|\\ud83d\\ude00/g;',
    ],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a template literal
    ['a template literal', 'var t = `\u00e9${a}\u2019`;', 'var t = `\\u00e9${a}\\u2019`;'],
    ['an identifier', 'var \u00e9t\u00e9 = 1;', 'var \\u00e9t\\u00e9 = 1;'],
    ['comments', '// \u00e9\nvar a = 1; /* \u2019 */', '// \\u00e9\nvar a = 1; /* \\u2019 */'],
    ['ASCII only', 'var a = "x";', 'var a = "x";'],
  ])('%s', (_name, source, expected) => {
    const ascii = asciiScript(source);
    expect(ascii).toBe(expected);
    expect(/[^\x00-\x7f]/u.test(ascii)).toBe(false);
  });

  it('keeps every value and match', () => {
    const source = `(() => {
      var \u00e9t\u00e9 = "caf\u00e9 \\\u00e9 \u{1F600}";
      var template = \`\u00e9\${\u00e9t\u00e9}\u2019\`;
      var withU = /[\u2019\u02bc]+\u{1F600}/gu;
      var withoutU = /\u2019|\\\u00e9|[\u{1F600}]/g;
      var samples = ["\u2019\u02bc\u{1F600}", "x\u00e9y", "\u{1F600}", "\ud83d"];
      return [\u00e9t\u00e9, template, samples.map((s) => [s.match(withU), s.match(withoutU)])];
    })()`;
    // biome-ignore lint/security/noGlobalEval: comparing what two spellings of the same script evaluate to
    expect(eval(asciiScript(source))).toEqual(eval(source));
  });

  it.each([
    ['a tagged template', 'var t = String.raw`\u00e9`;', /tagged template/u],
    ['whitespace outside ASCII', 'var a =\u00a01;', /ASCII whitespace/u],
  ])('throws on %s', (_name, source, message) => {
    expect(() => asciiScript(source)).toThrow(message);
  });
});

describe('the wrapper', () => {
  let folder: string;
  const module = `import path from "node:path";
var folder = path.basename(path.dirname(new URL(import.meta.url).pathname));
async function platform() { return (await import("node:os")).platform(); }
export { folder, platform };
`;
  const { body, exportNames } = moduleToScriptBody(module);
  const sha256 = scriptSha256(body);
  const wrapper = scriptWrapperSource({
    scriptFile: './script/entry.script.js',
    codeCacheFile: './entry.script.code-cache',
    sha256,
    exportNames,
  });
  const importWrapper = `const entry = await import(${JSON.stringify('./entry.js')}); console.log(JSON.stringify([Object.keys(entry), entry.folder, await entry.platform()]));`;

  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'langproc-script-body-'));
    mkdirSync(path.join(folder, 'script'));
    writeFileSync(path.join(folder, 'script', 'entry.script.js'), body);
    writeFileSync(path.join(folder, 'entry.js'), wrapper);
  });
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });
  const cache = () => path.join(folder, 'entry.script.code-cache');
  const expectedFolder = () =>
    JSON.stringify([['folder', 'platform'], path.basename(folder), process.platform]);

  it("exports the script's values without a code cache (import.meta.url is the wrapper's, import() works)", () => {
    rmSync(cache(), { force: true });
    expect(runNode(importWrapper, folder)).toBe(expectedFolder());
  });

  it.each([
    ['a cache V8 accepts', 'valid'],
    ['bytes V8 rejects', 'garbage'],
    ['a cache of another script', 'other-script'],
    ['a cache of another V8', 'other-v8'],
    ['a file without a header', 'no-header'],
  ])('exports the same with %s', (_name, kind) => {
    const made = Buffer.from(
      runNode(
        `import { readFileSync } from 'node:fs'; import { Script } from 'node:vm';
        const script = new Script(readFileSync('script/entry.script.js', 'utf8'), { filename: 'script/entry.script.js' });
        process.stdout.write(Buffer.from(script.createCachedData()).toString('base64'));`,
        folder,
      ),
      'base64',
    );
    const file = {
      valid: codeCacheFile({ v8: process.versions.v8, sha256 }, made),
      garbage: codeCacheFile({ v8: process.versions.v8, sha256 }, Buffer.from('not a code cache')),
      'other-script': codeCacheFile({ v8: process.versions.v8, sha256: scriptSha256(`${body} `) }, made),
      'other-v8': codeCacheFile({ v8: '0.0.0', sha256 }, made),
      'no-header': made.subarray(0, 100),
    }[kind]!;
    writeFileSync(cache(), file);
    expect(runNode(importWrapper, folder)).toBe(expectedFolder());
  });
});

describe.runIf(existsSync(path.join(ROOT, 'dist', 'src', 'index.script.code-cache')))(
  'the built root entry',
  () => {
    const source = path.join(ROOT, 'dist', 'src');

    it("names the built script's SHA-256 and this V8 in the wrapper and the cache, and V8 accepts the cache", () => {
      const script = readFileSync(path.join(source, 'index.script.js'), 'utf8');
      const sha256 = scriptSha256(script);
      expect(readFileSync(path.join(source, 'index.bundle.js'), 'utf8')).toContain(
        `header.sha256 === "${sha256}"`,
      );
      const cache = readFileSync(path.join(source, 'index.script.code-cache'));
      const newline = cache.indexOf(10);
      expect(JSON.parse(cache.subarray(0, newline).toString('utf8'))).toEqual({
        v8: process.versions.v8,
        sha256,
      });
      const rejected = runNode(
        `import { readFileSync } from 'node:fs'; import { Script } from 'node:vm';
      const [scriptFile, cacheFile, newline] = process.argv.slice(1);
      const script = new Script(readFileSync(scriptFile, 'utf8'), { filename: scriptFile, cachedData: readFileSync(cacheFile).subarray(Number(newline) + 1) });
      console.log(script.cachedDataRejected);`,
        ROOT,
        path.join(source, 'index.script.js'),
        path.join(source, 'index.script.code-cache'),
        String(newline),
      );
      expect(rejected).toBe('false');
    });

    it('redacts through the wrapper as the per-module build does', () => {
      const texts = [
        ['Sunana Musa Bello, lambata 0803 123 4567.', 'Hausa'],
        ['My name is John Smith, call me on +44 20 7946 0958 or john.smith@example.com.', 'English'],
        ['Jina langu ni Amina Okafor, namba yangu ni 0712 345 678.', 'Swahili'],
      ];
      const program = `
      const texts = JSON.parse(process.argv[1]);
      const bundle = await import(${JSON.stringify(pathToFileURL(path.join(source, 'index.bundle.js')).href)});
      const modules = await import(${JSON.stringify(pathToFileURL(path.join(source, 'index.js')).href)});
      const run = async (entry) => Promise.all(texts.map(([text, language]) => entry.redact({ text, language }).then((result) => result.result)));
      console.log(JSON.stringify([await run(bundle), await run(modules)]));`;
      const [bundled, modules] = JSON.parse(runNode(program, ROOT, JSON.stringify(texts))) as [
        string[],
        string[],
      ];
      expect(bundled).toEqual(modules);
      expect(bundled[0]).toBe('Sunana [PERSON_NAME], lambata [PHONE_NUMBER].');
    });
  },
);
