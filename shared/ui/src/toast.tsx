import { FLASH_TIMEOUT_MS, UNDO_TIMEOUT_MS } from '@bc/domain';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertTone } from './alert.tsx';

/** A message that reports what an action did: saved, deleted, failed, not found. */
export interface FlashMessage {
  tone: AlertTone;
  text: string;
  /** A button beside the text that takes the action back (Undo); the toast then stays UNDO_TIMEOUT_MS. */
  action?: { label: string; run: () => void };
}

/** What a screen hands the next one in the history state when it navigates after an action. */
export interface FlashState {
  flash?: FlashMessage | readonly FlashMessage[];
}

export interface Flash {
  /** The messages on screen, oldest first. */
  messages: readonly FlashMessage[];
  /** Replaces the messages on screen (none clears them); they close together two seconds later. */
  show: (...next: FlashMessage[]) => void;
  /** Closes one message before its time. */
  dismiss: (message: FlashMessage) => void;
  /** Keeps the messages open while the pointer or the keyboard focus is on them. */
  hold: (held: boolean) => void;
}

const asList = (
  initial: FlashMessage | readonly FlashMessage[] | null | undefined,
): readonly FlashMessage[] => {
  if (!initial) return [];
  return 'tone' in initial ? [initial] : initial;
};

/**
 * The toasts of a screen, starting with those a previous screen handed over. Every kind (success, error,
 * warning, info) closes by itself FLASH_TIMEOUT_MS after it was shown, unless the person is on it.
 */
export function useFlash(initial?: FlashMessage | readonly FlashMessage[] | null): Flash {
  const [messages, setMessages] = useState(() => asList(initial));
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (messages.length === 0 || held) return;
    const timeout = messages.some((message) => message.action) ? UNDO_TIMEOUT_MS : FLASH_TIMEOUT_MS;
    const timer = setTimeout(() => setMessages([]), timeout);
    return () => clearTimeout(timer);
  }, [messages, held]);

  // A toast removed while it had the focus never reports the blur: nothing is held once none is left.
  useEffect(() => {
    if (messages.length === 0) setHeld(false);
  }, [messages]);

  const show = useCallback((...next: FlashMessage[]) => setMessages(next), []);
  const dismiss = useCallback(
    (message: FlashMessage) => setMessages((current) => current.filter((shown) => shown !== message)),
    [],
  );
  return useMemo(() => ({ messages, show, dismiss, hold: setHeld }), [messages, show, dismiss]);
}

export interface ToastProps {
  message: FlashMessage;
  onDismiss: () => void;
}

/** One message: announced (an error at once, the others politely), with a button that closes it. */
export function Toast({ message, onDismiss }: ToastProps) {
  const { t } = useTranslation('common');
  return (
    <div className={`bc-alert bc-alert-${message.tone} bc-toast`}>
      <p className="bc-toast-text" role={message.tone === 'error' ? 'alert' : 'status'}>
        {message.text}
      </p>
      {message.action && (
        <button
          type="button"
          className="bc-button bc-button-small bc-toast-action"
          onClick={() => {
            message.action?.run();
            onDismiss();
          }}
        >
          {message.action.label}
        </button>
      )}
      <ToastClose label={t('dismissToast')} onClick={onDismiss} />
    </div>
  );
}

/** The × that closes a toast, or anything standing with the toasts; `label` names what it does. */
export function ToastClose({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="bc-button bc-button-ghost bc-toast-close"
      aria-label={label}
      onClick={onClick}
    >
      ×
    </button>
  );
}

export interface ToastsProps {
  flash: Flash;
  /**
   * What stands under the messages in the same place, announced the same way, and closes only when it says
   * so (a question waiting for an answer).
   */
  children?: ReactNode;
}

/**
 * Where a screen's toasts appear, over the page (they never push its content down). The live region is
 * always there, so a new message is announced; Escape closes them all from the keyboard.
 */
export function Toasts({ flash, children }: ToastsProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || flash.messages.length === 0) return;
    event.stopPropagation();
    flash.show();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape reaches it from the close buttons inside.
    <div
      className="bc-toasts"
      aria-live="polite"
      onKeyDown={onKeyDown}
      onFocus={() => flash.hold(true)}
      onBlur={() => flash.hold(false)}
      onMouseEnter={() => flash.hold(true)}
      onMouseLeave={() => flash.hold(false)}
    >
      {flash.messages.map((message) => (
        <Toast
          key={`${message.tone}:${message.text}`}
          message={message}
          onDismiss={() => flash.dismiss(message)}
        />
      ))}
      {children}
    </div>
  );
}
