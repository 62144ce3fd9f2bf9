import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The contracts import one way: constants (no zod) → shared fields → a resource's request schemas
// (`schemas/<resource>.ts`) → its answers (`<resource>.responses.ts`, which the request file
// names for their types only) → routes. The lint's cycle rule does not see type-only imports; this
// test does, so a type re-export cannot close a circle either.

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Each file's relative imports and re-exports (`import type` and `export type` included). */
function importGraph(files: Record<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, text] of Object.entries(files)) {
    const targets = [...text.matchAll(/(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/g)].flatMap((m) => {
      const base = path.join(path.dirname(file), m[1]!);
      return [`${base}.ts`, path.join(base, 'index.ts')].filter((f) => f in files).slice(0, 1);
    });
    graph.set(file, targets);
  }
  return graph;
}

/** The import circles of a graph: each as the files along it, first file repeated at the end. */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const walk = (file: string, trail: string[]) => {
    const at = trail.indexOf(file);
    if (at >= 0) {
      found.push([...trail.slice(at), file]);
      return;
    }
    if (done.has(file)) return;
    for (const next of graph.get(file) ?? []) walk(next, [...trail, file]);
    done.add(file);
  };
  for (const file of graph.keys()) walk(file, []);
  return found;
}

describe('the direction of the imports between contract files', () => {
  it('when two files import each other (a type re-export included), then the check finds the circle', () => {
    const graph = importGraph({
      '/c/a.ts': "export type { A } from './a.responses';\nexport const kinds = ['x'] as const;",
      '/c/a.responses.ts': "import { kinds } from './a';",
      '/c/b.ts': "import { kinds } from './a';",
    });
    expect(circles(graph)).toEqual([['/c/a.ts', '/c/a.responses.ts', '/c/a.ts']]);
  });

  it('when the contracts are read, then no file imports, even for a type, a file that imports it', () => {
    const files = Object.fromEntries(sourceFiles(src).map((f) => [f, fs.readFileSync(f, 'utf8')]));
    expect(Object.keys(files).length).toBeGreaterThan(50);
    expect(circles(importGraph(files)).map((c) => c.map((f) => path.relative(src, f)).join(' → '))).toEqual(
      [],
    );
  });
});
