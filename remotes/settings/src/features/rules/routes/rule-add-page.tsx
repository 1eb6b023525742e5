import { paths, useNavigate, useSearchParams } from '@bc/router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../components/settings-page.tsx';
import { RuleForm } from '../components/rule-form.tsx';
import { draftFromPayee, newRuleDraft } from '../rule-draft.ts';
import '../rules.css';
import { useCanWriteRules } from '../use-can-write-rules.ts';
import type { RulesPageState } from './rules-page.tsx';

/**
 * /settings/rules/add[?payee=&category_id=]: a new rule; with a payee (a row of an import, a learned proposal) it
 * starts as "payee is <payee> → category <category_id>", named after the payee.
 */
export function RuleAddPage() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const canWrite = useCanWriteRules();
  const [params] = useSearchParams();
  const [initial] = useState(() => {
    const payee = params.get('payee')?.trim();
    const categoryId = Number(params.get('category_id'));
    return payee
      ? draftFromPayee(payee, Number.isInteger(categoryId) && categoryId > 0 ? categoryId : null)
      : newRuleDraft();
  });
  const state: RulesPageState = { flash: [{ tone: 'success', text: t('rules.created') }] };
  return (
    <SettingsPage
      title={t('rules.addTitle')}
      back={{ to: paths.settings.rules.getHref(), label: t('rules.back') }}
    >
      <RuleForm
        rule={null}
        initial={initial}
        canWrite={canWrite}
        onSaved={() => navigate(paths.settings.rules.getHref(), { state })}
      />
    </SettingsPage>
  );
}
