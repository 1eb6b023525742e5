import { Alert } from '@bc/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { vapidKeyQueryOptions } from '../api/get-vapid-key.ts';
import { PushSetupError, pushState, turnPushOff, turnPushOn } from '../push-subscription.ts';

const STATE_KEY = ['notify', 'push-state'] as const;

/** Push on this browser: its state, and the button that turns it on (asking the permission) or off. */
export function PushDevice() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: STATE_KEY, queryFn: pushState, staleTime: 0 });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'permission' | 'token' | 'failed' | null>(null);

  const change = async (on: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      if (on) await turnPushOn(await queryClient.fetchQuery(vapidKeyQueryOptions()));
      else await turnPushOff();
    } catch (error) {
      setProblem(error instanceof PushSetupError ? error.reason : 'failed');
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: STATE_KEY });
    }
  };

  const current = state.data;
  return (
    <section className="bc-card" aria-labelledby="push-device-title">
      <h2 id="push-device-title">{t('notifications.device.title')}</h2>
      {current && <p role="status">{t(`notifications.device.${current}`)}</p>}
      {problem && <Alert tone="error">{t(`notifications.device.problems.${problem}`)}</Alert>}
      {(current === 'off' || current === 'on') && (
        <div className="bc-actions">
          <button
            type="button"
            className={`bc-button ${current === 'off' ? 'bc-button-primary' : ''}`}
            disabled={busy}
            onClick={() => void change(current === 'off')}
          >
            {busy
              ? t('notifications.device.working')
              : current === 'off'
                ? t('notifications.device.turnOn')
                : t('notifications.device.turnOff')}
          </button>
        </div>
      )}
    </section>
  );
}
