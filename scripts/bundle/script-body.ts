/**
 * Turns the root entry's bundle (an ES module) into a classic script that V8 can cache, plus a small
 * ES module that runs it. Node 20 keeps no code cache for ES modules, so a fresh process compiled
 * the whole 1 MB bundle and every function its first `redact()` reached; a `vm.Script` takes
 * V8's code cache (`cachedData`), made at build time after a sample redaction, and reads the
 * compiled functions instead (docs/architecture.md, "cold start").
 *
 * - {@link moduleToScriptBody}: the bundle's source as one function expression,
 *   `(function (__langprocRequire, __langprocImportMetaUrl, __langprocImport) { ...; return { redact, ... }; })`:
 *   the names a top-level `import ... from "node:..."` binds are read on first use, each read
 *   `(__langprocBuiltin0 ??= __langprocRequire("node:crypto")).createHash` (a built-in module
 *   costs up to some 4 ms to load, and a first `redact()` needs few of them); a name declared again
 *   elsewhere or used as a shorthand property is a `const` at the top instead, as imports are hoisted; `import.meta.url` becomes `__langprocImportMetaUrl`,
 *   `import(...)` becomes `__langprocImport(...)` (the wrapper's own dynamic import, so that packages resolve from the same
 *   folder), and the final `export { ... }` becomes the returned object. It throws on what it does
 *   not handle (a static import of a package, top-level `await`, another form of export, an
 *   exported binding that is assigned after its declaration, a name it would shadow). The script is
 *   written in ASCII only ({@link asciiScript}), which the wrapper reads as Latin-1.
 * - {@link scriptWrapperSource}: the ES module that `exports["."]` points at: it reads the script
 *   and, when its header matches (same V8 version, same script by its SHA-256, written into the
 *   wrapper at build time), the code cache, runs the script and exports its values. A missing,
 *   stale or rejected cache only costs the compile: the code is the same.
 *
 * @example
 * ```ts
 * const { body, exportNames } = moduleToScriptBody('import path from "node:path";\nconst a = path.sep;\nexport { a };\n');
 * // body: '(function (__langprocRequire, __langprocImportMetaUrl, __langprocImport) {"use strict";\nconst path = __langprocRequire("node:path");\n...return { a };\n})'
 * ```
 */
import { createHash } from 'node:crypto';
import ts from 'typescript';
import { useOf } from './lazy-module-regexes.js';
import { isDeclarationName } from './regex-literals.js';

/** What {@link moduleToScriptBody} returns. */
export interface ScriptBody {
  /** The script: one parenthesised function expression. */
  body: string;
  /** The names the module exported, in its order (the keys of the object the function returns). */
  exportNames: string[];
}

/** The script function's parameters. */
const PARAMETERS = ['__langprocRequire', '__langprocImportMetaUrl', '__langprocImport'] as const;
/** The prefix of every name the script adds (its parameters, `__langprocBuiltin0`, ...): the module must use none. */
const NAME_PREFIX = '__langproc';

/** `true` when `node` is inside a function (or a class member), not at the module's top level. */
function insideFunction(node: ts.Node): boolean {
  for (let current = node.parent; current !== undefined; current = current.parent)
    if (ts.isFunctionLike(current) || ts.isClassStaticBlockDeclaration(current)) return true;
  return false;
}

