import { describe, expect, it } from 'vitest';
import { isMobileLayout } from './layout.ts';

describe('isMobileLayout', () => {
  it('treats a native platform as mobile whatever its size', () => {
    expect(isMobileLayout({ width: 1920, height: 1080, nativePlatform: true })).toBe(true);
  });

  it('treats widths up to the 768 px breakpoint as mobile', () => {
    expect(isMobileLayout({ width: 768, height: 300 })).toBe(true);
    expect(isMobileLayout({ width: 769, height: 300 })).toBe(false);
  });

  it('treats a window whose width/height ratio is under 1.6 as mobile', () => {
    expect(isMobileLayout({ width: 1000, height: 700 })).toBe(true); // 1.43
    expect(isMobileLayout({ width: 1600, height: 1000 })).toBe(false); // exactly 1.6
    expect(isMobileLayout({ width: 1920, height: 1080 })).toBe(false); // 1.78
  });
});
