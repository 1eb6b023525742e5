import { IMPORT_MESSAGES } from '@bc/api';
import { describe, expect, it } from 'vitest';
import { serverProblems } from './server-problems.ts';

describe('serverProblems', () => {
  it('turns row indexes into lines of the file and API fields into mapped fields', () => {
    expect(
      serverProblems(
        {
          'rows.0.date_time': IMPORT_MESSAGES.date,
          'rows.2.labels.1': 'Too big',
          'rows.2.labels.3': 'Too big too',
          'rows.1.category_id': IMPORT_MESSAGES.category,
          rows: 'Too big: expected array to have <=5000 items',
        },
        [2, 5, 9],
      ),
    ).toEqual([
      { line: 2, field: 'date', message: { key: 'date' } },
      { line: 9, field: 'labels', message: { text: 'Too big' } },
      { line: 5, field: 'category', message: { key: 'category' } },
      { line: null, field: 'rows', message: { text: 'Too big: expected array to have <=5000 items' } },
    ]);
  });
});
