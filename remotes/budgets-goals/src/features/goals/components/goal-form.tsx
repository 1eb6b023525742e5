import { Alert, useReferenceNames } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { GOAL_ICONS } from '../goal-icons.ts';

const fieldId = (name: string) => `goal-${name}`;

/** The goal form (SPEC §3 Goal, §5): name, target amount, due date, icon and notes. */
export function GoalForm() {
  const { t } = useTranslation('budgets-goals');
  const names = useReferenceNames();
  const icons = names.sortByName(GOAL_ICONS, names.goalIcon);
  return (
    <form
      className="bc-card bc-form"
      aria-label={t('goals.formTitle')}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="bc-grid">
        <div className="bc-field">
          <label htmlFor={fieldId('name')}>{t('goalForm.name')}</label>
          <input id={fieldId('name')} name="name" type="text" autoComplete="off" required />
        </div>
        <div className="bc-field">
          <label htmlFor={fieldId('amount')}>{t('goalForm.amount')}</label>
          <input
            id={fieldId('amount')}
            name="amount"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            required
          />
        </div>
        <div className="bc-field">
          <label htmlFor={fieldId('due-date')}>{t('goalForm.dueDate')}</label>
          <input id={fieldId('due-date')} name="due_date" type="date" required />
        </div>
        <div className="bc-field">
          <label htmlFor={fieldId('icon')}>{t('goalForm.icon')}</label>
          <select id={fieldId('icon')} name="category_icon" defaultValue="" required>
            <option value="">{t('goalForm.chooseIcon')}</option>
            {icons.map((icon) => (
              <option key={icon} value={icon}>
                {names.goalIcon(icon)}
              </option>
            ))}
          </select>
        </div>
        <div className="bc-field">
          <label htmlFor={fieldId('description')}>{t('goalForm.description')}</label>
          <textarea id={fieldId('description')} name="description" rows={3} />
        </div>
      </div>
      <Alert tone="info">{t('goals.saveLater')}</Alert>
    </form>
  );
}
