/**
 * Route preload hints (issue 14), written at build time as `route-preloads.json` beside index.html: for each module
 * the app loads lazily (a feature's pages, a data preload, the default layout), the chunks it needs that the entry does
 * not already bring. The server (src/server/routePreloads.ts) adds `<link rel="modulepreload">` for the modules of the
 * page asked for to the index.html it sends, so a page's code downloads beside the entry's instead of after it.
 * Used by vite.config.ts as a build plugin.
 */
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_PRELOADS_FILE, type RoutePreloadTable } from '../src/server/routePreloads.ts';

/** What the build says of one output chunk (Rollup/Rolldown's OutputChunk, the fields read here). */
export interface ChunkFacts {
  readonly fileName: string;
  readonly isEntry: boolean;
  readonly isDynamicEntry: boolean;
  readonly facadeModuleId: string | null;
  readonly imports: readonly string[];
}

function closure(start: string, byFile: ReadonlyMap<string, ChunkFacts>): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  visit(start);
  return [...seen];
}

/** Builds the table from the chunks of a build whose root is `root`; URLs are absolute ('/assets/…'). */
export function routePreloadTable(
  chunks: readonly ChunkFacts[],
  root: string,
  base = '/',
): RoutePreloadTable {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const url = (file: string) => `${base}${file}`;
  const entryFiles = new Set(
    chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => closure(chunk.fileName, byFile)),
  );
  const modules: Record<string, string[]> = {};
  for (const chunk of chunks) {
    if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
    const id = relative(root, chunk.facadeModuleId).split('\\').join('/');
    modules[id] = closure(chunk.fileName, byFile)
      .filter((file) => !entryFiles.has(file))
      .map(url);
  }
  return { entry: [...entryFiles].map(url), modules };
}

export function routePreloads(): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'brandpilot-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks: ChunkFacts[] = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                isEntry: output.isEntry,
                isDynamicEntry: output.isDynamicEntry,
                facadeModuleId: output.facadeModuleId,
                imports: output.imports,
              },
            ]
          : [],
      );
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(routePreloadTable(chunks, root, base)),
      });
    },
  };
}
