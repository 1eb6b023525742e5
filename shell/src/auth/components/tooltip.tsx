import { useState } from 'react';

export interface TooltipProps {
  /** The id of the tooltip text: give it to the described field's aria-describedby. */
  id: string;
  /** The accessible name of the button that shows the tooltip. */
  label: string;
  text: string;
}

/**
 * A "?" button with a tooltip: shown on hover and on focus, toggled by click or Enter (touch
 * screens), hidden with Escape. The text stays in the page for the field that it describes.
 */
export function Tooltip({ id, label, text }: TooltipProps) {
  const [open, setOpen] = useState(false);
  return (
    <span className="bc-tooltip-anchor">
      <button
        type="button"
        className="bc-tooltip-trigger"
        aria-label={label}
        aria-describedby={id}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        ?
      </button>
      <span id={id} role="tooltip" className="bc-tooltip" data-open={open}>
        {text}
      </span>
    </span>
  );
}
