// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { addLabelNames, labelRefs } from './labels-field.tsx';

const existing = [{ id: 7, name: 'Holiday', color: '#4caf50' }];

describe('labels typed into the labels field', () => {
  it('splits on spaces and commas, reuses existing labels case-insensitively and colours new ones', () => {
    const chosen = addLabelNames([], 'holiday, Food food', existing, () => 0);
    expect(chosen).toEqual([
      { id: 7, name: 'Holiday', color: '#4caf50' },
      { name: 'Food', color: '#f44336' },
    ]);
  });

  it('skips names already chosen and sends existing labels by id in name, new ones by text and colour', () => {
    const chosen = addLabelNames([{ name: 'Food', color: '#f44336' }], 'FOOD Holiday', existing, () => 0);
    expect(labelRefs(chosen)).toEqual([
      { name: 'Food', color: '#f44336' },
      { name: 7, color: null },
    ]);
  });
});
