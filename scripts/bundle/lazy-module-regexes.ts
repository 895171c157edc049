/**
 * Creates the root bundle's module-level regexes on first use instead of at import: a statement
 * `var WORD = new RegExp("\\p{L}+", "u");` (both arguments string literals, after
 * `regex-literals.ts`) becomes `var WORD;`, and every read of `WORD` becomes
 * `(WORD ??= new RegExp("\\p{L}+", "u"))`. V8 reads a regex's pattern when it creates it, and a
 * Unicode one is costly; a process that never reaches a regex (another language's, another area's)
 * no longer pays for it. The regex is still created once and shared, as before, with the same
 * source and flags; only the moment differs, which nothing can observe (the arguments are literals).
 *
 * A variable is left as it is when anything else could tell the difference or the rewrite could
 * be wrong: the name is declared anywhere else in the file (a shadowing parameter or local), it is
 * assigned, exported, used as a shorthand property (`{ WORD }`), or its statement declares more
 * than one variable.
 *
 * @example
 * ```ts
 * lazyModuleRegexes('var A = new RegExp("a", "u");\nfunction f(s) { return A.test(s); }').source;
 * // 'var A;\nfunction f(s) { return (A ??= new RegExp("a", "u")).test(s); }'
 * ```
 */
import ts from 'typescript';
import { isDeclarationName } from './regex-literals.js';

/** What {@link lazyModuleRegexes} returns. */
export interface LazyRegexRewrite {
  source: string;
  /** The variables now created on first use. */
  lazy: string[];
}

/** `true` for `new RegExp("...", "...")` with string-literal arguments only. */
function isConstantRegExp(node: ts.Expression): node is ts.NewExpression {
  return (
    ts.isNewExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'RegExp' &&
    node.arguments !== undefined &&
    node.arguments.length >= 1 &&
    node.arguments.length <= 2 &&
    node.arguments.every(
      (argument) => ts.isStringLiteral(argument) || ts.isNoSubstitutionTemplateLiteral(argument),
    )
  );
}

/** How an identifier named like a candidate is used. */
export type Use = 'reference' | 'not-a-reference' | 'disqualifies';

export function useOf(identifier: ts.Identifier): Use {
  const parent = identifier.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === identifier) return 'not-a-reference';
  if (
    (ts.isPropertyAssignment(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isGetAccessorDeclaration(parent) ||
      ts.isSetAccessorDeclaration(parent) ||
      ts.isPropertySignature(parent)) &&
    parent.name === identifier
  )
    return 'not-a-reference';
  if (ts.isLabeledStatement(parent) || ts.isBreakOrContinueStatement(parent)) return 'not-a-reference';
  if (ts.isShorthandPropertyAssignment(parent) || ts.isExportSpecifier(parent)) return 'disqualifies';
  if (isDeclarationName(identifier)) return 'disqualifies';
  if (
    ts.isBinaryExpression(parent) &&
    parent.left === identifier &&
    parent.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
    parent.operatorToken.kind <= ts.SyntaxKind.LastAssignment
  )
    return 'disqualifies';
  if (
    (ts.isPrefixUnaryExpression(parent) || ts.isPostfixUnaryExpression(parent)) &&
    (parent.operator === ts.SyntaxKind.PlusPlusToken || parent.operator === ts.SyntaxKind.MinusMinusToken)
  )
    return 'disqualifies';
  if (
    (ts.isForInStatement(parent) || ts.isForOfStatement(parent)) &&
    parent.initializer === (identifier as ts.Node)
  )
    return 'disqualifies';
  if (ts.isArrayLiteralExpression(parent) || ts.isObjectLiteralExpression(parent)) {
    // a destructuring target (`[WORD] = ...`) assigns it
    let outer: ts.Node = parent;
    while (ts.isArrayLiteralExpression(outer.parent) || ts.isObjectLiteralExpression(outer.parent))
      outer = outer.parent;
    if (ts.isBinaryExpression(outer.parent) && outer.parent.left === outer) return 'disqualifies';
  }
  return 'reference';
}

/** `source` (a JavaScript module) with its constant module-level regexes created on first use. */
export function lazyModuleRegexes(source: string): LazyRegexRewrite {
  const file = ts.createSourceFile('module.js', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const candidates = new Map<
    string,
    { statement: ts.VariableStatement; declaration: ts.VariableDeclaration }
  >();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || statement.declarationList.declarations.length !== 1) continue;
    const declaration = statement.declarationList.declarations[0]!;
    if (!ts.isIdentifier(declaration.name) || declaration.initializer === undefined) continue;
    if (!isConstantRegExp(declaration.initializer)) continue;
    if (!(statement.declarationList.flags & (ts.NodeFlags.Let | ts.NodeFlags.Const)))
      candidates.set(declaration.name.text, { statement, declaration });
  }
  const references = new Map<string, ts.Identifier[]>();
  const disqualified = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && candidates.has(node.text)) {
      const candidate = candidates.get(node.text)!;
      if (node !== candidate.declaration.name) {
        const use = useOf(node);
        if (use === 'disqualifies') disqualified.add(node.text);
        else if (use === 'reference') references.set(node.text, [...(references.get(node.text) ?? []), node]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  const replacements: Array<{ start: number; end: number; text: string }> = [];
  const lazy: string[] = [];
  for (const [name, { statement, declaration }] of candidates) {
    if (disqualified.has(name)) continue;
    lazy.push(name);
    const creation = declaration.initializer!.getText(file);
    replacements.push({ start: statement.getStart(file), end: statement.getEnd(), text: `var ${name};` });
    for (const reference of references.get(name) ?? [])
      replacements.push({
        start: reference.getStart(file),
        end: reference.getEnd(),
        text: `(${name} ??= ${creation})`,
      });
  }
  replacements.sort((first, second) => first.start - second.start);
  let rewritten = '';
  let last = 0;
  for (const { start, end, text } of replacements) {
    rewritten += source.slice(last, start) + text;
    last = end;
  }
  return { source: rewritten + source.slice(last), lazy };
}
