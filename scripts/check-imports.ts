/**
 * `npm run check:imports`: the import rules of docs/decisions/0026-import-rules.md, checked on the
 * whole tree in a few seconds with dpdm's parser (type-only imports count; so do dynamic `import()`s).
 *
 * 1. No file imports itself back, directly or through other files.
 * 2. No feature folder (server/modules/<name>, server/plugins/<file>) imports itself back through
 *    other feature folders.
 * 3. server/ never imports web/, web/ never imports server/; contract/ and a shared lib/ import neither.
 *
 * Exits 1 and names each offending path when a rule is broken.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type DependencyTree, parseDependencyTree } from 'dpdm';

/** The folders checked, relative to the root (missing ones are skipped), and the root's own files. */
const SOURCE_GLOBS = [
  'server/**/*.{ts,tsx}',
  'web/**/*.{ts,tsx}',
  'contract/**/*.ts',
  'lib/**/*.ts',
  'scripts/**/*.ts',
  'bench/**/*.ts',
  'e2e/**/*.ts',
  '*.ts',
];

/** Which top-level folders a folder may not import (ADR 0026). */
const FORBIDDEN: Record<string, readonly string[]> = {
  server: ['web'],
  web: ['server'],
  contract: ['server', 'web'],
  lib: ['server', 'web'],
};

/** One import: file `from` imports file `to` (paths relative to the root). */
export interface FileImport {
  from: string;
  to: string;
}

/** What `checkImports` found; every list is empty when the tree keeps the rules. */
export interface ImportReport {
  /** Files checked. */
  fileCount: number;
  /** File cycles, each as the sorted files that reach each other through imports. */
  fileCycles: string[][];
  /** Feature-folder cycles, each as the sorted folders that reach each other. */
  folderCycles: string[][];
  /** For each folder cycle, the file imports between its folders: the ones to untangle. */
  folderCycleImports: FileImport[][];
  forbidden: FileImport[];
}

/** The file graph of `root` as relative path -> relative paths it imports (resolved project files only). */
export async function readImportGraph(root: string): Promise<Map<string, string[]>> {
  const tree: DependencyTree = await parseDependencyTree(SOURCE_GLOBS, {
    cwd: root,
    context: root,
    transform: false,
    skipDynamicImports: false,
    tsconfig: fs.existsSync(path.join(root, 'tsconfig.json')) ? path.join(root, 'tsconfig.json') : undefined,
    exclude: /node_modules|[\\/]dist[\\/]/,
  });
  const graph = new Map<string, string[]>();
  for (const [file, dependencies] of Object.entries(tree)) {
    if (!dependencies) continue;
    const targets = new Set<string>();
    for (const dependency of dependencies) {
      if (dependency.id && tree[dependency.id]) targets.add(normalise(dependency.id));
    }
    graph.set(normalise(file), [...targets]);
  }
  return graph;
}

const normalise = (file: string) => file.split(path.sep).join('/');

/**
 * The strongly connected components of `graph` with more than one node, or one node importing
 * itself (Tarjan's algorithm, iterative so a deep tree cannot overflow the stack). Each is sorted.
 */
export function findCycles(graph: Map<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = graph.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1 || targets.includes(frame.node)) components.push(component.sort());
    }
  }
  return components;
}

/** The feature folder of a server file (`server/modules/<name>`, `server/plugins/<file>`), else null. */
export function featureFolder(file: string): string | null {
  const parts = file.split('/');
  if (parts[0] !== 'server' || parts.length < 3) return null;
  if (parts[1] === 'modules' && parts.length > 3) return `server/modules/${parts[2]}`;
  if (parts[1] === 'plugins') return `server/plugins/${parts[2]!.replace(/\.tsx?$/, '')}`;
  return null;
}

/**
 * The file graph folded onto feature folders. Test files are left out: nothing imports them, so they
 * cannot close a file cycle, and a test may exercise several features together.
 */
export function foldToFolders(graph: Map<string, readonly string[]>): Map<string, string[]> {
  const folded = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = featureFolder(file);
    if (!from || /\.test\.tsx?$/.test(file)) continue;
    const edges = folded.get(from) ?? new Set<string>();
    folded.set(from, edges);
    for (const target of targets) {
      const to = featureFolder(target);
      if (to && to !== from) edges.add(to);
    }
  }
  return new Map([...folded].map(([folder, edges]) => [folder, [...edges]]));
}

/** Every import from one top-level folder into a folder it may not import (ADR 0026). */
export function findForbidden(graph: Map<string, readonly string[]>): FileImport[] {
  const found: FileImport[] = [];
  for (const [from, targets] of graph) {
    const banned = FORBIDDEN[from.split('/')[0]!] ?? [];
    for (const to of targets) if (banned.includes(to.split('/')[0]!)) found.push({ from, to });
  }
  return found;
}

/**
 * The imports of non-test files from one of `folders` into another of them, sorted. In a cycle's
 * folders every such import lies on some cycle, so each is a place where the cycle can be cut.
 */
function importsWithin(graph: Map<string, readonly string[]>, folders: ReadonlySet<string>): FileImport[] {
  const found: FileImport[] = [];
  for (const [from, targets] of graph) {
    const source = featureFolder(from);
    if (!source || !folders.has(source) || /\.test\.tsx?$/.test(from)) continue;
    for (const to of targets) {
      const target = featureFolder(to);
      if (target && target !== source && folders.has(target)) found.push({ from, to });
    }
  }
  return found.sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}

/** Checks the tree under `root` against the import rules (ADR 0026). Reads files; never writes. */
export async function checkImports(root: string): Promise<ImportReport> {
  const graph = await readImportGraph(root);
  const folderCycles = findCycles(foldToFolders(graph));
  return {
    fileCount: graph.size,
    fileCycles: findCycles(graph),
    folderCycles,
    folderCycleImports: folderCycles.map((cycle) => importsWithin(graph, new Set(cycle))),
    forbidden: findForbidden(graph),
  };
}

/** The report as lines for a terminal; empty when the tree keeps the rules. */
export function describeProblems(report: ImportReport): string[] {
  return [
    ...report.fileCycles.map((cycle) => `import cycle between files: ${cycle.join(', ')}`),
    ...report.folderCycles.map(
      (cycle, i) =>
        `import cycle between feature folders: ${cycle.join(', ')}, through\n` +
        (report.folderCycleImports[i] ?? []).map(({ from, to }) => `    ${from} -> ${to}`).join('\n'),
    ),
    ...report.forbidden.map(({ from, to }) => `forbidden import: ${from} imports ${to}`),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
  const report = await checkImports(root);
  const problems = describeProblems(report);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`${problems.length} import rule(s) broken (docs/decisions/0026-import-rules.md)`);
    process.exit(1);
  }
  console.log(`imports: ${report.fileCount} files, no cycles, no forbidden imports`);
}
