import { RULE_DRY_RUN_CHANGES, type Rule, type RuleChange, type RuleDryRun, type RuleRun } from '@bc/api';
import { Alert, Button, ConfirmDialog, Field, Modal } from '@bc/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplyRule } from '../api/apply-rule.ts';
import { useRuleRun } from '../api/get-rule-run.ts';
import { usePreviewRuleRun } from '../api/preview-rule-run.ts';
import { useUndoRuleRun } from '../api/undo-rule-run.ts';
import { changeValueText } from '../rule-summary.ts';
import { useRuleNames } from '../use-rule-names.ts';

export interface RunRuleDialogProps {
  rule: Rule;
  onClose: () => void;
}

/**
 * Runs a rule on the entries the workspace already has: a preview first (how many match, the first changes
 * as before → after), then the run in the background, followed every second to its end, and its undo.
 */
export function RunRuleDialog({ rule, onClose }: RunRuleDialogProps) {
  const { t } = useTranslation('settings');
  const [changeOwnEdits, setChangeOwnEdits] = useState(false);
  const [runId, setRunId] = useState<string | null>(null);
  const preview = usePreviewRuleRun();
  const apply = useApplyRule();
  const request = { id: rule.id, changeOwnEdits };

  return (
    <Modal title={t('rules.run.title', { name: rule.name })} onClose={onClose} className="bc-rule-run-dialog">
      {runId ? (
        <RunProgress runId={runId} onClose={onClose} />
      ) : (
        <>
          <p className="bc-muted">{t('rules.run.intro')}</p>
          <Field
            id="rule-run-own-edits"
            label={t('rules.run.changeOwnEdits')}
            hint={t('rules.run.changeOwnEditsHint')}
            inline
          >
            <input
              type="checkbox"
              checked={changeOwnEdits}
              onChange={(event) => {
                setChangeOwnEdits(event.target.checked);
                // The preview was of the other choice.
                preview.reset();
              }}
            />
          </Field>
          {preview.isError && <Alert tone="error">{t('rules.failed')}</Alert>}
          {apply.isError && <Alert tone="error">{t('rules.failed')}</Alert>}
          {preview.data && <PreviewResult result={preview.data} />}
          <div className="bc-actions bc-rule-run-actions">
            {preview.data && preview.data.changes.length > 0 ? (
              <Button
                variant="primary"
                busy={apply.isPending}
                onClick={() => apply.mutate(request, { onSuccess: ({ run_id }) => setRunId(run_id) })}
              >
                {t('rules.run.apply')}
              </Button>
            ) : (
              <Button
                variant={preview.data ? 'secondary' : 'primary'}
                busy={preview.isPending}
                onClick={() => preview.mutate(request)}
              >
                {t('rules.run.preview')}
              </Button>
            )}
            <Button onClick={onClose}>{t('rules.run.close')}</Button>
          </div>
        </>
      )}
    </Modal>
  );
}

/** The same change of the same field, made to several entries, is one line with their count. */
function changeLines(changes: readonly RuleChange[], context: Parameters<typeof changeValueText>[2]) {
  const lines = new Map<string, { field: RuleChange['field']; text: string; count: number }>();
  for (const change of changes) {
    const text = context.t('rules.run.change', {
      before: changeValueText(change.field, change.before, context),
      after: changeValueText(change.field, change.after, context),
    });
    const key = `${change.field}\n${text}`;
    const line = lines.get(key);
    if (line) line.count += 1;
    else lines.set(key, { field: change.field, text, count: 1 });
  }
  return [...lines.entries()].map(([key, line]) => ({ key, ...line }));
}

/** What the dry run found: the count of matching entries and the changes, before → after, in words. */
function PreviewResult({ result }: { result: RuleDryRun }) {
  const { t } = useTranslation('settings');
  const names = useRuleNames();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bc-rule-preview">
      {/* Announced when the preview comes. */}
      <div role="status">
        <h3 id={headingId}>{t('rules.run.matched', { count: result.matched })}</h3>
      </div>
      {result.changes.length === 0 ? (
        <p>{t('rules.run.nothing')}</p>
      ) : (
        <>
          <ul className="bc-rule-changes" aria-label={t('rules.run.changes')}>
            {changeLines(result.changes, { t, names }).map((line) => (
              <li key={line.key}>
                <span className="bc-rule-change-field">{t(`rules.run.changeFields.${line.field}`)}</span>
                <span>{line.text}</span>
                {line.count > 1 && (
                  <span className="bc-badge">{t('rules.run.entries', { count: line.count })}</span>
                )}
              </li>
            ))}
          </ul>
          {result.changes.length >= RULE_DRY_RUN_CHANGES && (
            <p className="bc-muted">{t('rules.run.firstChanges', { count: result.changes.length })}</p>
          )}
        </>
      )}
    </section>
  );
}

/** A started run: its progress bar while it runs, then what it changed, with its undo beside Close. */
function RunProgress({ runId, onClose }: { runId: string; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const run = useRuleRun(runId);
  return (
    <>
      {run.isError && !run.data && <Alert tone="error">{t('rules.failed')}</Alert>}
      {!run.data && !run.isError && <p role="status">{t('rules.run.starting')}</p>}
      {run.data && <RunState run={run.data} />}
      <div className="bc-actions bc-rule-run-actions">
        {run.data && <UndoRunButton run={run.data} label={t('rules.run.undo')} />}
        <Button onClick={onClose}>{t('rules.run.close')}</Button>
      </div>
    </>
  );
}

/** A run as it stands: running (scanned of total), then done (changed), failed or undone. */
function RunState({ run }: { run: RuleRun }) {
  const { t } = useTranslation('settings');
  const progressId = useId();
  if (run.status === 'running') {
    return (
      <div className="bc-rule-progress">
        <label htmlFor={progressId}>{t('rules.run.progressLabel')}</label>
        <progress id={progressId} max={Math.max(run.total, 1)} value={run.scanned} />
        <p role="status">{t('rules.run.progress', { scanned: run.scanned, total: run.total })}</p>
      </div>
    );
  }
  return (
    <p role="status">
      {run.status === 'done' && t('rules.run.changed', { count: run.changed })}
      {run.status === 'failed' && t('rules.run.failed')}
      {run.status === 'undone' && t('rules.run.undone', { count: run.changed })}
    </p>
  );
}

/** Undo of a done run that changed entries, after a yes; nothing for the other runs. */
export function UndoRunButton({ run, label }: { run: RuleRun; label: string }) {
  const { t } = useTranslation('settings');
  const [confirming, setConfirming] = useState(false);
  const undo = useUndoRuleRun();
  if (run.status !== 'done' || run.changed === 0) return null;
  return (
    <>
      {undo.isError && <Alert tone="error">{t('rules.failed')}</Alert>}
      <Button aria-haspopup="dialog" onClick={() => setConfirming(true)}>
        {label}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={t('rules.run.undoTitle')}
          question={t('rules.run.undoQuestion', { count: run.changed })}
          busy={undo.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => undo.mutate(run.run_id, { onSettled: () => setConfirming(false) })}
        />
      )}
    </>
  );
}
