import { GOAL_ICONS, type GoalIcon as GoalIconName } from '@bc/domain';
import { rovingIndex, useReferenceNames } from '@bc/ui';
import { GoalIcon } from '@bc/ui/icons';
import type { KeyboardEvent } from 'react';

export interface GoalIconPickerProps {
  label: string;
  /** The form field name of the chosen icon. */
  name: string;
  value: GoalIconName | null;
  onChange: (icon: GoalIconName) => void;
}

/**
 * The 18 goal icons as a group of radio buttons, each showing its icon and its translated name. Tab
 * reaches the group once; the arrow keys (wrapping), Home and End move and choose, as a radio group does in
 * every browser, and Space chooses the focused icon when none is chosen yet.
 */
export function GoalIconPicker({ label, name, value, onChange }: GoalIconPickerProps) {
  const names = useReferenceNames();

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    const next = rovingIndex(event.key, index, GOAL_ICONS.length);
    const icon = next === null ? undefined : GOAL_ICONS[next];
    if (!icon) return;
    event.preventDefault();
    onChange(icon);
    event.currentTarget.form
      ?.querySelector<HTMLInputElement>(`input[name="${name}"][value="${icon}"]`)
      ?.focus();
  };

  return (
    <fieldset className="bc-fieldset">
      <legend>{label}</legend>
      <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))' }}>
        {GOAL_ICONS.map((icon, index) => {
          const checked = icon === value;
          return (
            <label
              key={icon}
              className={checked ? 'bc-button active' : 'bc-button'}
              style={{ justifyContent: 'flex-start', fontWeight: checked ? 600 : undefined }}
            >
              <input
                type="radio"
                name={name}
                value={icon}
                checked={checked}
                onChange={() => onChange(icon)}
                onKeyDown={(event) => onKeyDown(event, index)}
                style={{ margin: 0, width: 18, height: 18, flex: 'none' }}
              />
              <GoalIcon name={icon} />
              <span style={{ overflowWrap: 'anywhere' }}>{names.goalIcon(icon)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
