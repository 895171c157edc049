/**
 * Rewrites the regex literals of the root entry's bundle so that V8 reads each pattern once, when
 * the regex is created, instead of also when it compiles the file and each function:
 *
 * - at a module's top level (evaluated once): `/\p{L}+/u` becomes `new RegExp("\\p{L}+", "u")`;
 * - inside a function, method or class field, without the `g` or `y` flag:
 *   `(regexLiteral3 ??= new RegExp("\\p{L}+", "u"))`, one module-level variable per literal, so
 *   the regex is created on the first call that reaches it and reused by the next ones (a regex
 *   without `g` or `y` keeps no state between matches: `exec`, `test`, `match`, `replace`,
 *   `search` and `split` neither read nor write anything on it that a call could leave behind);
 * - inside a function with the `g` or `y` flag: kept, since each evaluation must give a new regex
 *   (its own `lastIndex`).
 *
 * Why: V8 checks the syntax of every regex literal when it compiles a file, again when it compiles
 * the function holding it, and reads the pattern again to create the regex; a Unicode pattern
 * (`\p{L}`, the `u` and `i` flags) is costly to read. The rewritten regexes have the same source and
 * flags, so they match the same way.
 *
 * @example
 * ```ts
 * deferRegexLiterals('const A = /a+/giu;\nfunction f(s) { return /b/i.test(s); }').source;
 * // 'var regexLiteral0;\nconst A = new RegExp("a+", "giu");\nfunction f(s) { return (regexLiteral0 ??= new RegExp("b", "i")).test(s); }'
 * ```
 */
import ts from 'typescript';

/** What {@link deferRegexLiterals} returns. */
export interface RegexLiteralRewrite {
  /** The rewritten source. */
  source: string;
  /** Literals at a module's top level, now `new RegExp(...)`. */
  moduleLevel: number;
  /** Literals inside functions, now created on first use and reused. */
  reused: number;
  /** Literals inside functions with the `g` or `y` flag, kept. */
  kept: number;
}

/** The prefix of the variables that hold the reused regexes. */
const VARIABLE_PREFIX = 'regexLiteral';

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
 * The regex literals of `source` (a JavaScript module) rewritten as described above. Throws when
 * `source` binds the name `RegExp` itself or already has a name starting with `regexLiteral`.
 */
export function deferRegexLiterals(source: string): RegexLiteralRewrite {
  const file = ts.createSourceFile('module.js', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const replacements: Array<{ start: number; end: number; text: string }> = [];
  let moduleLevel = 0;
  let reused = 0;
  let kept = 0;
  const visit = (node: ts.Node, perCall: boolean): void => {
    if (ts.isIdentifier(node)) {
      if (node.text === 'RegExp' && isDeclarationName(node))
        throw new Error('Expected a module that does not bind the name RegExp, got a declaration of it');
      if (node.text.startsWith(VARIABLE_PREFIX))
        throw new Error(`Expected no name starting with ${VARIABLE_PREFIX}, got ${node.text}`);
    }
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const text = node.getText(file);
      const closing = text.lastIndexOf('/');
      const flags = text.slice(closing + 1);
      const construction = `new RegExp(${JSON.stringify(text.slice(1, closing))}, ${JSON.stringify(flags)})`;
      const span = { start: node.getStart(file), end: node.getEnd() };
      if (!perCall) {
        moduleLevel++;
        replacements.push({ ...span, text: construction });
      } else if (flags.includes('g') || flags.includes('y')) kept++;
      else replacements.push({ ...span, text: `(${VARIABLE_PREFIX}${reused++} ??= ${construction})` });
      return;
    }
    const inner = perCall || runsPerCall(node);
    ts.forEachChild(node, (child) => visit(child, inner));
  };
  visit(file, false);
  let rewritten =
    reused === 0
      ? ''
      : `var ${Array.from({ length: reused }, (_, index) => `${VARIABLE_PREFIX}${index}`).join(', ')};\n`;
  let last = 0;
  for (const { start, end, text } of replacements) {
    rewritten += source.slice(last, start) + text;
    last = end;
  }
  return { source: rewritten + source.slice(last), moduleLevel, reused, kept };
}

/** `true` when `identifier` is the name a declaration binds (variable, parameter, function, class, import). */
export function isDeclarationName(identifier: ts.Identifier): boolean {
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
