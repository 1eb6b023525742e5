import { describe, expect, it } from 'vitest';
import { createAdmission } from './admission.ts';

describe('admission', () => {
  it('lets `limit` in at once and the others in arrival order as each leaves', async () => {
    const admission = createAdmission(2);
    const order: number[] = [];
    const enter = (id: number) => admission.enter().then(() => order.push(id));
    await Promise.all([enter(1), enter(2)]);
    const later = [enter(3), enter(4), enter(5)];
    await Promise.resolve();
    expect(order).toEqual([1, 2]);
    expect(admission.waiting).toBe(3);
    admission.leave();
    await later[0];
    expect(order).toEqual([1, 2, 3]);
    admission.leave();
    admission.leave();
    await Promise.all(later);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(admission.active).toBe(2);
    admission.leave();
    admission.leave();
    expect(admission.active).toBe(0);
    expect(admission.waiting).toBe(0);
  });
});
