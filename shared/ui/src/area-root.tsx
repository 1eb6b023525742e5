import { i18n } from '@bc/i18n';
import { queryClient } from '@bc/session';
import { QueryClientProvider } from '@tanstack/react-query';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

export interface AreaRootProps {
  children: ReactNode;
  /**
   * Told when the area throws while rendering. Inside the shell this makes the shell show the area
   * as unavailable with a Retry; standalone it is left out and the error propagates.
   */
  onCrash?: (error: Error) => void;
}

/**
 * What every React root of the app wraps itself in: the shared query cache and i18n instance
 * (context does not cross roots, so each root provides the same singletons again).
 */
export function AreaRoot({ children, onCrash }: AreaRootProps) {
  const content = (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
  return onCrash ? <CrashReporter onCrash={onCrash}>{content}</CrashReporter> : content;
}

interface CrashReporterProps {
  children: ReactNode;
  onCrash: (error: Error) => void;
}

class CrashReporter extends Component<CrashReporterProps, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Area crashed', error, info.componentStack);
    this.props.onCrash(error);
  }

  override render() {
    return this.state.crashed ? null : this.props.children;
  }
}
