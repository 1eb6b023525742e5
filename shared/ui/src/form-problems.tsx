import { type ReactNode, useState } from 'react';
import { Alert } from './alert.tsx';
import { saveProblems } from './api-error.ts';

export interface FormProblems {
  /** The alert joining the messages (one alert for all of them), or nothing. */
  alert: ReactNode;
  /** Shows the rule messages for these keys; true when there are none and the form may be sent. */
  check: (keys: readonly string[]) => boolean;
  /** Shows what a failed save answered: the server's field messages, or the fallback. */
  failed: (error: unknown) => void;
  clear: () => void;
}

/**
 * The one way a form reports problems: its own rules first (nothing is sent while any fails), then the
 * server's answer to a save. `translate` turns a message key (the same keys on both sides) into text.
 */
export function useFormProblems(translate: (key: string) => string, fallback: string): FormProblems {
  const [problems, setProblems] = useState<string[]>([]);
  return {
    alert: problems.length > 0 ? <Alert tone="error">{problems.join(', ')}</Alert> : null,
    check: (keys) => {
      const messages = keys.map(translate);
      setProblems(messages);
      return messages.length === 0;
    },
    failed: (error) => setProblems(saveProblems(error, translate, fallback)),
    clear: () => setProblems([]),
  };
}
