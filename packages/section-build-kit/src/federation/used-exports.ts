import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** What code takes from one module: named exports, or the whole namespace (then nothing can be left out). */
export type ModuleUse = { kind: 'names'; names: Set<string> } | { kind: 'namespace' };

export type ImportUses = Map<string, ModuleUse>;

function addNames(uses: ImportUses, specifier: string, names: readonly string[]): void {
  const use = uses.get(specifier);
  if (use?.kind === 'namespace') return;
  if (use) for (const name of names) use.names.add(name);
  else uses.set(specifier, { kind: 'names', names: new Set(names) });
}

function addNamespace(uses: ImportUses, specifier: string): void {
  uses.set(specifier, { kind: 'namespace' });
}

function recordImport(uses: ImportUses, node: ts.ImportDeclaration, specifier: string): void {
  const clause = node.importClause;
  if (clause?.isTypeOnly) return;
  const bindings = clause?.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) {
    addNamespace(uses, specifier);
    return;
  }
  const names: string[] = clause?.name ? ['default'] : [];
  for (const element of bindings?.elements ?? []) {
    if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
  }
  // A side-effect import (no clause) counts too, with no names; a type-only list does not.
  if (names.length > 0 || !bindings) addNames(uses, specifier, names);
}

function recordReExport(uses: ImportUses, node: ts.ExportDeclaration, specifier: string): void {
  if (node.isTypeOnly) return;
  const clause = node.exportClause;
  if (!clause || ts.isNamespaceExport(clause)) {
    addNamespace(uses, specifier);
    return;
  }
  const names = clause.elements.filter((element) => !element.isTypeOnly).map((e) => (e.propertyName ?? e.name).text);
  if (names.length > 0) addNames(uses, specifier, names);
}

function visit(uses: ImportUses, node: ts.Node): void {
  const specifier =
    (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
    node.moduleSpecifier &&
    ts.isStringLiteral(node.moduleSpecifier)
      ? node.moduleSpecifier.text
      : undefined;
  if (specifier && ts.isImportDeclaration(node)) recordImport(uses, node, specifier);
  else if (specifier && ts.isExportDeclaration(node)) recordReExport(uses, node, specifier);
  const isDynamicImport = ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword;
  const [argument] = isDynamicImport ? node.arguments : [];
  if (argument && ts.isStringLiteral(argument)) addNamespace(uses, argument.text);
  ts.forEachChild(node, (child) => visit(uses, child));
}

/**
 * Every module the files import, with the export names they take from it (type-only imports do
 * not count: they are gone at run time). Parsed with the TypeScript compiler, not with patterns.
 */
export function importUses(files: readonly string[], into: ImportUses = new Map()): ImportUses {
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    visit(into, source);
  }
  return into;
}
