import type { ImportCommitResponse } from '@bc/api';
import { Link, paths } from '@bc/router';
import { Alert, Button } from '@bc/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface ImportResultProps {
  result: ImportCommitResponse;
  fileName: string;
  /** The wallet's uuid when the file went into one wallet: the entries open filtered by it. */
  walletUuid: string | null;
  onAnother: () => void;
}

/** What the import did ("1,204 imported, 37 duplicates skipped"), a way to the entries, and to another file. */
export function ImportResult({ result, fileName, walletUuid, onAnother }: ImportResultProps) {
  const { t } = useTranslation('entries');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the person was using is gone: the keyboard starts again from what happened.
  useEffect(() => heading.current?.focus(), []);
  const imported = t('import.result.imported', { count: result.imported });
  return (
    <div className="bc-import-result">
      <h3 ref={heading} tabIndex={-1}>
        {t('import.result.title', { file: fileName })}
      </h3>
      <Alert tone="success">
        {result.duplicates > 0
          ? t('import.result.summary', {
              imported,
              duplicates: t('import.result.duplicates', { count: result.duplicates }),
            })
          : imported}
      </Alert>
      <div className="bc-actions">
        <Link
          className="bc-button bc-button-primary"
          to={
            walletUuid
              ? paths.entries.list.getHref({ filter_wallet: walletUuid })
              : paths.entries.list.getHref()
          }
        >
          {t('import.result.showEntries')}
        </Link>
        <Button onClick={onAnother}>{t('import.result.another')}</Button>
      </div>
    </div>
  );
}
