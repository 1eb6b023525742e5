import { useAppliedTheme } from '@bc/ui/theme';
import { useMemo } from 'react';

/**
 * Colours as a canvas takes them. The app's colours are CSS tokens (`var(--bc-line-incoming)`, which is a
 * `light-dark(…)`) that only CSS resolves: each is given to an element and the colour the browser computed
 * is read back. A colour the browser does not know stays as it was.
 */
function resolveColors(colors: readonly string[]): string[] {
  const probe = document.createElement('span');
  probe.hidden = true;
  document.body.append(probe);
  const resolved = colors.map((color) => {
    probe.style.color = '';
    probe.style.color = color;
    return (probe.style.color && getComputedStyle(probe).color) || color;
  });
  probe.remove();
  return resolved;
}

/** `colors` resolved for a canvas, again when the theme changes. */
export function useCanvasColors(colors: readonly string[]): string[] {
  const theme = useAppliedTheme();
  const key = colors.join('\n');
  // By value (a new array each render is the same colours), and again when the theme changes.
  return useMemo(() => resolveColors(colors), [key, theme]);
}

/**
 * The charts' axis text and grid in the theme's muted text and border colours (nivo's own are greys meant
 * for a white page), at nivo's size.
 */
export function useCanvasTheme() {
  const [text, line] = useCanvasColors(['var(--bc-muted)', 'var(--bc-border)']);
  return useMemo(
    () => ({
      text: { fill: text },
      axis: { ticks: { line: { stroke: line }, text: { fill: text } }, domain: { line: { stroke: line } } },
      grid: { line: { stroke: line } },
    }),
    [text, line],
  );
}
