import { Field } from '@bc/ui';
import { AddIcon } from '@bc/ui/icons';
import { useTranslation } from 'react-i18next';
import { type GroupDraft, MAX_GROUP_LEVEL, type NodeDraft, newCondition, newGroup } from '../rule-draft.ts';
import { ConditionEditor, type ProblemOf } from './condition-editor.tsx';
import { RemoveButton } from './remove-button.tsx';

export interface GroupEditorProps {
  group: GroupDraft;
  /** Its path in the body: `conditions`, `conditions.all.1`... */
  path: string;
  /** 1 for the rule's conditions; groups nest down to MAX_GROUP_LEVEL. */
  level: number;
  /** Its number among the groups, as people read it: `2` for the second member of the conditions, `2.1`... */
  number?: string;
  onChange: (next: GroupDraft) => void;
  onRemove?: (() => void) | undefined;
  problemOf: ProblemOf;
  /** Where a new row's first field is focused: its id. */
  onAdded: (firstFieldId: string) => void;
}

/**
 * A group of conditions: all of them must match, or any of them; it holds conditions and, above the last
 * level, groups of its own.
 */
export function GroupEditor({
  group,
  path,
  level,
  number,
  onChange,
  onRemove,
  problemOf,
  onAdded,
}: GroupEditorProps) {
  const { t } = useTranslation('settings');
  const membersPath = `${path}.${group.mode}`;
  const title = level === 1 ? t('rules.builder.conditions') : t('rules.builder.groupN', { n: number });
  const problem = problemOf(path) ?? problemOf(`${path}.all`) ?? problemOf(`${path}.any`);
  const setMember = (index: number, member: NodeDraft) =>
    onChange({ ...group, members: group.members.map((item, at) => (at === index ? member : item)) });
  const removeMember = (index: number) =>
    onChange({ ...group, members: group.members.filter((_, at) => at !== index) });
  const add = (member: NodeDraft) => {
    onChange({ ...group, members: [...group.members, member] });
    const firstCondition = member.kind === 'condition' ? member : member.members[0];
    if (firstCondition) onAdded(`rule-${firstCondition.key}-field`);
  };
  const canRemove = group.members.length > 1;
  // Members are numbered inside their group's number: condition 2.1 is the first of group 2.
  const numberOf = (index: number) => (number ? `${number}.${index + 1}` : String(index + 1));

  return (
    <fieldset className={`bc-fieldset bc-rule-group bc-rule-group-${level}`}>
      <legend>{title}</legend>
      <div className="bc-rule-group-head">
        <Field id={`rule-${group.key}-mode`} label={t('rules.builder.match')}>
          <select
            value={group.mode}
            onChange={(event) => onChange({ ...group, mode: event.target.value as GroupDraft['mode'] })}
          >
            <option value="all">{t('rules.builder.matchAll')}</option>
            <option value="any">{t('rules.builder.matchAny')}</option>
          </select>
        </Field>
        {onRemove && (
          <RemoveButton label={t('rules.builder.removeGroup', { n: number })} onClick={onRemove} />
        )}
      </div>
      {problem && <p className="bc-field-error">{problem}</p>}
      <ol className="bc-rule-members">
        {group.members.map((member, index) =>
          member.kind === 'condition' ? (
            <ConditionEditor
              key={member.key}
              condition={member}
              path={`${membersPath}.${index}`}
              number={numberOf(index)}
              onChange={(next) => setMember(index, next)}
              onRemove={canRemove ? () => removeMember(index) : undefined}
              problemOf={problemOf}
            />
          ) : (
            <li key={member.key}>
              <GroupEditor
                group={member}
                path={`${membersPath}.${index}`}
                level={level + 1}
                number={numberOf(index)}
                onChange={(next) => setMember(index, next)}
                onRemove={canRemove ? () => removeMember(index) : undefined}
                problemOf={problemOf}
                onAdded={onAdded}
              />
            </li>
          ),
        )}
      </ol>
      <div className="bc-actions">
        <button type="button" className="bc-button bc-button-small" onClick={() => add(newCondition())}>
          <AddIcon />
          {t('rules.builder.addCondition')}
        </button>
        {level < MAX_GROUP_LEVEL && (
          <button type="button" className="bc-button bc-button-small" onClick={() => add(newGroup('any'))}>
            <AddIcon />
            {t('rules.builder.addGroup')}
          </button>
        )}
      </div>
    </fieldset>
  );
}
