/**
 * What the entry brings with it (issue 14): the modules src/main.tsx reaches through static imports are the login
 * page's JavaScript, measured against a bare React page in `npm run bench`. These tests walk that graph the way the
 * bundler does (type-only declarations are erased; `import()` starts a chunk of its own) and name modules that
 * belong to signed-in pages and must stay out of it. Each was in it once.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

/** The static imports of a module: repository paths, or `npm:<name>` for packages. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly)
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier)
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
  }
  return specifiers.map((specifier) => {
    if (!specifier.startsWith('.')) {
      const parts = specifier.split('/');
      return `npm:${specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]}`;
    }
    const path = resolve(dirname(file), specifier);
    if (!existsSync(path))
      throw new Error(`${relative(root, file)} imports ${specifier}, which does not exist`);
    return relative(root, path);
  });
}

/** Every module the entry reaches, with the module that first brought each one. */
function entryGraph(): Map<string, string | null> {
  const reached = new Map<string, string | null>([['src/main.tsx', null]]);
  const queue = ['src/main.tsx'];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (!/\.tsx?$/.test(file)) continue;
    for (const imported of staticImports(resolve(root, file))) {
      if (reached.has(imported)) continue;
      reached.set(imported, file);
      if (!imported.startsWith('npm:')) queue.push(imported);
    }
  }
  return reached;
}

/** How `module` was reached: the chain of importers from the entry (for the failure message). */
function chainTo(graph: Map<string, string | null>, module: string): string {
  const chain: string[] = [];
  for (let at: string | null | undefined = module; at; at = graph.get(at)) chain.unshift(at);
  return chain.join(' -> ');
}

describe("the entry's static imports (the login page's JavaScript)", () => {
  const graph = entryGraph();

  it('reach the login page, its statechart and the route table', () => {
    for (const module of [
      'src/features/auth/LoginPage.tsx',
      'machines/auth.machine.ts',
      'src/domain/routeTable.ts',
      'npm:xstate',
    ])
      expect(graph.has(module), module).toBe(true);
  });

  it.each([
    // The data cache: its first read loads it (src/api/queries/appCache.ts clears it without loading it).
    ['npm:@tanstack/query-core'],
    // Charts: the dashboard's chunk.
    ['npm:echarts'],
    // The statechart viewer's graph code: the inspection recorder needs only machines/transitionKey.ts.
    ['machines/chartModel.ts'],
    // Dates: the planner's and the dashboard's chunks (the paywall machine's end date and the last-login stamp are
    // written without it).
    ['npm:dayjs'],
    // The network-speed indicator: the default layout's (signed-in pages); the login page only watches online/offline.
    ['src/features/presence/ConnectionSpeed.tsx'],
    ['machines/connectionSpeed.machine.ts'],
    ['src/domain/routePreloads.ts'],
  ])('leave out %s', (module) => {
    expect(graph.has(module), chainTo(graph, module)).toBe(false);
  });
});
