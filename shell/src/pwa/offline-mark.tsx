import { queryClient, useOnline, useServedFromCache } from '@bc/session';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import './pwa.css';
import { dateTimeFormat } from '@bc/ui/format';

/** When the data was received: the time alone today, with the date before. */
export function receivedAt(time: number, language: string, now = Date.now()): string {
  const sameDay = new Date(time).toDateString() === new Date(now).toDateString();
  return dateTimeFormat(
    language,
    sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(time);
}

/**
 * The mark on data the offline cache answered ("offline, showing data from <time>"). Back online, what
 * the cache answered is asked again at once, so what is shown online is never older than the cache's TTL.
 */
export function OfflineMark() {
  const { t, i18n } = useTranslation('shell');
  const online = useOnline();
  const servedAt = useServedFromCache();
  useEffect(() => {
    if (online && servedAt !== null) void queryClient.invalidateQueries();
  }, [online, servedAt]);
  if (servedAt === null) return null;
  const time = receivedAt(servedAt, i18n.language);
  return (
    <p className="bc-offline-mark" role="status">
      {t(online ? 'pwa.savedData' : 'pwa.offlineData', { time })}
    </p>
  );
}
