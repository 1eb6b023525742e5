import { type KeyboardEvent, type ReactNode, useRef } from 'react';

export interface TabItem<T extends string = string> {
  id: T;
  label: string;
  /** An extra class for the tab, e.g. the colour of an entry type. */
  className?: string;
}

export interface TabsProps<T extends string = string> {
  /** The accessible name of the tab list. */
  label: string;
  /** Prefix of the ids of the tabs and their panels: unique in the page. */
  idPrefix: string;
  tabs: ReadonlyArray<TabItem<T>>;
  selected: T;
  onSelect: (id: T) => void;
  className?: string;
}

export const tabElementId = (idPrefix: string, id: string) => `${idPrefix}-tab-${id}`;
export const tabPanelElementId = (idPrefix: string, id: string) => `${idPrefix}-panel-${id}`;

/**
 * Where an arrow, Home or End key moves the selection in a list of `count` choices (wrapping), or null for other
 * keys: the keyboard of every tab list and radio group.
 */
export function rovingIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The one tab bar of the app (WAI-ARIA tabs, automatic activation): a tablist whose tabs are
 * selected by click or by the arrow keys, Home and End; only the selected tab is in the tab order.
 * Pair it with a `TabPanel` for the selected tab.
 */
export function Tabs<T extends string>({
  label,
  idPrefix,
  tabs,
  selected,
  onSelect,
  className,
}: TabsProps<T>) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = rovingIndex(event.key, index, tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={className ? `bc-tabs ${className}` : 'bc-tabs'}>
      {tabs.map((tab, index) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabElementId(idPrefix, tab.id)}
            aria-selected={isSelected}
            aria-controls={isSelected ? tabPanelElementId(idPrefix, tab.id) : undefined}
            tabIndex={isSelected ? 0 : -1}
            className={tab.className}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export interface TabPanelProps {
  idPrefix: string;
  /** The id of the tab this panel belongs to (the selected one). */
  tab: string;
  className?: string;
  children: ReactNode;
}

/** The content of the selected tab, labelled by it. */
export function TabPanel({ idPrefix, tab, className, children }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={tabPanelElementId(idPrefix, tab)}
      aria-labelledby={tabElementId(idPrefix, tab)}
      className={className}
    >
      {children}
    </div>
  );
}
