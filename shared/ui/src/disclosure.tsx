import { type ReactNode, useState } from 'react';

export interface DisclosureProps {
  /** Base of the ids linking the button to its content: unique in the page. */
  id: string;
  /** What the button says (the title of the hidden content). */
  label: ReactNode;
  /** Wraps the button in a heading of this level, e.g. a collapsible table's title. */
  headingLevel?: 2 | 3;
  defaultOpen?: boolean;
  className?: string;
  children: ReactNode;
}

/** A button that shows and hides its content (WAI-ARIA disclosure: aria-expanded, aria-controls). */
export function Disclosure({
  id,
  label,
  headingLevel,
  defaultOpen = false,
  className,
  children,
}: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const contentId = `${id}-content`;
  const button = (
    <button
      type="button"
      id={id}
      className="bc-disclosure"
      aria-expanded={open}
      aria-controls={contentId}
      onClick={() => setOpen((value) => !value)}
    >
      {label}
    </button>
  );
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;
  return (
    <div className={className}>
      {Heading ? <Heading className="bc-disclosure-heading">{button}</Heading> : button}
      <div id={contentId} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
