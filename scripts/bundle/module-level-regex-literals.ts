/**
 * Rewrites the regex literals of a module's top level (`const WORD = /\p{L}+/u;`) as constructor
 * calls (`const WORD = new RegExp("\\p{L}+", "u");`), for the root entry's bundle.
 *
 * Why: V8 checks the syntax of every regex literal when it compiles a file, again when it creates
 * the regex, and a Unicode pattern (`\p{L}`, the `u` and `i` flags) is costly to read. A regex the
 * module's top level creates is created once, so its literal is read twice for nothing: as a
 * constructor call it is read only when created. The result is the same regex (same source, same
 * flags, a new object per evaluation, as a literal gives). Literals inside functions, methods and
 * class field initializers are kept: those are evaluated per call, where a literal (a copy of one
 * compiled regex) is faster than `new RegExp` (a look-up in V8's regex cache).
 *
 * @example
 * ```ts
 * constructModuleLevelRegexLiterals('const A = /a+/giu;\nfunction f() { return /b/.test("b"); }');
 * // 'const A = new RegExp("a+", "giu");\nfunction f() { return /b/.test("b"); }'
 * ```
 */
import ts from 'typescript';

/** What {@link constructModuleLevelRegexLiterals} returns. */
export interface RegexLiteralRewrite {
  /** The source with the module-level regex literals rewritten. */
  source: string;
  /** How many literals were rewritten (module level). */
  rewritten: number;
  /** How many literals were kept (inside a function, method or class field). */
  kept: number;
}

/** `true` for a node whose body runs per call or per instance, not once with the module's top level. */
function runsPerCall(node: ts.Node): boolean {
  return (
    ts.isFunctionLike(node) ||
    ts.isClassStaticBlockDeclaration(node) ||
    (ts.isPropertyDeclaration(node) &&
      !(ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Static) &&
      node.initializer !== undefined)
  );
}

/**
 * The module-level regex literals of `source` (a JavaScript module) rewritten as `new RegExp(...)`.
 * Throws when `source` binds the name `RegExp` itself (the rewrite would call that binding).
 */
export function constructModuleLevelRegexLiterals(source: string): RegexLiteralRewrite {
  const file = ts.createSourceFile('module.js', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const literals: ts.Node[] = [];
  let kept = 0;
  const visit = (node: ts.Node, perCall: boolean): void => {
    if (ts.isIdentifier(node) && node.text === 'RegExp' && isDeclarationName(node))
      throw new Error('Expected a module that does not bind the name RegExp, got a declaration of it');
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      if (perCall) kept++;
      else literals.push(node);
      return;
    }
    const inner = perCall || runsPerCall(node);
    ts.forEachChild(node, (child) => visit(child, inner));
  };
  visit(file, false);
  let rewritten = '';
  let last = 0;
  for (const literal of literals) {
    const text = literal.getText(file);
    const closing = text.lastIndexOf('/');
    const pattern = text.slice(1, closing);
    const flags = text.slice(closing + 1);
    rewritten += `${source.slice(last, literal.getStart(file))}new RegExp(${JSON.stringify(pattern)}, ${JSON.stringify(flags)})`;
    last = literal.getEnd();
  }
  return { source: rewritten + source.slice(last), rewritten: literals.length, kept };
}

/** `true` when `identifier` is the name a declaration binds (variable, parameter, function, class, import). */
function isDeclarationName(identifier: ts.Identifier): boolean {
  const parent = identifier.parent;
  return (
    (ts.isVariableDeclaration(parent) ||
      ts.isParameter(parent) ||
      ts.isFunctionDeclaration(parent) ||
      ts.isFunctionExpression(parent) ||
      ts.isClassDeclaration(parent) ||
      ts.isClassExpression(parent) ||
      ts.isImportSpecifier(parent) ||
      ts.isImportClause(parent) ||
      ts.isNamespaceImport(parent) ||
      ts.isBindingElement(parent)) &&
    parent.name === identifier
  );
}
