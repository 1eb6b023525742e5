import type { Goal } from '@bc/api';
import { checkAmountInput, GOAL_MESSAGES, type GoalDraft, type GoalIcon, goalProblems } from '@bc/domain';
import type { GoalBody } from './api/save-goal.ts';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** Reads the goal form (the icon comes from the picker): the body the API takes and the draft to check. */
export function readGoalForm(form: FormData, icon: GoalIcon | null): { body: GoalBody; draft: GoalDraft } {
  const amount = checkAmountInput(text(form, 'amount')).value;
  const targetCents = amount === null ? null : Math.round(amount * 100);
  const body: GoalBody = {
    category_icon: icon,
    name: text(form, 'name'),
    amount: targetCents === null ? null : targetCents / 100,
    due_date: text(form, 'due_date') || null,
    description: text(form, 'description') || null,
  };
  return { body, draft: { name: body.name, targetCents, dueDate: body.due_date, icon } };
}

/**
 * The goal rules' messages for the form. A goal whose due date has passed can still be edited as long as
 * its date is left as it was: only a date the reader changes must not be in the past.
 */
export function goalFormProblems(draft: GoalDraft, today: string, goal: Goal | null): string[] {
  const problems = goalProblems(draft, today);
  if (goal && problems.due_date === GOAL_MESSAGES.past && draft.dueDate === goal.due_date) {
    delete problems.due_date;
  }
  return Object.values(problems);
}
