import type { WorkspaceImportResponse } from '@bc/api';
import { apiError, Button, Field, FormActions } from '@bc/ui';
import { numberFormat } from '@bc/ui/format';
import { type FormEvent, Fragment, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../components/failure-text.ts';
import { useImportWorkspace } from '../api/import-workspace.ts';
import { SwitchWorkspaceButton } from './switch-workspace-button.tsx';
import '../../../components/files.css';

/** What the file input takes: a workspace file as written, or gzip-compressed. */
const ACCEPTED = '.json,.gz,application/json,application/gzip';

/** What the result lists, in the file's order; entries always, the others when the file had some. */
const COUNTED = [
  'wallets',
  'categories',
  'labels',
  'payees',
  'goals',
  'budgets',
  'models',
  'planned_entries',
  'rules',
  'entries',
] as const;

/**
 * "Create a workspace from a file": the file goes to the server, which makes a new workspace of it that the
 * person owns (the current one stays current). Then what went into it, and a way to switch to it; or, beside
 * the file input, why the file was refused.
 */
export function WorkspaceFromFile() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const id = useId();
  const importing = useImportWorkspace();
  const input = useRef<HTMLInputElement>(null);
  const result = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const created = importing.data;

  // The result takes the focus when it arrives, so that the keyboard goes on from it (its switch button).
  useEffect(() => {
    if (created) result.current?.focus();
  }, [created]);

  const problemOf = (error: unknown): string => {
    const { status, message, fields } = apiError(error);
    if (status === 413) return t('workspaces.import.tooLarge');
    const reason = fields.file ?? message;
    if (status === 422 && reason) return t('workspaces.import.unreadable', { reason });
    return failureText(error, tc('errors.generic'));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) {
      setProblem(t('workspaces.import.noFile'));
      input.current?.focus();
      return;
    }
    setProblem(null);
    importing.mutate(file, {
      onSuccess: () => {
        if (input.current) input.current.value = '';
      },
      onError: (error) => {
        setProblem(problemOf(error));
        input.current?.focus();
      },
    });
  };

  return (
    <section className="bc-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('workspaces.import.title')}</h2>
      <p className="bc-muted">{t('workspaces.import.intro')}</p>
      <form className="bc-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
        <Field label={t('workspaces.import.file')} hint={t('workspaces.import.fileHint')} error={problem}>
          <input
            ref={input}
            name="file"
            type="file"
            accept={ACCEPTED}
            required
            onChange={() => setProblem(null)}
          />
        </Field>
        <FormActions>
          <Button type="submit" variant={created ? 'secondary' : 'primary'} busy={importing.isPending}>
            {t('workspaces.import.submit')}
          </Button>
        </FormActions>
      </form>
      {created && (
        <div ref={result} className="bc-file-result" tabIndex={-1}>
          <ImportResult result={created} />
        </div>
      )}
    </section>
  );
}

function ImportResult({ result: { workspace, counts } }: { result: WorkspaceImportResponse }) {
  const { t, i18n } = useTranslation('settings');
  const number = numberFormat(i18n.language);
  const shown = COUNTED.filter((kind) => kind === 'entries' || counts[kind] > 0);
  return (
    <>
      <p className="bc-alert bc-alert-success" role="status">
        <strong>{t('workspaces.import.created', { name: workspace.name })}</strong>
        {counts.invited > 0 && <> {t('workspaces.import.invited', { count: counts.invited })}</>}
      </p>
      <dl className="bc-details-list">
        {shown.map((kind) => (
          <Fragment key={kind}>
            <dt>{t(`workspaces.import.counts.${kind}`)}</dt>
            <dd>{number.format(counts[kind])}</dd>
          </Fragment>
        ))}
      </dl>
      <SwitchWorkspaceButton workspace={workspace} />
    </>
  );
}
