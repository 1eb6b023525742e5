// Keeps the arrows between parts of the code pointing one way (run by `pnpm lint`):
// 1. a feature never imports another feature of its app (`<app>/src/features/a/` from `<app>/src/features/b/`):
//    what two features share lives in the app's components/ (or in a shared package);
// 2. a remote never imports another remote or the shell;
// 3. a shared package never imports an app.
// Imports are read by TypeScript (static, re-exports, dynamic import() and require) and resolved, so a relative
// path and a package name (`@bc/entries/...`) are caught alike.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE_FOLDERS = ['shell', 'remotes', 'shared'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.tsbuild']);

/** Where a file sits: its app or package (`remotes/entries`, `shell`, `shared/ui`) and its feature, if any. */
export interface Place {
  unit: string;
  kind: 'remote' | 'shell' | 'shared' | 'other';
  feature: string | null;
}

/** Reads a path relative to the repository root (forward slashes) as a place. */
export function placeOf(file: string): Place {
  const parts = file.split('/');
  const [top, second] = parts;
  const unit = top === 'remotes' || top === 'shared' ? `${top}/${second}` : (top ?? '');
  const kind =
    top === 'remotes' ? 'remote' : top === 'shell' ? 'shell' : top === 'shared' ? 'shared' : 'other';
  const rest = parts.slice(unit.split('/').length);
  const feature = rest[0] === 'src' && rest[1] === 'features' && rest.length > 3 ? (rest[2] ?? null) : null;
  return { unit, kind, feature };
}

/** What is wrong with `from` importing `to` (both paths relative to the root); null when nothing is. */
export function boundaryProblem(from: string, to: string): string | null {
  const source = placeOf(from);
  const target = placeOf(to);
  if (source.unit === target.unit) {
    return source.feature && target.feature && source.feature !== target.feature
      ? `the feature "${source.feature}" imports the feature "${target.feature}": move what they share to ${source.unit}/src/components/ or a shared package`
      : null;
  }
  if (source.kind === 'remote' && (target.kind === 'remote' || target.kind === 'shell')) {
    return `a remote imports ${target.unit}: a remote never imports another remote or the shell`;
  }
  if (source.kind === 'shared' && (target.kind === 'remote' || target.kind === 'shell')) {
    return `a shared package imports ${target.unit}: shared code never imports an app`;
  }
  return null;
}

/** The module specifiers a source file imports, with their line numbers. */
export function importsOf(source: string): { specifier: string; line: number }[] {
  const lineOf = (position: number) => source.slice(0, position).split('\n').length;
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => ({
    specifier: file.fileName,
    line: lineOf(file.pos),
  }));
}

/** The workspace packages by name (`@bc/entries` -> `remotes/entries`). */
export function workspacePackages(root: string = ROOT): Map<string, string> {
  const packages = new Map<string, string>();
  const add = (folder: string) => {
    const manifest = path.join(root, folder, 'package.json');
    if (!existsSync(manifest)) return;
    const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
    if (name) packages.set(name, folder);
  };
  add('shell');
  for (const top of ['remotes', 'shared']) {
    for (const entry of readdirSync(path.join(root, top), { withFileTypes: true })) {
      if (entry.isDirectory()) add(`${top}/${entry.name}`);
    }
  }
  return packages;
}

/**
 * The file or folder (relative to the root) a specifier points into; null for a package outside the
 * workspace. A workspace package stands for its folder: what matters is whose code it is.
 */
export function resolveImport(from: string, specifier: string, packages: Map<string, string>): string | null {
  if (specifier.startsWith('.'))
    return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  for (const [name, folder] of packages) {
    if (specifier === name || specifier.startsWith(`${name}/`))
      return `${folder}/${specifier.slice(name.length)}`;
  }
  return null;
}

/** Every problem of one file: `file:line message`. */
export function fileProblems(file: string, source: string, packages: Map<string, string>): string[] {
  const problems: string[] = [];
  for (const { specifier, line } of importsOf(source)) {
    const target = resolveImport(file, specifier, packages);
    const problem = target && boundaryProblem(file, target);
    if (problem) problems.push(`${file}:${line} imports '${specifier}': ${problem}`);
  }
  return problems;
}

function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      if (SKIPPED_FOLDERS.has(entry.name)) continue;
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (/\.(ts|tsx|mts|js|jsx|mjs)$/.test(entry.name)) found.push(relative);
    }
  };
  walk(folder);
  return found;
}

if (import.meta.main) {
  const packages = workspacePackages();
  const problems = SOURCE_FOLDERS.flatMap(sourceFiles).flatMap((file) =>
    fileProblems(file, readFileSync(path.join(ROOT, file), 'utf8'), packages),
  );
  if (problems.length > 0) {
    console.error(`boundaries: ${problems.length} problem(s)\n${problems.join('\n')}`);
    process.exit(1);
  }
}
