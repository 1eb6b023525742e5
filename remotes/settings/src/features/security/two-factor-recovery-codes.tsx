import { Button, FormActions, saveBlob } from '@bc/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The ten recovery codes, shown this once (the server keeps only their hashes): download them, then go on. */
export function TwoFactorRecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const { t } = useTranslation('settings');
  const heading = useRef<HTMLHeadingElement>(null);
  // Shown in place of the form that made them: the keyboard and the screen reader start here.
  useEffect(() => heading.current?.focus(), []);

  const download = () => {
    const text = `${t('twoFactor.codes.fileTitle')}\n\n${codes.join('\n')}\n`;
    saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), 'budget-control-recovery-codes.txt');
  };

  return (
    <div className="bc-two-factor-codes">
      <h3 ref={heading} tabIndex={-1}>
        {t('twoFactor.codes.title')}
      </h3>
      <p>{t('twoFactor.codes.intro')}</p>
      <ol className="bc-item-list" aria-label={t('twoFactor.codes.title')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <FormActions>
        <Button onClick={download}>{t('twoFactor.codes.download')}</Button>
        <Button variant="primary" onClick={onSaved}>
          {t('twoFactor.codes.saved')}
        </Button>
      </FormActions>
    </div>
  );
}
