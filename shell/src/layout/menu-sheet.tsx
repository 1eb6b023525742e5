import { type ReactNode, useEffect, useRef } from 'react';

export interface MenuSheetProps {
  onClose: () => void;
  children: ReactNode;
}

/**
 * The phone's menu: a sheet over the page, above the bottom bar. Focus moves into it when it opens so that Tab
 * walks its links next; Escape or a tap outside it closes it.
 */
export function MenuSheet({ onClose, children }: MenuSheetProps) {
  const sheet = useRef<HTMLDivElement>(null);

  useEffect(() => {
    sheet.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  return (
    <>
      {/* The backdrop is a pointer's way out only: keyboard users have Escape and the menu button. */}
      <div className="bc-menu-backdrop" aria-hidden="true" onClick={onClose} />
      <div ref={sheet} className="bc-menu-sheet" tabIndex={-1}>
        {children}
      </div>
    </>
  );
}