/** `true` when `identifier` is written to (`=`, `+=`, `??=`, `++`, a destructuring or `for` target). */
function isAssigned(identifier: ts.Identifier): boolean {
  const parent = identifier.parent;
  if (
    ts.isBinaryExpression(parent) &&
    parent.left === identifier &&
    parent.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
    parent.operatorToken.kind <= ts.SyntaxKind.LastAssignment
  )
    return true;
  if (
    (ts.isPrefixUnaryExpression(parent) || ts.isPostfixUnaryExpression(parent)) &&
    (parent.operator === ts.SyntaxKind.PlusPlusToken || parent.operator === ts.SyntaxKind.MinusMinusToken)
  )
    return true;
  if (
    (ts.isForInStatement(parent) || ts.isForOfStatement(parent)) &&
    parent.initializer === (identifier as ts.Node)
  )
    return true;
  if (
    ts.isArrayLiteralExpression(parent) ||
    ts.isObjectLiteralExpression(parent) ||
    ts.isShorthandPropertyAssignment(parent)
  ) {
    let outer: ts.Node = parent;
    while (
      ts.isArrayLiteralExpression(outer.parent) ||
      ts.isObjectLiteralExpression(outer.parent) ||
      ts.isShorthandPropertyAssignment(outer.parent) ||
      ts.isPropertyAssignment(outer.parent)
    )
      outer = outer.parent;
    return ts.isBinaryExpression(outer.parent) && outer.parent.left === outer;
  }
  return false;
}

/** One name a `node:` import binds: the module, and the export it names (`undefined`: the module itself). */
interface BuiltinBinding {
  local: string;
  specifier: string;
  property: string | undefined;
}

/** The names `declaration` (an `import ... from "node:..."`) binds. */
function builtinBindings(declaration: ts.ImportDeclaration, file: ts.SourceFile): BuiltinBinding[] {
  const specifier = (declaration.moduleSpecifier as ts.StringLiteral).text;
  const clause = declaration.importClause;
  if (clause === undefined || clause.isTypeOnly) return [];
  const bindings: BuiltinBinding[] = [];
  if (clause.name !== undefined) bindings.push({ local: clause.name.text, specifier, property: undefined });
  const named = clause.namedBindings;
  if (named !== undefined && ts.isNamespaceImport(named))
    bindings.push({ local: named.name.text, specifier, property: undefined });
  else if (named !== undefined)
    for (const element of named.elements) {
      if (element.isTypeOnly) continue;
      const imported = (element.propertyName ?? element.name).getText(file);
      bindings.push({
        local: element.name.text,
        specifier,
        property: imported === 'default' ? undefined : imported,
      });
    }
  return bindings;
}

/** `const local = require(...)` or `const { property: local } = require(...)`. */
function eagerStatement(binding: BuiltinBinding): string {
  const required = `${PARAMETERS[0]}(${JSON.stringify(binding.specifier)})`;
  return binding.property === undefined
    ? `const ${binding.local} = ${required};`
    : `const { ${binding.property === binding.local ? binding.local : `${binding.property}: ${binding.local}`} } = ${required};`;
}

