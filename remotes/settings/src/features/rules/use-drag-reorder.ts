import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react';

export interface DragState {
  id: number;
  /** Where the rule was among the others of its list, and where it would land now. */
  start: number;
  index: number;
}

/**
 * Dragging an item of a list by its handle, with a mouse, a pen or a finger (pointer events, so a phone drags as
 * a desktop does): while it is dragged, `drag.index` is where it would land among the list's other items, found
 * from the pointer's height against their middles; on release elsewhere than it started, `onDrop` is told.
 * Escape or a cancelled pointer leaves everything as it was. The keyboard moves items with buttons instead.
 */
export function useDragReorder(onDrop: (id: number, index: number) => void) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const current = useRef<DragState | null>(null);
  const elements = useRef<{ item: Element; list: Element } | null>(null);
  const dropped = useRef(onDrop);
  dropped.current = onDrop;
  const dragging = drag !== null;

  const set = (next: DragState | null) => {
    current.current = next;
    setDrag(next);
  };

  useEffect(() => {
    if (!dragging) return;
    const move = (event: PointerEvent) => {
      const found = elements.current;
      const state = current.current;
      if (!found || !state) return;
      event.preventDefault();
      const others = [...found.list.children].filter((element) => element !== found.item);
      const index = others.filter((element) => {
        const box = element.getBoundingClientRect();
        return box.top + box.height / 2 < event.clientY;
      }).length;
      if (index !== state.index) set({ ...state, index });
    };
    const end = (event: PointerEvent) => {
      const state = current.current;
      set(null);
      if (state && event.type === 'pointerup' && state.index !== state.start)
        dropped.current(state.id, state.index);
    };
    const cancelOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') set(null);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    window.addEventListener('keydown', cancelOnEscape);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      window.removeEventListener('keydown', cancelOnEscape);
    };
  }, [dragging]);

  /** What the handle of the item `id`, at `index` in its list, listens to. */
  const handle = (id: number, index: number) => ({
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
      // The main button of a mouse; a finger or a pen always.
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      const item = event.currentTarget.closest('li');
      const list = item?.parentElement;
      if (!item || !list) return;
      event.preventDefault();
      elements.current = { item, list };
      set({ id, start: index, index });
    },
  });

  return { drag, handle };
}
