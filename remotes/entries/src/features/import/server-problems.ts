// A refused import (422) names fields such as `rows.12.amount`: the screen shows them as the line of the file
// that row came from and the field as the person mapped it.
import { IMPORT_MESSAGES } from '@bc/api';
import type { ImportField } from './normalise-rows.ts';

export type ServerMessage = keyof typeof IMPORT_MESSAGES;

export interface ServerProblem {
  /** The line of the file, or null for a problem of the whole import. */
  line: number | null;
  field: ImportField | 'rows' | 'wallet';
  /** A known message to translate, else the server's text. */
  message: { key: ServerMessage } | { text: string };
}

const FIELD_OF: Record<string, ImportField> = {
  date_time: 'date',
  amount: 'amount',
  note: 'note',
  payee: 'payee',
  category_id: 'category',
  labels: 'labels',
};

const messageOf = (text: string): ServerProblem['message'] => {
  const key = (Object.keys(IMPORT_MESSAGES) as ServerMessage[]).find(
    (name) => IMPORT_MESSAGES[name] === text,
  );
  return key ? { key } : { text };
};

/**
 * `lines[i]` is the line of the file the i-th row sent came from. One problem per line and field: two bad
 * labels of a row are one problem of its labels.
 */
export function serverProblems(fields: Record<string, string>, lines: readonly number[]): ServerProblem[] {
  const problems = Object.entries(fields).map(([path, text]): ServerProblem => {
    const [root, index, name] = path.split('.');
    const line = root === 'rows' && index !== undefined ? lines[Number(index)] : undefined;
    if (line !== undefined && name !== undefined) {
      return { line, field: FIELD_OF[name] ?? 'rows', message: messageOf(text) };
    }
    return { line: null, field: root === 'account_id' ? 'wallet' : 'rows', message: messageOf(text) };
  });
  const seen = new Set<string>();
  return problems.filter(({ line, field }) => {
    const key = `${line}:${field}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