/** `source` (an ES module whose static imports are all `node:` built-ins) as a script function; see the file's comment. */
export function moduleToScriptBody(source: string): ScriptBody {
  const file = ts.createSourceFile('module.js', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const replacements: Array<{ start: number; end: number; text: string }> = [];
  const requires: string[] = [];
  const builtins = new Map<string, BuiltinBinding>();
  const exported: Array<{ local: string; name: string }> = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
      if (!specifier.startsWith('node:'))
        throw new Error(`Expected only node: built-ins imported statically, got an import of ${specifier}`);
      if (statement.importClause === undefined)
        requires.push(`${PARAMETERS[0]}(${JSON.stringify(specifier)});`);
      for (const binding of builtinBindings(statement, file)) {
        if (builtins.has(binding.local)) throw new Error(`Expected ${binding.local} imported once, got more`);
        builtins.set(binding.local, binding);
      }
      replacements.push({ start: statement.getFullStart(), end: statement.getEnd(), text: '' });
    } else if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (statement.moduleSpecifier !== undefined || clause === undefined || !ts.isNamedExports(clause))
        throw new Error(
          `Expected only export { ... } statements, got ${statement.getText(file).slice(0, 80)}`,
        );
      for (const element of clause.elements)
        exported.push({
          local: (element.propertyName ?? element.name).getText(file),
          name: element.name.getText(file),
        });
      replacements.push({ start: statement.getFullStart(), end: statement.getEnd(), text: '' });
    } else if (
      ts.isExportAssignment(statement) ||
      (ts.canHaveModifiers(statement) &&
        ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword))
    )
      throw new Error(`Expected only export { ... } statements, got ${statement.getText(file).slice(0, 80)}`);
  }
  const exportedLocals = new Set(exported.map((entry) => entry.local));
  const builtinReferences = new Map<string, ts.Identifier[]>();
  const eagerBuiltins = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isMetaProperty(node) && node.keywordToken === ts.SyntaxKind.ImportKeyword) {
      const parent = node.parent;
      if (!ts.isPropertyAccessExpression(parent) || parent.name.text !== 'url')
        throw new Error(
          `Expected import.meta only as import.meta.url, got ${parent.getText(file).slice(0, 80)}`,
        );
      replacements.push({ start: parent.getStart(file), end: parent.getEnd(), text: PARAMETERS[1] });
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      replacements.push({
        start: node.expression.getStart(file),
        end: node.expression.getEnd(),
        text: PARAMETERS[2],
      });
    if (
      (ts.isAwaitExpression(node) || (ts.isForOfStatement(node) && node.awaitModifier !== undefined)) &&
      !insideFunction(node)
    )
      throw new Error('Expected no top-level await (a script function cannot wait)');
    if (ts.isIdentifier(node)) {
      if (node.text.startsWith(NAME_PREFIX))
        throw new Error(
          `Expected the module not to use the name ${node.text}, which the script function binds`,
        );
      if (builtins.has(node.text)) {
        const use = useOf(node);
        if (use === 'disqualifies') eagerBuiltins.add(node.text);
        else if (use === 'reference')
          builtinReferences.set(node.text, [...(builtinReferences.get(node.text) ?? []), node]);
      }
      if (exportedLocals.has(node.text) && !isDeclarationName(node) && isAssigned(node))
        throw new Error(
          `Expected the exported ${node.text} never to be assigned (the script exports its value once)`,
        );
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  const lazyModules = new Map<string, string>();
  for (const binding of builtins.values()) {
    if (eagerBuiltins.has(binding.local)) {
      requires.push(eagerStatement(binding));
      continue;
    }
    let variable = lazyModules.get(binding.specifier);
    if (variable === undefined) {
      variable = `${NAME_PREFIX}Builtin${lazyModules.size}`;
      lazyModules.set(binding.specifier, variable);
    }
    const read = `(${variable} ??= ${PARAMETERS[0]}(${JSON.stringify(binding.specifier)}))${binding.property === undefined ? '' : `.${binding.property}`}`;
    for (const reference of builtinReferences.get(binding.local) ?? [])
      replacements.push({ start: reference.getStart(file), end: reference.getEnd(), text: read });
  }
  if (lazyModules.size > 0) requires.unshift(`var ${[...lazyModules.values()].join(', ')};`);
  replacements.sort((first, second) => first.start - second.start);
  let rewritten = '';
  let last = 0;
  for (const { start, end, text } of replacements) {
    rewritten += source.slice(last, start) + text;
    last = end;
  }
  rewritten += source.slice(last);
  const returned = exported.map(({ local, name }) =>
    local === name ? name : `${JSON.stringify(name)}: ${local}`,
  );
  const body =
    `(function (${PARAMETERS.join(', ')}) {"use strict";\n${requires.filter((line) => line !== '').join('\n')}\n` +
    `${rewritten.trimEnd()}\nreturn { ${returned.join(', ')} };\n})`;
  return { body: asciiScript(body), exportNames: exported.map((entry) => entry.name) };
}

/** The hex SHA-256 of a script, as the code cache's header and the wrapper name it. */
export function scriptSha256(body: string): string {
  return createHash('sha256').update(body).digest('hex');
}

/** The first line of a code cache file: which V8 made it, from which script. */
export interface CodeCacheHeader {
  v8: string;
  sha256: string;
}

/** A code cache file: its header line (JSON), a newline, then V8's bytes. */
export function codeCacheFile(header: CodeCacheHeader, cachedData: Uint8Array): Buffer {
  return Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`, 'utf8'), cachedData]);
}

/** Where the wrapper finds its script and the script's code cache, relative to itself, and what it expects. */
export interface ScriptWrapperOptions {
  /** The script file, relative to the wrapper (`./index.script.js`). */
  scriptFile: string;
  /** The code cache file, relative to the wrapper (`./index.script.code-cache`). */
  codeCacheFile: string;
  /** The script's SHA-256 ({@link scriptSha256}): a cache made from another script is not used. */
  sha256: string;
  /** The names to export, those {@link moduleToScriptBody} returned. */
  exportNames: readonly string[];
}

/** The ES module that loads the script (with its code cache when it matches) and exports its values. */
export function scriptWrapperSource(options: ScriptWrapperOptions): string {
  for (const name of options.exportNames)
    if (!/^[A-Za-z_$][\w$]*$/u.test(name) || name.startsWith('__'))
      throw new Error(`Expected export names that are plain identifiers, got ${name}`);
  const names = options.exportNames.join(', ');
  return `// The root entry: runs ${options.scriptFile} (the bundle as a classic script) with V8's code cache ${options.codeCacheFile}
// when it was made by this V8 from this script (scripts/bundle/script-body.ts, docs/architecture.md). The script is
// ASCII only, so Latin-1 reads it as UTF-8 would, into a one-byte string and faster.
// process.getBuiltinModule, not import: importing node:fs as an ES module builds its facade, reading
// every export, which loads node:stream and the file streams (some 3 ms).
const { readFileSync } = process.getBuiltinModule("node:fs");
const { createRequire } = process.getBuiltinModule("node:module");
const { fileURLToPath } = process.getBuiltinModule("node:url");
const { Script } = process.getBuiltinModule("node:vm");
const __scriptFile = fileURLToPath(new URL(${JSON.stringify(options.scriptFile)}, import.meta.url));
const __script = new Script(readFileSync(__scriptFile, "latin1"), { filename: __scriptFile, cachedData: __codeCache() });
function __codeCache() {
  let file;
  try {
    file = readFileSync(new URL(${JSON.stringify(options.codeCacheFile)}, import.meta.url));
  } catch {
    return undefined;
  }
  const newline = file.indexOf(10);
  if (newline < 0) return undefined;
  let header;
  try {
    header = JSON.parse(file.subarray(0, newline).toString("utf8"));
  } catch {
    return undefined;
  }
  return header.v8 === process.versions.v8 && header.sha256 === ${JSON.stringify(options.sha256)} ? file.subarray(newline + 1) : undefined;
}
const { ${names} } = __script.runInThisContext()(createRequire(import.meta.url), import.meta.url, (specifier) => import(specifier));
export { ${names} };
`;
}

/** `\uXXXX` for each UTF-16 code unit of `text` outside ASCII. */
function escapeCodeUnits(text: string): string {
  return text.replace(/[^\x00-\x7f]/gu, (character) => {
    let escaped = '';
    for (let index = 0; index < character.length; index++)
      escaped += `\\u${character.charCodeAt(index).toString(16).padStart(4, '0')}`;
    return escaped;
  });
}

/**
 * The text of a regex or template literal with its non-ASCII characters escaped by `escapeCharacter`; a
 * character written with an identity escape (`\’`, allowed in a template and without the `u` flag)
 * loses that backslash. Throws on a line continuation (a backslash before U+2028 or U+2029).
 */
function escapeAfterBackslashes(text: string, escapeCharacter: (character: string) => string): string {
  let escaped = '';
  let backslashes = 0;
  for (const character of text) {
    if (character.charCodeAt(0) < 0x80) {
      escaped += character;
      backslashes = character === '\\' ? backslashes + 1 : 0;
      continue;
    }
    if (backslashes % 2 === 1) {
      if (character === '\u2028' || character === '\u2029')
        throw new Error('Expected no line continuation in a literal outside ASCII');
      escaped = escaped.slice(0, -1);
    }
    escaped += escapeCharacter(character);
    backslashes = 0;
  }
  return escaped;
}

/** A regex literal's text escaped: `\u{...}` with the `u` or `v` flag, else `\uXXXX` per code unit (what the character matched without `u`). */
function escapeRegexLiteral(text: string): string {
  const flags = text.slice(text.lastIndexOf('/') + 1);
  const unicode = flags.includes('u') || flags.includes('v');
  return escapeAfterBackslashes(text, (character) =>
    unicode ? `\\u{${character.codePointAt(0)!.toString(16)}}` : escapeCodeUnits(character),
  );
}

/** `true` for a template literal's piece whose template has a tag (its raw text can be read). */
function isTaggedTemplatePiece(node: ts.Node): boolean {
  let template: ts.Node = node;
  while (ts.isTemplateSpan(template.parent) || ts.isTemplateExpression(template.parent))
    template = template.parent;
  return ts.isTaggedTemplateExpression(template.parent);
}

/**
 * `source` (a script) written in ASCII only, with the same meaning: string literals re-written
 * from their values with `\uXXXX` escapes, regex literals escaped as {@link escapeRegexLiteral}
 * says, identifiers, untagged template literals and comments with `\uXXXX` escapes. Node reads an
 * ASCII file as Latin-1 into a one-byte string, some 3 ms faster for the 1 MB bundle than decoding
 * UTF-8 into a two-byte string. Throws on what it cannot escape without changing the meaning (a
 * tagged template literal or whitespace outside ASCII).
 */
export function asciiScript(source: string): string {
  if (!/[^\x00-\x7f]/u.test(source)) return source;
  const file = ts.createSourceFile('script.js', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  let escaped = '';
  let last = 0;
  const visit = (node: ts.Node): void => {
    const start = node.getStart(file);
    const end = node.getEnd();
    if (!/[^\x00-\x7f]/u.test(source.slice(node.getFullStart(), end))) return;
    if (node.getFullStart() >= last) {
      const trivia = source.slice(node.getFullStart(), start);
      if (/[^\x00-\x7f]/u.test(trivia)) {
        if (/(?![\x00-\x7f])\s/u.test(trivia.replace(/\/\*[\s\S]*?\*\/|\/\/.*/gu, '')))
          throw new Error('Expected only ASCII whitespace outside comments and literals');
        escaped += source.slice(last, node.getFullStart()) + escapeCodeUnits(trivia);
        last = start;
      }
    }
    let text: string | undefined;
    if (ts.isStringLiteral(node)) text = escapeCodeUnits(JSON.stringify(node.text));
    else if (ts.isRegularExpressionLiteral(node)) text = escapeRegexLiteral(node.getText(file));
    else if (ts.isTemplateLiteralToken(node)) {
      if (isTaggedTemplatePiece(node) && /[^\x00-\x7f]/u.test(node.getText(file)))
        throw new Error('Expected no character outside ASCII in a tagged template literal');
      text = escapeAfterBackslashes(node.getText(file), escapeCodeUnits);
    } else if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node))
      text = escapeCodeUnits(node.getText(file));
    if (text !== undefined) {
      escaped += source.slice(last, start) + text;
      last = end;
      return;
    }
    for (const child of node.getChildren(file)) visit(child);
  };
  visit(file);
  escaped += escapeCodeUnits(source.slice(last));
  if (/[^\x00-\x7f]/u.test(escaped)) throw new Error('Expected the script in ASCII after escaping');
  return escaped;
}
