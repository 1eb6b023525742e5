import { Alert, type AlertTone } from '@bc/ui';
import { useCallback, useEffect, useState } from 'react';

export interface FlashMessage {
  tone: AlertTone;
  text: string;
}

/** What a screen hands the next one in the history state when it navigates after an action. */
export interface FlashState {
  flash?: FlashMessage;
}

/** Success alerts close by themselves after two seconds; errors and warnings stay until replaced. */
export const FLASH_TIMEOUT_MS = 2000;

/** The page's alert of the last action, starting with the one a previous screen handed over. */
export function useFlash(initial?: FlashMessage | null) {
  const [message, setMessage] = useState<FlashMessage | null>(initial ?? null);
  useEffect(() => {
    if (message?.tone !== 'success') return;
    const timer = setTimeout(() => setMessage(null), FLASH_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [message]);
  const show = useCallback((next: FlashMessage | null) => setMessage(next), []);
  return { message, show };
}

/** A live region that announces the alert of the last action. */
export function FlashMessages({ message }: { message: FlashMessage | null }) {
  return <div aria-live="polite">{message && <Alert tone={message.tone}>{message.text}</Alert>}</div>;
}
