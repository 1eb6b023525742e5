import { describe, expect, it } from 'vitest';
import { foldText } from './text.ts';

describe('foldText', () => {
  it('drops case, accents and padding, and spells ligatures and wide letters plainly', () => {
    expect(foldText('  CAFÉ   Crème\tBrûlée ')).toBe('cafe creme brulee');
    expect(foldText('ﬁnance ＡＢＣ')).toBe('finance abc');
    expect(foldText('Café Übermäßig ÉTÉ')).toBe('cafe ubermaßig ete');
    expect(foldText('Łódź')).toBe('łodz'); // Ł has no decomposition: it stays a letter of its own
  });

  it('folds plain ASCII as the long way would', () => {
    expect(foldText('  CARD 4411   ESSELUNGA ')).toBe('card 4411 esselunga');
  });
});
