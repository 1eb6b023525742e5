// Reading the entry form's controls by name. A control left empty, or a select on its "choose" option, reads
// as nothing; numbers are whole ids and cents.

/** A text control's value, trimmed; '' when empty or absent. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** A number control's value; null when empty, absent or not a number. */
export function formNumber(form: FormData, name: string): number | null {
  const value = formText(form, name);
  return value === '' || Number.isNaN(Number(value)) ? null : Number(value);
}

/** Whether a checkbox is ticked. */
export const formChecked = (form: FormData, name: string): boolean => form.get(name) === 'on';

/** The id of one of the entry form's controls, unique on the page. */
export const fieldId = (name: string) => `entry-${name}`;

/** The messages of a rule check in the order of the form's fields, each once. */
export function problemsInOrder(
  found: Readonly<Record<string, string | null | undefined>>,
  fields: readonly string[],
): string[] {
  return [
    ...new Set(fields.map((field) => found[field]).filter((message): message is string => Boolean(message))),
  ];
}
