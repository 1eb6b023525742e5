import { useCallback, useEffect, useRef, useState } from 'react';

// The signed-out screens' requests (sign in, sign up, resend a mail, a provider's address, logout) are
// one-shot actions: nothing of theirs is cached. They go through this hook rather than react-query's
// useMutation, with the same shape, so that the login page's own build (a visitor's first page, whose
// JavaScript is budgeted) carries neither react-query nor the query cache: 10 kB gzip of its 126.

type ActionState<Output> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success'; data: Output }
  | { status: 'error'; error: unknown };

export interface ActionCallbacks<Output> {
  onSuccess?: (data: Output) => void;
  onSettled?: () => void;
}

export interface Action<Input, Output> {
  mutate: (input: Input, callbacks?: ActionCallbacks<Output>) => void;
  /** Back to idle: an answer still on its way is then dropped. */
  reset: () => void;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
  data: Output | undefined;
}

/** `action` run on demand, with its state; only its latest run reports, and only while the screen is shown. */
export function useAction<Input, Output>(action: (input: Input) => Promise<Output>): Action<Input, Output> {
  const [state, setState] = useState<ActionState<Output>>({ status: 'idle' });
  const latestRun = useRef(0);
  const shown = useRef(false);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  const mutate = useCallback(
    (input: Input, callbacks: ActionCallbacks<Output> = {}) => {
      const run = ++latestRun.current;
      const reports = () => shown.current && run === latestRun.current;
      setState({ status: 'pending' });
      action(input).then(
        (data) => {
          if (!reports()) return;
          setState({ status: 'success', data });
          callbacks.onSuccess?.(data);
          callbacks.onSettled?.();
        },
        (error: unknown) => {
          if (!reports()) return;
          setState({ status: 'error', error });
          callbacks.onSettled?.();
        },
      );
    },
    [action],
  );

  const reset = useCallback(() => {
    latestRun.current++;
    setState({ status: 'idle' });
  }, []);

  return {
    mutate,
    reset,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    error: state.status === 'error' ? state.error : null,
    data: state.status === 'success' ? state.data : undefined,
  };
}
