import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileProblems, workspacePackages } from './lint-boundaries.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const BIOME = path.join(ROOT, 'node_modules/.bin/biome');

/** Lints a snippet placed, for the moment of the check, at the given place of the tree. */
function lint(file: string, source: string): string {
  const probe = path.join(ROOT, file.replace(/\.ts$/, `.lint-probe-${process.pid}.ts`));
  const folder = path.dirname(probe);
  const madeFolder = !existsSync(folder);
  mkdirSync(folder, { recursive: true });
  writeFileSync(probe, source);
  try {
    const result = spawnSync(BIOME, ['lint', '--max-diagnostics=50', probe], { cwd: ROOT, encoding: 'utf8' });
    return `${result.stdout}${result.stderr}`;
  } finally {
    rmSync(probe);
    if (madeFolder) rmdirSync(folder);
  }
}

describe('import boundaries between apps and packages, enforced by biome', () => {
  it.each([
    ['remotes/entries/src/x.ts', "import { A } from '@bc/budgets-goals';", 'another remote'],
    ['remotes/entries/src/x.ts', "import { A } from '@bc/shell';", 'never imports the shell'],
    ['remotes/entries/src/x.ts', "import { atom } from 'jotai';", '@bc/session'],
    ['shared/ui/src/x.ts', "import { A } from '@bc/settings';", 'never imports an app'],
    ['server/src/x.ts', "import { useState } from 'react';", 'never imports React'],
    ['shell/src/x.ts', "import ky from 'ky';", 'one HTTP client'],
    ['remotes/settings/src/x.ts', "import { Link } from 'react-router';", '@bc/router'],
  ])('%s may not `%s`', (file, source, message) => {
    expect(lint(file, `${source}\nexport const used = A;\n`)).toContain(message);
  });

  it('lets a remote import shared packages and keep private atoms in its state module', () => {
    expect(
      lint('remotes/entries/src/x.ts', "import { http } from '@bc/session';\nexport const c = http;\n"),
    ).not.toContain('noRestrictedImports');
    expect(
      lint(
        'remotes/entries/src/state/atoms.ts',
        "import { atom } from 'jotai';\nexport const a = atom(0);\n",
      ),
    ).not.toContain('noRestrictedImports');
  });
});

describe('import boundaries, checked by scripts/lint-boundaries.ts', () => {
  const packages = workspacePackages();
  const check = (file: string, source: string) => fileProblems(file, source, packages);

  it('reports a feature that imports another feature of its app, static or dynamic', () => {
    const file = 'remotes/entries/src/features/search/routes/search-page.tsx';
    expect(check(file, "import { EntryList } from '../../entries-list/components/entry-list.tsx';")).toEqual([
      `${file}:1 imports '../../entries-list/components/entry-list.tsx': the feature "search" imports the feature "entries-list": move what they share to remotes/entries/src/components/ or a shared package`,
    ]);
    expect(
      check('shell/src/features/a/x.ts', "\nexport const page = () => import('../b/page.tsx');"),
    ).toEqual([expect.stringMatching(/^shell\/src\/features\/a\/x\.ts:2 .*"a" imports the feature "b"/)]);
  });

  it("lets a feature import its own files, the app's components and shared packages", () => {
    const file = 'remotes/entries/src/features/search/routes/search-page.tsx';
    const source = [
      "import { useFindEntries } from '../api/find-entries.ts';",
      "import { EntryList } from '../../../components/entry-list/entry-list.tsx';",
      "import { Field } from '@bc/ui';",
      "import { useState } from 'react';",
    ].join('\n');
    expect(check(file, source)).toEqual([]);
  });

  it('reports a remote that reaches into another remote or the shell, by path or by package', () => {
    const file = 'remotes/settings/src/features/profile/x.ts';
    expect(check(file, "import { a } from '../../../../entries/src/paths.ts';")).toEqual([
      expect.stringContaining('a remote imports remotes/entries'),
    ]);
    expect(check(file, "export { b } from '@bc/shell/src/paths.ts';")).toEqual([
      expect.stringContaining('a remote imports shell'),
    ]);
  });

  it('reports a shared package that imports an app', () => {
    expect(check('shared/ui/src/x.ts', "import { c } from '@bc/stats-dashboard';")).toEqual([
      expect.stringContaining('shared code never imports an app'),
    ]);
    expect(check('shared/ui/src/x.ts', "import { d } from '../../domain/src/index.ts';")).toEqual([]);
  });

  it('finds no problem in the tree as it is', () => {
    const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/lint-boundaries.ts')], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
