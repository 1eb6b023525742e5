import type { Rule } from '@bc/api';
import { paths, useNavigate, useParams } from '@bc/router';
import { httpStatus } from '@bc/session';
import { Alert, Button, Loading } from '@bc/ui';
import { RunIcon } from '@bc/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../components/settings-page.tsx';
import { useRule } from '../api/get-rule.ts';
import { RuleForm } from '../components/rule-form.tsx';
import { RuleRuns } from '../components/rule-runs.tsx';
import { RunRuleDialog } from '../components/run-rule-dialog.tsx';
import { draftOf } from '../rule-draft.ts';
import '../rules.css';
import { useCanWriteRules } from '../use-can-write-rules.ts';
import type { RulesPageState } from './rules-page.tsx';

/** /settings/rules/edit/:id: the rule in the builder, its run on existing entries and its recent runs. */
export function RuleEditPage() {
  const { t } = useTranslation('settings');
  const { id = '' } = useParams();
  const ruleId = Number(id);
  const valid = Number.isInteger(ruleId) && ruleId > 0;
  const rule = useRule(valid ? ruleId : 0);
  const notFound = !valid || httpStatus(rule.error) === 404;
  return (
    <SettingsPage
      title={t('rules.editTitle')}
      back={{ to: paths.settings.rules.getHref(), label: t('rules.back') }}
    >
      {notFound ? (
        <Alert tone="error">{t('rules.notFound')}</Alert>
      ) : rule.isError ? (
        <Alert tone="error">{t('rules.loadFailed')}</Alert>
      ) : rule.data ? (
        <EditRule key={rule.data.id} rule={rule.data} />
      ) : (
        <Loading />
      )}
    </SettingsPage>
  );
}

function EditRule({ rule }: { rule: Rule }) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const canWrite = useCanWriteRules();
  const [running, setRunning] = useState(false);
  const [initial] = useState(() => draftOf(rule));
  const state: RulesPageState = { flash: [{ tone: 'success', text: t('rules.updated') }] };
  return (
    <>
      <RuleForm
        rule={rule}
        initial={initial}
        canWrite={canWrite}
        onSaved={() => navigate(paths.settings.rules.getHref(), { state })}
      />
      <section className="bc-rule-runs" aria-labelledby="rule-runs-title">
        <h2 id="rule-runs-title">{t('rules.runs.title')}</h2>
        <p className="bc-muted">{t('rules.runs.intro')}</p>
        {canWrite && (
          <Button icon={<RunIcon />} aria-haspopup="dialog" onClick={() => setRunning(true)}>
            {t('rules.list.run')}
          </Button>
        )}
        <RuleRuns ruleId={rule.id} canWrite={canWrite} />
      </section>
      {running && <RunRuleDialog rule={rule} onClose={() => setRunning(false)} />}
    </>
  );
}
