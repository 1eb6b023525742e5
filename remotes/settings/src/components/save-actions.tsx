import { Button, FormActions } from '@bc/ui';
import { useTranslation } from 'react-i18next';

export interface SaveActionsProps {
  /** True while the save runs. */
  busy: boolean;
  /** Given in a dialog: a Cancel button closes it. */
  onCancel?: () => void;
}

/** The buttons that end a settings form: Save, then Cancel when the form is in a dialog. */
export function SaveActions({ busy, onCancel }: SaveActionsProps) {
  const { t } = useTranslation('settings');
  return (
    <FormActions>
      <Button type="submit" variant="primary" busy={busy}>
        {t('wallets.save')}
      </Button>
      {onCancel && <Button onClick={onCancel}>{t('wallets.cancel')}</Button>}
    </FormActions>
  );
}
