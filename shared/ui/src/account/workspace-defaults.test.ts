// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { userInfo } from '../fixtures.ts';
import { workspaceDefaultsOf } from './workspace-defaults.ts';

const dollarWorkspace = userInfo({
  workspace_settings: {
    uuid: 'ws-1',
    name: 'Home',
    data: {
      currency: { id: 1, slug: 'dollar', code: 'USD', symbol: '$', icon: '$', exchange_rate: 1.1 },
      payment_type_id: 3,
    },
  },
});

describe('workspaceDefaultsOf', () => {
  it("takes the workspace's currency and payment type", () => {
    expect(workspaceDefaultsOf(dollarWorkspace)).toEqual({
      currencyId: 1,
      currencyCode: 'USD',
      currencySymbol: '$',
      paymentTypeId: 3,
    });
  });

  it('starts from euro and payment type 1 before user-info answers and before setup', () => {
    const euro = { currencyId: 2, currencyCode: 'EUR', currencySymbol: '€', paymentTypeId: 1 };
    expect(workspaceDefaultsOf(undefined)).toEqual(euro);
    expect(workspaceDefaultsOf(userInfo({ workspace_settings: [] }))).toEqual(euro);
  });
});
