import { describe, expect, it } from 'vitest';
import { unusedKeys } from './lint-i18n.ts';

const code = (text: string) => [{ file: 'remotes/x/src/page.tsx', text }];
const keys = (namespace: string, ...names: string[]) => new Map([[namespace, names]]);

describe('unusedKeys', () => {
  it('reports a key no code spells, and not one a component asks for, in its namespace or another', () => {
    const source = code(
      "t('summary.total'); tc('common:errors.generic'); const NOTICE = { done: 'auth.notices.done' };",
    );
    expect(
      unusedKeys(
        new Map([
          ['shell', ['summary.total', 'summary.planned', 'auth.notices.done']],
          ['common', ['errors.generic', 'empty.noResults']],
        ]),
        source,
      ),
    ).toEqual(['shell:summary.planned', 'common:empty.noResults']);
  });

  it('counts a key built by a template when its variable part is a word the code writes', () => {
    const source = code(
      [
        "export const PLANNING_VALUES = ['daily', 'monthly'] as const;",
        'export const IMPORT_MESSAGES = { zero: "insert amount", noteTooLong: "too long" };',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the code the lint reads, as text
        't(`planning.${value}`); t(`import.serverProblems.${problem.key}`); t(`entries:types.${type}.title`);',
      ].join('\n'),
    );
    expect(
      unusedKeys(
        keys(
          'entries',
          'planning.daily',
          'planning.monthly',
          'planning.hourly',
          'import.serverProblems.zero',
          'import.serverProblems.noteTooLong',
          'types.daily.title',
          'types.daily.help',
        ),
        source,
      ),
    ).toEqual(['entries:planning.hourly', 'entries:types.daily.help']);
  });

  it('counts plural forms with their key, and what the allow-list names (mails, reference data)', () => {
    const source = code("t('entries.count', { count });");
    expect(unusedKeys(keys('entries', 'entries.count_one', 'entries.count_other'), source)).toEqual([]);
    expect(unusedKeys(keys('mail', 'verify.subject'), [])).toEqual([]);
    expect(unusedKeys(keys('reference', 'category.home'), [])).toEqual([]);
  });
});
