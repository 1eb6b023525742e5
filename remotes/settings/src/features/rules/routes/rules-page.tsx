import type { Rule } from '@bc/api';
import { Link, paths, useLocation } from '@bc/router';
import {
  Alert,
  buttonClassName,
  ConfirmDialog,
  EmptyState,
  type FlashMessage,
  QueryState,
  Toasts,
  useFlash,
} from '@bc/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../components/settings-page.tsx';
import { useDeleteRule } from '../api/delete-rule.ts';
import { useRules } from '../api/get-rules.ts';
import { useOrderRules } from '../api/order-rules.ts';
import { useSetRuleActive } from '../api/save-rule.ts';
import { moveButtonId, RuleItem } from '../components/rule-item.tsx';
import { RunRuleDialog } from '../components/run-rule-dialog.tsx';
import { type MoveDirection, moveByOne, moveInStage, rulesByStage } from '../rule-order.ts';
import { ruleSummary } from '../rule-summary.ts';
import { useCanWriteRules } from '../use-can-write-rules.ts';
import '../rules.css';
import { useDragReorder } from '../use-drag-reorder.ts';
import { useRuleNames } from '../use-rule-names.ts';

/** What the builder hands to the list when it comes back to it. */
export interface RulesPageState {
  flash?: FlashMessage[];
}

type Dialog = { kind: 'none' } | { kind: 'delete'; rule: Rule } | { kind: 'run'; rule: Rule };

/**
 * /settings/rules: the rules by stage in the order they run, each with its summary, its switch, Edit, Run and
 * Delete; ordered by dragging or with the Up and Down buttons (the new order is shown at once and sent whole,
 * and taken back if the server refuses it).
 */
export function RulesPage() {
  const { t } = useTranslation('settings');
  const location = useLocation();
  const rules = useRules();
  const names = useRuleNames();
  const canWrite = useCanWriteRules();
  const order = useOrderRules();
  const setActive = useSetRuleActive();
  const remove = useDeleteRule();
  const flash = useFlash((location.state as RulesPageState | null)?.flash ?? []);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const [announcement, setAnnouncement] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: number; direction: MoveDirection }>();
  const close = () => setDialog({ kind: 'none' });

  const sendOrder = (next: Rule[], moved: Rule) => {
    const stage = next.filter((rule) => rule.stage === moved.stage);
    setAnnouncement(
      t('rules.list.moved', {
        name: moved.name,
        position: stage.findIndex((rule) => rule.id === moved.id) + 1,
        count: stage.length,
        stage: t(`rules.stages.${moved.stage}`),
      }),
    );
    order.mutate(next, {
      onError: () => {
        setAnnouncement(t('rules.list.orderFailed'));
        flash.show({ tone: 'error', text: t('rules.list.orderFailed') });
      },
    });
  };

  const move = (list: Rule[], rule: Rule, direction: MoveDirection) => {
    const next = moveByOne(list, rule.id, direction);
    if (!next) return;
    setFocusAfterMove({ id: rule.id, direction });
    sendOrder(next, rule);
  };

  const { drag, handle } = useDragReorder((id, index) => {
    const list = rules.data ?? [];
    const rule = list.find((item) => item.id === id);
    if (rule) sendOrder(moveInStage(list, id, index), rule);
  });

  // The moved rule keeps the keyboard: its button again, or the other one once it reached an end of its stage.
  useEffect(() => {
    if (!focusAfterMove) return;
    const { id, direction } = focusAfterMove;
    const button = document.getElementById(moveButtonId(id, direction));
    const other = document.getElementById(moveButtonId(id, direction === 'up' ? 'down' : 'up'));
    (button && button.getAttribute('aria-disabled') !== 'true' ? button : other)?.focus();
    setFocusAfterMove(undefined);
  }, [focusAfterMove, rules.data]);

  const toggle = (rule: Rule, active: boolean) =>
    setActive.mutate(
      { rule, active },
      {
        onSuccess: () =>
          setAnnouncement(t(active ? 'rules.list.turnedOn' : 'rules.list.turnedOff', { name: rule.name })),
        onError: () => flash.show({ tone: 'error', text: t('rules.list.toggleFailed', { name: rule.name }) }),
      },
    );

  const confirmDelete = (rule: Rule) =>
    remove.mutate(rule.id, {
      onSuccess: () => {
        close();
        flash.show({ tone: 'success', text: t('rules.deleted') });
      },
      onError: () => {
        close();
        flash.show({ tone: 'error', text: t('rules.failed') });
      },
    });

  const addLink = paths.settings.ruleAdd.getHref();
  return (
    <SettingsPage
      title={t('rules.title')}
      menu={canWrite ? [{ label: t('rules.add'), to: addLink }] : undefined}
    >
      <Toasts flash={flash} />
      <p className="bc-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {!canWrite && <Alert tone="info">{t('rules.readOnly')}</Alert>}
      <QueryState query={rules} skeleton="cards">
        {(list) =>
          list.length === 0 ? (
            <EmptyState message={t('rules.empty')}>
              {canWrite && (
                <Link className={buttonClassName({ variant: 'primary' })} to={addLink}>
                  {t('rules.emptyAction')}
                </Link>
              )}
            </EmptyState>
          ) : (
            <>
              <p className="bc-muted">{t('rules.intro')}</p>
              {rulesByStage(list).map(({ stage, rules: stageRules }) => (
                <section key={stage} className="bc-rule-stage" aria-labelledby={`rule-stage-${stage}`}>
                  <h2 id={`rule-stage-${stage}`}>{t(`rules.stages.${stage}`)}</h2>
                  <p className="bc-muted">{t(`rules.stageHints.${stage}`)}</p>
                  <ol className="bc-rule-list" aria-labelledby={`rule-stage-${stage}`}>
                    {stageRules.map((rule, index) => {
                      const dragged = drag?.id === rule.id;
                      const draggedIndex = stageRules.findIndex((item) => item.id === drag?.id);
                      // Where the dragged rule would land, among the others of its stage.
                      const others = stageRules.filter((item) => item.id !== drag?.id);
                      const place = others.indexOf(rule);
                      const drop =
                        drag && draggedIndex >= 0 && !dragged && drag.index !== drag.start
                          ? drag.index === place
                            ? 'before'
                            : drag.index === others.length && place === others.length - 1
                              ? 'after'
                              : undefined
                          : undefined;
                      return (
                        <RuleItem
                          key={rule.id}
                          rule={rule}
                          summary={ruleSummary(rule, { t, names })}
                          position={index}
                          count={stageRules.length}
                          dragging={dragged}
                          drop={drop}
                          writes={
                            canWrite
                              ? {
                                  onToggle: (active) => toggle(rule, active),
                                  onMove: (direction) => move(list, rule, direction),
                                  onRun: () => setDialog({ kind: 'run', rule }),
                                  onDelete: () => setDialog({ kind: 'delete', rule }),
                                  handle: handle(rule.id, index),
                                }
                              : undefined
                          }
                        />
                      );
                    })}
                  </ol>
                </section>
              ))}
            </>
          )
        }
      </QueryState>
      {dialog.kind === 'delete' && (
        <ConfirmDialog
          title={t('rules.confirm.deleteTitle')}
          question={t('rules.confirm.delete', { name: dialog.rule.name })}
          busy={remove.isPending}
          onCancel={close}
          onConfirm={() => confirmDelete(dialog.rule)}
        />
      )}
      {dialog.kind === 'run' && <RunRuleDialog rule={dialog.rule} onClose={close} />}
    </SettingsPage>
  );
}
