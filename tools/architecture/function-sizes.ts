// The length in lines of every function in a set of files (declarations,
// methods, arrows and function expressions; a route handler is named by its
// route), for `npx tsx scripts/architecture.ts`.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

export interface FunctionSize {
  file: string;
  name: string;
  lines: number;
}

function nameOf(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) return node.name.getText();
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) return parent.name.getText();
  if (ts.isCallExpression(parent)) {
    const route = parent.arguments.find((a) => ts.isStringLiteral(a));
    const callee = parent.expression.getText();
    return route && ts.isStringLiteral(route) ? `${callee} ${route.text}` : `(argument of ${callee})`;
  }
  return '(anonymous)';
}

export function functionSizes(root: string, files: readonly string[]): FunctionSize[] {
  const sizes: FunctionSize[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node: ts.Node) => {
      if (ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isConstructorDeclaration(node)) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        sizes.push({ file, name: nameOf(node), lines: end - start + 1 });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return sizes.sort((a, b) => b.lines - a.lines);
}
