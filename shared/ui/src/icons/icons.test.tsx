// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { WALLET_TYPES } from '@bc/api';
import { GOAL_ICONS } from '@bc/domain';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AddIcon } from './action-icons.tsx';
import { CATEGORY_GLYPHS, CategoryIcon } from './category-icon.tsx';
import { FallbackIcon } from './glyph.tsx';
import { GOAL_GLYPHS, GoalIcon } from './goal-icon.tsx';
import { WALLET_TYPE_GLYPHS, WalletTypeIcon } from './wallet-type-icon.tsx';

afterEach(cleanup);

const MIGRATIONS = path.resolve(import.meta.dirname, '../../../../server/migrations');

/** Every category icon name the server's migrations seed (the last value of each `INSERT INTO categories` row). */
function seededCategoryIcons(): string[] {
  const icons: string[] = [];
  for (const file of readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql'))) {
    const sql = readFileSync(path.join(MIGRATIONS, file), 'utf8');
    for (const [, values = ''] of sql.matchAll(/INSERT INTO categories \([^)]*\bicon\)\s*VALUES([^;]*);/g)) {
      for (const [, icon = ''] of values.matchAll(/'([^']*)'\)/g)) icons.push(icon);
    }
  }
  return icons;
}

/** The `d` of every path the icon draws: two icons look the same when these are equal. */
function drawing(element: React.ReactElement): string {
  const { container } = render(element);
  const paths = [...container.querySelectorAll('svg *')].map((node) => node.outerHTML).join('');
  cleanup();
  return paths;
}

const fallback = drawing(<FallbackIcon />);

describe('icon maps', () => {
  it('maps every category icon of the reference data to its own glyph', () => {
    const icons = seededCategoryIcons();
    expect(icons.length).toBeGreaterThanOrEqual(11);
    for (const icon of icons) {
      expect(CATEGORY_GLYPHS[icon], icon).toBeDefined();
      expect(drawing(<CategoryIcon name={icon} />), icon).not.toBe(fallback);
    }
  });

  it('maps each of the 18 goal icons to a glyph of its own', () => {
    expect(GOAL_ICONS).toHaveLength(18);
    const drawn = GOAL_ICONS.map((icon) => drawing(<GoalIcon name={icon} />));
    expect(new Set(drawn).size).toBe(18);
    expect(drawn).not.toContain(fallback);
    expect(Object.keys(GOAL_GLYPHS).sort()).toEqual([...GOAL_ICONS].sort());
  });

  it('reads the spellings a goal icon is stored in', () => {
    const house = drawing(<GoalIcon name="house" />);
    expect(drawing(<GoalIcon name="fa-solid fa-house" />)).toBe(house);
    expect(drawing(<GoalIcon name="home-improvement" />)).toBe(drawing(<GoalIcon name="home_improvement" />));
    expect(drawing(<GoalIcon name="no-such-icon" />)).toBe(drawing(<GoalIcon name="other" />));
  });

  it('maps each of the nine wallet types to a glyph of its own', () => {
    const drawn = WALLET_TYPES.map((type) => drawing(<WalletTypeIcon type={type} />));
    expect(new Set(drawn).size).toBe(WALLET_TYPES.length);
    expect(drawn).not.toContain(fallback);
    expect(Object.keys(WALLET_TYPE_GLYPHS).sort()).toEqual([...WALLET_TYPES].sort());
  });

  it('falls back to the neutral icon for a name it does not know', () => {
    expect(drawing(<CategoryIcon name="rocket-ship" />)).toBe(fallback);
    expect(drawing(<CategoryIcon name={null} />)).toBe(fallback);
    expect(drawing(<CategoryIcon name="toString" />)).toBe(fallback);
    expect(drawing(<WalletTypeIcon type="piggy" />)).toBe(fallback);
  });
});

describe('icon accessibility', () => {
  it('hides a decorative icon from assistive technology', () => {
    const { container } = render(<CategoryIcon name="car" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('role')).toBeNull();
  });

  it('names an icon given a label', () => {
    const { getByRole } = render(<WalletTypeIcon type="bank" label="Bank" />);
    expect(getByRole('img', { name: 'Bank' }).getAttribute('aria-hidden')).toBeNull();
  });

  it('draws action icons decorative, in the size of the text around them', () => {
    const { container } = render(<AddIcon />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('width')).toBe('1.25em');
  });
});
