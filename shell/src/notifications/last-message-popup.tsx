import { registerNamespace } from '@bc/i18n';
import { notificationsResources } from '@bc/i18n/namespaces/notifications';
import { useNavigate } from '@bc/router';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LAST_MESSAGE_KEY, useLastMessage } from './api/get-last-message.ts';
import { useReadMessage } from './api/read-message.ts';
import { keepPushSubscription } from './api/save-subscription.ts';
import { PUSH_OPENED, PUSH_RECEIVED, type PushEventMessage } from './push-events.ts';
import './notifications.css';

/** An app path (`/app/budgets/...`) as the shell's router, based at /app, spells it. */
const routerPath = (url: string) => url.replace(/^\/app(?=\/)/, '');

/**
 * The pop-up of the last message sent to the person (its title and message) until they close or open
 * it; it refreshes when a push arrives. Also keeps this browser's push subscription with the person signed
 * in (the layout's push setup).
 */
export function LastMessagePopup() {
  // Once i18n is up (a layout renders after it): the strings of this pop-up, in every language.
  registerNamespace('notifications', notificationsResources);
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const last = useLastMessage();
  const read = useReadMessage();
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    keepPushSubscription().catch(() => {
      // Offline or signed out meanwhile: the next visit tries again.
    });
  }, []);

  useEffect(() => {
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!worker) return;
    const listen = (event: MessageEvent<PushEventMessage>) => {
      if (event.data?.type === PUSH_RECEIVED)
        void queryClient.invalidateQueries({ queryKey: LAST_MESSAGE_KEY });
      if (event.data?.type === PUSH_OPENED) {
        if (event.data.uuid) read.mutate(event.data.uuid);
        navigate(routerPath(event.data.url));
      }
    };
    worker.addEventListener('message', listen);
    return () => worker.removeEventListener('message', listen);
  }, [navigate, queryClient, read.mutate]);

  const message = last.data;
  if (!message || message.read) return null;
  return (
    // In the page's flow above the area, never over it: a pop-up over the page would hide its buttons.
    <section
      className="bc-card bc-message-popup"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      aria-live="polite"
    >
      <h2 id={titleId}>{message.title}</h2>
      <p id={bodyId}>{message.message}</p>
      <div className="bc-actions">
        <button
          type="button"
          className="bc-button bc-button-primary"
          onClick={() => {
            read.mutate(message.uuid);
            navigate(routerPath(message.url));
          }}
        >
          {t('open')}
        </button>
        <button
          type="button"
          className="bc-button"
          disabled={read.isPending}
          onClick={() => read.mutate(message.uuid)}
        >
          {t('close')}
        </button>
      </div>
    </section>
  );
}
