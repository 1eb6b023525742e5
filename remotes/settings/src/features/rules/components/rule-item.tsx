import type { Rule } from '@bc/api';
import { Link, paths } from '@bc/router';
import {
  DeleteIcon,
  DragHandleIcon,
  EditIcon,
  MoreIcon,
  MoveDownIcon,
  MoveUpIcon,
  RunIcon,
} from '@bc/ui/icons';
import { type PointerEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoveDirection } from '../rule-order.ts';

/** The id of a rule's move button, to give it the focus back once the list has moved. */
export const moveButtonId = (id: number, direction: MoveDirection) => `rule-move-${direction}-${id}`;

export interface RuleItemProps {
  rule: Rule;
  summary: string;
  /** Its place in its stage (0-based) and the stage's size, for the move buttons. */
  position: number;
  count: number;
  /** Absent for a viewer, who reads the rules only. */
  writes?:
    | {
        onToggle: (active: boolean) => void;
        onMove: (direction: MoveDirection) => void;
        onRun: () => void;
        onDelete: () => void;
        /** The drag handle's pointer listener. */
        handle: { onPointerDown: (event: PointerEvent<HTMLElement>) => void };
      }
    | undefined;
  /** While it is dragged, and whether another dragged rule would land just before or after it. */
  dragging?: boolean;
  drop?: 'before' | 'after' | undefined;
}

/**
 * A rule in the list: its name, the one-line summary of what it does, its switch, the move buttons (the keyboard's
 * way to order), the drag handle (the pointer's way), Edit, and a menu with Run and Delete.
 */
export function RuleItem({ rule, summary, position, count, writes, dragging, drop }: RuleItemProps) {
  const { t } = useTranslation('settings');
  const switchId = `rule-active-${rule.id}`;
  // The switch moves with the finger at once; the list's answer (or its refusal) sets it after.
  const [active, setActive] = useState(rule.active);
  useEffect(() => setActive(rule.active), [rule]);
  return (
    <li
      className="bc-rule-item"
      aria-label={rule.name}
      data-dragging={dragging || undefined}
      data-drop={drop}
      data-inactive={!rule.active || undefined}
    >
      {writes && count > 1 && (
        <span className="bc-rule-handle" aria-hidden="true" title={t('rules.list.drag')} {...writes.handle}>
          <DragHandleIcon />
        </span>
      )}
      <div className="bc-rule-item-text">
        <strong>{rule.name}</strong>
        {!rule.active && <span className="bc-badge">{t('rules.list.off')}</span>}
        <p className="bc-rule-summary">{summary}</p>
      </div>
      <div className="bc-rule-item-actions">
        {writes ? (
          <label className="bc-choice bc-rule-switch" htmlFor={switchId}>
            <input
              id={switchId}
              type="checkbox"
              role="switch"
              aria-checked={active}
              checked={active}
              onChange={(event) => {
                setActive(event.target.checked);
                writes.onToggle(event.target.checked);
              }}
            />
            {t('rules.list.active')}
          </label>
        ) : null}
        {writes &&
          count > 1 &&
          (['up', 'down'] as const).map((direction) => {
            const atEnd = direction === 'up' ? position === 0 : position === count - 1;
            return (
              <button
                key={direction}
                id={moveButtonId(rule.id, direction)}
                type="button"
                className="bc-button bc-button-small"
                aria-label={t(`rules.list.${direction}Label`, { name: rule.name })}
                // Not disabled at an end: a disabled button would drop the keyboard's focus after a move.
                aria-disabled={atEnd || undefined}
                onClick={() => {
                  if (!atEnd) writes.onMove(direction);
                }}
              >
                {direction === 'up' ? <MoveUpIcon /> : <MoveDownIcon />}
                <span className="bc-rule-move-text">{t(`rules.list.${direction}`)}</span>
              </button>
            );
          })}
        <Link className="bc-button bc-button-small" to={paths.settings.ruleEdit.getHref({ id: rule.id })}>
          <EditIcon />
          {writes ? t('rules.list.edit') : t('rules.list.open')}
        </Link>
        {writes && (
          <details className="bc-row-menu bc-rule-menu">
            <summary
              className="bc-row-menu-button bc-button"
              aria-label={t('rules.list.more', { name: rule.name })}
            >
              <MoreIcon />
            </summary>
            <div className="bc-row-menu-actions">
              <button
                type="button"
                className="bc-button bc-button-small"
                aria-haspopup="dialog"
                onClick={writes.onRun}
              >
                <RunIcon />
                {t('rules.list.run')}
              </button>
              <button
                type="button"
                className="bc-button bc-button-small"
                aria-haspopup="dialog"
                onClick={writes.onDelete}
              >
                <DeleteIcon />
                {t('rules.list.delete')}
              </button>
            </div>
          </details>
        )}
      </div>
    </li>
  );
}
