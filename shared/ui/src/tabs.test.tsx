// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TabPanel, Tabs } from './tabs.tsx';

afterEach(cleanup);

const TABS = [
  { id: 'expenses', label: 'Expenses' },
  { id: 'incoming', label: 'Incoming' },
  { id: 'transfer', label: 'Transfer' },
] as const;

type TabId = (typeof TABS)[number]['id'];

function Harness({ initial = 'expenses' }: { initial?: TabId }) {
  const [selected, setSelected] = useState<TabId>(initial);
  return (
    <>
      <Tabs label="Entry type" idPrefix="t" tabs={TABS} selected={selected} onSelect={setSelected} />
      <TabPanel idPrefix="t" tab={selected}>
        <p>Panel of {selected}</p>
      </TabPanel>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('is a labelled tablist whose selected tab controls the panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Entry type' })).toBeTruthy();
    expect(tab('Expenses').getAttribute('aria-selected')).toBe('true');
    expect(tab('Incoming').getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel', { name: 'Expenses' });
    expect(tab('Expenses').getAttribute('aria-controls')).toBe(panel.id);
    // Only the selected tab is in the tab order.
    expect(tab('Expenses').tabIndex).toBe(0);
    expect(tab('Incoming').tabIndex).toBe(-1);
  });

  it('selects a tab on click', () => {
    render(<Harness />);
    fireEvent.click(tab('Transfer'));
    expect(tab('Transfer').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Transfer' }).textContent).toBe('Panel of transfer');
  });

  it('moves the selection and the focus with the arrow keys, wrapping around', () => {
    render(<Harness />);
    tab('Expenses').focus();
    fireEvent.keyDown(tab('Expenses'), { key: 'ArrowRight' });
    expect(tab('Incoming').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Incoming'));

    fireEvent.keyDown(tab('Incoming'), { key: 'ArrowLeft' });
    fireEvent.keyDown(tab('Expenses'), { key: 'ArrowLeft' });
    expect(tab('Transfer').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Transfer'));

    fireEvent.keyDown(tab('Transfer'), { key: 'ArrowRight' });
    expect(tab('Expenses').getAttribute('aria-selected')).toBe('true');
  });

  it('jumps to the first and last tab with Home and End, and ignores other keys', () => {
    render(<Harness initial="incoming" />);
    fireEvent.keyDown(tab('Incoming'), { key: 'End' });
    expect(tab('Transfer').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Transfer'), { key: 'Home' });
    expect(tab('Expenses').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Expenses'), { key: 'a' });
    expect(tab('Expenses').getAttribute('aria-selected')).toBe('true');
  });
});
