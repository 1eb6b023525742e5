import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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

describe('import boundaries (STYLE.md), enforced by the linter', () => {
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
