import type { TotpSetupResponse } from '@bc/api';
import { Alert, Button, QueryState } from '@bc/ui';
import { useFormatDate } from '@bc/ui/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetupTotp, useTwoFactorStatus } from './two-factor-api.ts';
import { TwoFactorDisable, TwoFactorRegenerate } from './two-factor-manage.tsx';
import { TwoFactorRecoveryCodes } from './two-factor-recovery-codes.tsx';
import { TwoFactorSetup } from './two-factor-setup.tsx';

type Step =
  | { kind: 'idle' }
  | { kind: 'setup'; setup: TotpSetupResponse }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'regenerate' }
  | { kind: 'disable' };

type Notice = 'twoFactor.enabledNotice' | 'twoFactor.disabledNotice' | 'twoFactor.regeneratedNotice';

/** FEW_RECOVERY_CODES on the server: from here down the person is told to make a new set. */
const FEW_CODES = 3;

/**
 * Two-factor sign-in in the security settings: set up an authenticator app (QR code or secret, then a code),
 * the recovery codes shown once, a new set of them, and turning it off (password and code).
 */
export function TwoFactorSection() {
  const { t } = useTranslation('settings');
  const formatDate = useFormatDate();
  const status = useTwoFactorStatus();
  const setup = useSetupTotp();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const idle = () => setStep({ kind: 'idle' });
  const go = (next: Step) => {
    setNotice(null);
    setStep(next);
  };

  return (
    <section className="bc-card bc-two-factor" aria-labelledby="security-two-factor">
      <h2 id="security-two-factor">{t('twoFactor.title')}</h2>
      <p className="bc-muted">{t('twoFactor.intro')}</p>
      <p className="bc-muted">{t('twoFactor.providerNote')}</p>
      <div role="status">{notice && <Alert tone="success">{t(notice)}</Alert>}</div>
      {setup.isError && step.kind === 'idle' && <Alert tone="error">{t('common:errors.generic')}</Alert>}
      {step.kind === 'codes' ? (
        <TwoFactorRecoveryCodes
          codes={step.codes}
          onSaved={() => {
            idle();
            setNotice(notice ?? 'twoFactor.regeneratedNotice');
          }}
        />
      ) : (
        <QueryState query={status}>
          {(current) =>
            step.kind === 'setup' ? (
              <TwoFactorSetup
                setup={step.setup}
                onEnabled={(codes) => {
                  setStep({ kind: 'codes', codes });
                  setNotice('twoFactor.enabledNotice');
                }}
                onCancel={idle}
              />
            ) : !current.enabled ? (
              <>
                <p>{t('twoFactor.off')}</p>
                <div className="bc-actions">
                  <Button
                    variant="primary"
                    busy={setup.isPending}
                    onClick={() => {
                      setNotice(null);
                      setup.mutate(undefined, {
                        onSuccess: (answer) => go({ kind: 'setup', setup: answer }),
                      });
                    }}
                  >
                    {t('twoFactor.turnOn')}
                  </Button>
                </div>
              </>
            ) : (
              <>
                <p>
                  {current.enabled_at
                    ? t('twoFactor.onSince', { date: formatDate(current.enabled_at, 'dayTime') })
                    : t('twoFactor.on')}
                </p>
                <p>{t('twoFactor.codesLeft', { count: current.recovery_codes_remaining })}</p>
                {current.recovery_codes_remaining <= FEW_CODES && (
                  <Alert tone="warning">{t('twoFactor.fewCodes')}</Alert>
                )}
                {step.kind === 'regenerate' ? (
                  <TwoFactorRegenerate
                    onRegenerated={(codes) => setStep({ kind: 'codes', codes })}
                    onCancel={idle}
                  />
                ) : step.kind === 'disable' ? (
                  <TwoFactorDisable
                    onDisabled={() => {
                      idle();
                      setNotice('twoFactor.disabledNotice');
                    }}
                    onCancel={idle}
                  />
                ) : (
                  <div className="bc-actions">
                    <Button onClick={() => go({ kind: 'regenerate' })}>
                      {t('twoFactor.regenerate.title')}
                    </Button>
                    <Button onClick={() => go({ kind: 'disable' })}>{t('twoFactor.disable.title')}</Button>
                  </div>
                )}
              </>
            )
          }
        </QueryState>
      )}
    </section>
  );
}
