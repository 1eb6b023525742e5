import type { SessionSummary } from '@bc/api';
import { Alert, Button, ConfirmDialog, QueryState } from '@bc/ui';
import { useFormatDate } from '@bc/ui/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessions, useSignOutOtherSessions, useSignOutSession } from './devices-api.ts';

type Notice =
  | { key: 'devices.signedOutOne'; device: string }
  | { key: 'devices.signedOutOthers'; count: number };

/** "Firefox on Linux" in the person's language; one name alone, or "Unknown device", when the rest is hidden. */
export function useDeviceName(): (session: SessionSummary) => string {
  const { t } = useTranslation('settings');
  return ({ device }) =>
    device.browser && device.os
      ? t('devices.name', { browser: device.browser, os: device.os })
      : device.browser || device.os || t('devices.unknown');
}

/**
 * Where the person is signed in, in the security settings: each session as a card (its browser and system,
 * IP, when it signed in and was last seen, "This device"), signing another one out, or all of them, after a
 * confirmation.
 */
export function DevicesSection() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const formatDate = useFormatDate();
  const deviceName = useDeviceName();
  const sessions = useSessions();
  const signOut = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions();
  const [confirming, setConfirming] = useState<SessionSummary | 'others' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const failed = (signOut.isError || signOutOthers.isError) && !confirming;

  const confirm = () => {
    if (confirming === 'others') {
      signOutOthers.mutate(undefined, {
        onSuccess: (count) => {
          setConfirming(null);
          setNotice({ key: 'devices.signedOutOthers', count });
        },
      });
    } else if (confirming) {
      const device = deviceName(confirming);
      signOut.mutate(confirming.id, {
        onSuccess: () => {
          setConfirming(null);
          setNotice({ key: 'devices.signedOutOne', device });
        },
      });
    }
  };

  return (
    <section className="bc-card" aria-labelledby="security-devices">
      <h2 id="security-devices">{t('devices.title')}</h2>
      <p className="bc-muted">{t('devices.intro')}</p>
      <div role="status">
        {notice && (
          <Alert tone="success">
            {notice.key === 'devices.signedOutOne'
              ? t(notice.key, { device: notice.device })
              : t(notice.key, { count: notice.count })}
          </Alert>
        )}
      </div>
      {failed && <Alert tone="error">{tc('errors.generic')}</Alert>}
      <QueryState query={sessions}>
        {(list) => (
          <>
            <ul className="bc-item-list" aria-labelledby="security-devices">
              {list.map((session) => (
                <li key={session.id}>
                  <span style={{ minWidth: 0 }}>
                    <strong>{deviceName(session)}</strong>
                    {session.current && (
                      <>
                        {' '}
                        <span className="bc-badge bc-badge-current">{t('devices.thisDevice')}</span>
                      </>
                    )}
                    <br />
                    <span className="bc-muted">
                      {session.ip ? t('devices.ip', { ip: session.ip }) : t('devices.noIp')}
                      <br />
                      {t('devices.signedIn', { date: formatDate(session.created_at, 'dayTime') })}
                      {' · '}
                      {t('devices.lastSeen', { date: formatDate(session.last_seen_at, 'dayTime') })}
                    </span>
                  </span>
                  {!session.current && (
                    <button
                      type="button"
                      className="bc-button"
                      aria-haspopup="dialog"
                      aria-label={t('devices.signOutLabel', {
                        device: deviceName(session),
                        date: formatDate(session.created_at, 'dayTime'),
                      })}
                      onClick={() => {
                        setNotice(null);
                        setConfirming(session);
                      }}
                    >
                      {t('devices.signOut')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
            {list.some((session) => !session.current) ? (
              <div className="bc-actions">
                <Button
                  variant="danger"
                  aria-haspopup="dialog"
                  onClick={() => {
                    setNotice(null);
                    setConfirming('others');
                  }}
                >
                  {t('devices.signOutOthers')}
                </Button>
              </div>
            ) : (
              <p>{t('devices.onlyThis')}</p>
            )}
          </>
        )}
      </QueryState>
      {confirming && (
        <ConfirmDialog
          title={confirming === 'others' ? t('devices.signOutOthersTitle') : t('devices.signOutTitle')}
          question={
            confirming === 'others'
              ? t('devices.signOutOthersConfirm')
              : t('devices.signOutConfirm', { device: deviceName(confirming) })
          }
          confirmLabel={confirming === 'others' ? t('devices.signOutOthers') : t('devices.signOut')}
          busy={signOut.isPending || signOutOthers.isPending}
          onConfirm={confirm}
          onCancel={() => setConfirming(null)}
        />
      )}
    </section>
  );
}
