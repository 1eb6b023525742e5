import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

export interface ModalProps {
  /** The dialog's title: its heading and accessible name. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Focused when the dialog opens; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Id of the element that describes the dialog (a confirmation's question). */
  describedBy?: string;
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.hidden);
}

/**
 * Where the focus goes back when the dialog closes: the element that opened it, or, when that one is gone
 * (the row a confirmation deleted), the page's heading, so that the keyboard does not restart from the top.
 */
function giveFocusBack(opener: HTMLElement | null) {
  if (opener?.isConnected) {
    opener.focus();
    return;
  }
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}

/**
 * The one modal dialog of the app (WAI-ARIA dialog pattern): rendered over the page in a portal,
 * the rest of the page inert while it is open, focus moved in and kept inside (Tab wraps), Escape
 * closes it, and focus returns to what had it before (the button that opened it, or the page's heading
 * when that button went with what the dialog deleted). Mount it to open it, unmount it to close it.
 */
export function Modal({ title, onClose, children, initialFocus, describedBy, className }: ModalProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const container = dialog.current;
    const layer = container?.parentElement;
    // Everything else on the page is out of reach (keyboard, pointer, screen readers) while open.
    const madeInert = [...document.body.children].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && element !== layer && !element.inert,
    );
    for (const element of madeInert) element.inert = true;
    // The first field of the content rather than the close button, when there is one.
    const target =
      initialFocus?.current ??
      (body.current ? focusables(body.current)[0] : null) ??
      (container ? focusables(container)[0] : null) ??
      container;
    target?.focus();
    return () => {
      for (const element of madeInert) element.inert = false;
      giveFocusBack(opener);
    };
  }, [initialFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = focusables(dialog.current);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="bc-modal-layer">
      <div className="bc-modal-backdrop" aria-hidden="true" onClick={() => closeRef.current()} />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={className ? `bc-modal ${className}` : 'bc-modal'}
        onKeyDown={onKeyDown}
      >
        <header className="bc-modal-header">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="bc-button bc-modal-close"
            aria-label={t('close')}
            onClick={() => closeRef.current()}
          >
            ×
          </button>
        </header>
        <div ref={body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
