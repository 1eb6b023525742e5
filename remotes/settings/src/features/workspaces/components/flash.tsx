import { Alert, type AlertTone } from '@bc/ui';
import { useCallback, useEffect, useState } from 'react';

export interface FlashMessage {
  tone: AlertTone;
  text: string;
}

/** Success alerts close by themselves after two seconds (SPEC §4); errors stay until replaced. */
export const FLASH_TIMEOUT_MS = 2000;

export function useFlash(initial: FlashMessage[] = []) {
  const [messages, setMessages] = useState<FlashMessage[]>(initial);
  const autoClose = messages.length > 0 && messages.every((message) => message.tone === 'success');

  useEffect(() => {
    if (!autoClose) return;
    const timer = setTimeout(() => setMessages([]), FLASH_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [autoClose]);

  const show = useCallback((...next: FlashMessage[]) => setMessages(next), []);
  return { messages, show };
}

/** The page's alerts: success, error or warning messages of the last action. */
export function FlashMessages({ messages }: { messages: FlashMessage[] }) {
  return (
    <>
      {messages.map((message) => (
        <Alert key={`${message.tone}:${message.text}`} tone={message.tone}>
          {message.text}
        </Alert>
      ))}
    </>
  );
}
