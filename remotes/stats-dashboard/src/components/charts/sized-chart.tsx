import { type ReactNode, type RefCallback, useCallback, useRef, useState } from 'react';

export interface ChartSize {
  width: number;
  height: number;
}

/**
 * The size of an element, kept current as it is resized ({0, 0} until it is known). Read from a
 * ResizeObserver, which reports after the browser's own layout; nivo's responsive charts measure with
 * getComputedStyle and getBoundingClientRect instead, which force a layout of the whole page per chart
 * (about 10 ms each on the dashboard), and render everything twice. jsdom has no ResizeObserver: there the
 * element is measured once.
 */
function useSize(): [RefCallback<HTMLDivElement>, ChartSize] {
  const [size, setSize] = useState<ChartSize>({ width: 0, height: 0 });
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    if (typeof ResizeObserver === 'undefined') {
      const { width, height } = element.getBoundingClientRect();
      setSize({ width, height });
      return;
    }
    observer.current = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.current.observe(element);
  }, []);
  return [ref, size];
}

/** Fills its parent and draws `chart` at the parent's size once that is known (nivo's charts need one). */
export function SizedChart({ chart }: { chart: (size: ChartSize) => ReactNode }) {
  const [measured, size] = useSize();
  return (
    <div ref={measured} style={{ width: '100%', height: '100%' }}>
      {size.width > 0 && size.height > 0 && chart(size)}
    </div>
  );
}
