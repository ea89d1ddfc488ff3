/**
 * Entry of the import parser's worker threads (piscina loads it). Worker threads start as plain
 * Node, whether the app runs under tsx (`npm start`, `npm run import`) or Vitest (vite-node transforms
 * only its own module graph), so this file is JavaScript and loads the TypeScript parser through tsx's
 * API, scoped to this import (tsx docs, "tsImport").
 */
import { existsSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';

// epub2 prints a package file it cannot follow with console.dir (lib/epub.js, getRootFiles): an
// uploader could fill the server's log with it. A parser thread has nothing to say on stdout.
console.dir = () => {};

// Built (`npm start` runs the server compiled to dist/server/) the parser is JavaScript beside this
// file; from the sources (tsx, Vitest) it is TypeScript, loaded through tsx.
const built = new URL('./parse-task.js', import.meta.url);
const { default: parseTask } = existsSync(built)
  ? await import(built.href)
  : await tsImport('./parse-task.ts', import.meta.url);

export default parseTask;
