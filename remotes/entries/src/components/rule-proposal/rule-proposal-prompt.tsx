import { Link, paths } from '@bc/router';
import { Button, buttonClassName, type FlashMessage, ToastClose, useReferenceNames } from '@bc/ui';
import { useSubCategories } from '@bc/ui/reference-data';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateRule } from './create-rule.ts';
import { useDismissRuleProposal } from './dismiss-rule-proposal.ts';
import { useRuleProposal } from './get-rule-proposal.ts';
import './rule-proposal.css';

export interface RuleProposalPromptProps {
  /** The entry just saved with a category chosen by hand; null asks nothing. */
  entryUuid: string | null;
  /** Shows what came of an answer: the rule created, or that it failed. */
  onMessage: (message: FlashMessage) => void;
}

/**
 * "Always file “ESSELUNGA” under Groceries?" after the person filed a payee by hand often enough: Create rule
 * saves the rule the server proposes, Edit first opens it in the rule form, No thanks never asks again for
 * this payee and category. Stands with the toasts (inside `Toasts`, whose live region announces it) until
 * answered or closed.
 */
export function RuleProposalPrompt({ entryUuid, onMessage }: RuleProposalPromptProps) {
  const { t } = useTranslation('entries');
  const names = useReferenceNames();
  const subCategories = useSubCategories();
  const proposal = useRuleProposal(entryUuid).data?.proposal ?? null;
  const create = useCreateRule();
  const dismiss = useDismissRuleProposal();
  // The entry whose proposal was answered or closed: the next save may bring another.
  const [answered, setAnswered] = useState<string | null>(null);
  if (!proposal || entryUuid === null || answered === entryUuid) return null;

  const sub = subCategories.data?.find((item) => item.id === proposal.category_id);
  const category = sub ? names.subCategory(sub) : String(proposal.category_id);
  const close = () => setAnswered(entryUuid);
  const failed = () => onMessage({ tone: 'error', text: t('ruleProposal.failed') });
  const accept = () =>
    create.mutate(proposal.rule, {
      onSuccess: () => {
        close();
        onMessage({ tone: 'success', text: t('ruleProposal.created') });
      },
      onError: failed,
    });
  const decline = () =>
    dismiss.mutate(
      { payee: proposal.payee, category_id: proposal.category_id },
      { onSuccess: close, onError: failed },
    );

  return (
    <section
      className="bc-alert bc-alert-info bc-toast bc-rule-proposal"
      aria-label={t('ruleProposal.label')}
    >
      <p className="bc-toast-text" role="status">
        {t('ruleProposal.question', { payee: proposal.payee, category })}
      </p>
      <div className="bc-rule-proposal-actions">
        <Button variant="primary" size="small" busy={create.isPending} onClick={accept}>
          {t('ruleProposal.create')}
        </Button>
        <Link
          className={buttonClassName({ size: 'small' })}
          to={paths.settings.ruleAdd.getHref({ payee: proposal.payee, category_id: proposal.category_id })}
        >
          {t('ruleProposal.edit')}
        </Link>
        <Button variant="ghost" size="small" busy={dismiss.isPending} onClick={decline}>
          {t('ruleProposal.dismiss')}
        </Button>
      </div>
      <ToastClose label={t('ruleProposal.close')} onClick={close} />
    </section>
  );
}
