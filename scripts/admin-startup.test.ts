import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(root, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null; // a package
  return ['.ts', '.tsx', '/index.ts'].map((end) => base + end).find((file) => fs.existsSync(file)) ?? (fs.existsSync(base) ? base : null);
}

/** The project's files a module loads when it starts: static value imports, not `import type` nor `await import()`. */
function loadedAtStart(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      const typeOnly = ts.isImportDeclaration(statement) ? statement.importClause?.isTypeOnly : ts.isExportDeclaration(statement) ? statement.isTypeOnly : true;
      const specifier = (statement as ts.ImportDeclaration | ts.ExportDeclaration).moduleSpecifier;
      if (typeOnly || !specifier || !ts.isStringLiteral(specifier)) continue;
      const target = resolveLocal(file, specifier.text);
      if (target) visit(target);
    }
  };
  visit(path.join(root, entry));
  return seen;
}

describe('the operator CLI', () => {
  it('starts without loading the search engine (only import-people loads it, when it runs)', () => {
    const loaded = [...loadedAtStart('scripts/admin.ts')].map((file) => path.relative(root, file));
    expect(loaded).toContain('server/operator/admin-commands.ts');
    // The engine and its vocabulary took 1.5 s of every command's 4.5 s start.
    expect(loaded).not.toContain('server/search/index.ts');
    expect(loaded).not.toContain('server/search/vocab/gazetteer-data.ts');
  });
});
