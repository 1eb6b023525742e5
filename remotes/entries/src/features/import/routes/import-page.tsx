import {
  type CsvColumns,
  type DateOrder,
  type DecimalSeparator,
  IMPORT_FILE_MAX_BYTES,
  IMPORT_FILE_MAX_ROWS,
  type ImportCommitResponse,
} from '@bc/api';
import { Alert, apiError, Button, PageHeader } from '@bc/ui';
import { useWorkspaceDefaults } from '@bc/ui/account';
import { useWallets } from '@bc/ui/ledger';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEntriesMenu } from '../../../components/entries-menu.ts';
import { useCommitImport } from '../api/commit-import.ts';
import { CsvMapping } from '../components/csv-mapping.tsx';
import { FileDrop } from '../components/file-drop.tsx';
import { ImportHistory } from '../components/import-history.tsx';
import { ImportResult } from '../components/import-result.tsx';
import { ImportRows } from '../components/import-rows.tsx';
import { ReadProgress } from '../components/read-progress.tsx';
import { ReadingChoices } from '../components/reading-choices.tsx';
import { StatementCard } from '../components/statement-card.tsx';
import { useCategoryOptions } from '../components/use-category-options.ts';
import { type ReadFailure, useFileReading } from '../components/use-file-reading.ts';
import { importCounts, previewItems, rowsByLine } from '../preview-rows.ts';
import {
  AUTOMATIC_READING,
  commitBody,
  type ReadChoices,
  type RowChange,
  type RowChanges,
} from '../read-choices.ts';
import '../import.css';

/** What the page shows after an import: the server's counts, the file, the one wallet it went to if one. */
interface Imported {
  result: ImportCommitResponse;
  fileName: string;
  walletUuid: string | null;
}

const NO_CHANGES: RowChanges = new Map();
const IMPORT_FILE_MAX_MEGABYTES = IMPORT_FILE_MAX_BYTES / (1024 * 1024);
/** File problems the mapping asks about itself. */
const ASKED_BY_MAPPING = new Set(['columns', 'date_format']);

/**
 * /import: a bank's or another app's file of any common format (CSV, OFX, QFX, QIF, CAMT, MT940), read by the
 * server. The person drops or picks the file, sees what it holds (format, encoding, each statement's account,
 * dates, rows and balances), maps a CSV's columns when asked, sends each statement to a wallet (or creates
 * one), looks at every row (duplicates and problems marked; categories and rows changeable) and imports the
 * kept rows in one go; the history below lists the imports, and undoes one.
 */
export function ImportPage() {
  const { t } = useTranslation('entries');
  const menu = useEntriesMenu();
  const reading = useFileReading();
  const commit = useCommitImport();
  const categories = useCategoryOptions();
  const wallets = useWallets('all');
  const workspace = useWorkspaceDefaults();
  const [changes, setChanges] = useState<RowChanges>(NO_CHANGES);
  const [imported, setImported] = useState<Imported | null>(null);
  const [commitProblem, setCommitProblem] = useState<string | null>(null);
  const { file, preview, choices } = reading;
  const busy = reading.reading || commit.isPending;

  const items = useMemo(() => (preview ? previewItems(preview) : []), [preview]);
  const rows = useMemo(() => (preview ? rowsByLine(preview) : new Map()), [preview]);
  const counts = useMemo(() => (preview ? importCounts(preview, changes) : null), [preview, changes]);
  const chosenWallets = preview?.statements.map((statement) => statement.wallet_id) ?? [];
  const everyWallet = chosenWallets.length > 0 && chosenWallets.every((id) => id !== null);
  const fileProblems = preview?.problems.filter((problem) => !ASKED_BY_MAPPING.has(problem.field)) ?? [];
  // The server imports nothing while the mapping's questions are open.
  const mappingAsks = preview?.problems.some((problem) => ASKED_BY_MAPPING.has(problem.field)) ?? false;
  const waitsFor = mappingAsks ? 'needsMapping' : everyWallet ? null : 'needsWallet';

  const walletOf = useCallback(
    (id: number | null) => wallets.data?.find((wallet) => wallet.id === id),
    [wallets.data],
  );
  const currencyOf = useCallback(
    (statement: number) => {
      const found = preview?.statements[statement];
      return (
        found?.account.currency ?? walletOf(found?.wallet_id ?? null)?.currency_code ?? workspace.currencyCode
      );
    },
    [preview, walletOf, workspace.currencyCode],
  );
  const changeRow = useCallback(
    (line: number, change: RowChange) => setChanges((current) => new Map(current).set(line, change)),
    [],
  );

  const start = (next: File) => {
    setImported(null);
    setCommitProblem(null);
    setChanges(NO_CHANGES);
    reading.read(next);
  };
  /** Another format or encoding: the file is read afresh, columns and wallets found again. */
  const readAs = (next: Pick<ReadChoices, 'format' | 'encoding'>) => {
    if (!file) return;
    setChanges(NO_CHANGES);
    reading.read(file, { ...AUTOMATIC_READING, ...next });
  };
  const mapColumns = (next: {
    columns: CsvColumns;
    dateFormat?: DateOrder;
    decimalSeparator?: DecimalSeparator;
  }) => {
    if (!file) return;
    setChanges(NO_CHANGES);
    reading.read(file, { ...choices, ...next }, reading.wallets);
  };
  /** The rows stay as they are (the same lines); the server marks their duplicates against the new wallet. */
  const chooseWallet = (index: number, walletId: number) => {
    if (!file) return;
    const next = reading.wallets.slice();
    next[index] = walletId;
    reading.read(file, choices, next);
  };

  const importNow = () => {
    if (!preview || !file || waitsFor) return;
    const statementWallets = chosenWallets.filter((id): id is number => id !== null);
    setCommitProblem(null);
    commit.mutate(
      { importId: preview.import_id, body: commitBody(statementWallets, changes, rows) },
      {
        onSuccess: (result) => {
          const single =
            new Set(statementWallets).size === 1 ? walletOf(statementWallets[0] ?? null) : undefined;
          setImported({ result, fileName: preview.file_name, walletUuid: single?.uuid ?? null });
          setChanges(NO_CHANGES);
          reading.reset();
        },
        onError: (error) => {
          const { status, message } = apiError(error);
          if (status === 404) {
            // The preview waits an hour on the server: the same file is read again, the changes kept.
            setCommitProblem(t('import.commit.expired'));
            reading.read(file, choices, reading.wallets);
          } else if (status === 409) setCommitProblem(t('import.commit.already'));
          else if (status === 422 && message) setCommitProblem(message);
          else if (status === 403) setCommitProblem(t('import.commit.forbidden'));
          else setCommitProblem(t('import.commit.failed'));
        },
      },
    );
  };

  return (
    <>
      <PageHeader title={t('import.title')} menu={menu} />
      <section className="bc-card" aria-labelledby="import-file-title">
        <h2 id="import-file-title">{t('import.file.title')}</h2>
        {imported ? (
          <ImportResult
            result={imported.result}
            fileName={imported.fileName}
            walletUuid={imported.walletUuid}
            onAnother={() => setImported(null)}
          />
        ) : (
          <>
            <p>{t('import.file.description')}</p>
            <FileDrop onFile={start} fileName={file?.name ?? null} disabled={commit.isPending} />
            {reading.reading && file && <ReadProgress fileName={file.name} upload={reading.upload} />}
            {reading.failure && <ReadFailureAlert failure={reading.failure} />}
          </>
        )}
      </section>

      {file && !imported && (
        <section className="bc-card" aria-labelledby="import-found-title">
          <h2 id="import-found-title">{t('import.found.title')}</h2>
          <ReadingChoices
            choices={choices}
            found={preview && { format: preview.format, encoding: preview.encoding }}
            onChange={readAs}
            disabled={busy}
          />
          {fileProblems.length > 0 && (
            <Alert tone="warning">
              <ul className="bc-import-problems">
                {fileProblems.map((problem) => (
                  <li key={`${problem.field}-${problem.message}`}>{problem.message}</li>
                ))}
              </ul>
            </Alert>
          )}
          {preview?.csv && (
            <CsvMapping
              key={preview.import_id}
              csv={preview.csv}
              problems={preview.problems}
              onApply={mapColumns}
              disabled={busy}
            />
          )}
          {preview && preview.statements.length === 0 && (
            <Alert tone="info">{t('import.found.noStatements')}</Alert>
          )}
          {preview && preview.statements.length > 0 && (
            <div className="bc-import-statements">
              {preview.statements.map((statement, index) => (
                <StatementCard
                  key={index}
                  statement={statement}
                  index={index}
                  walletId={reading.wallets[index] ?? statement.wallet_id}
                  onChooseWallet={(walletId) => chooseWallet(index, walletId)}
                  currency={currencyOf(index)}
                  disabled={busy}
                />
              ))}
            </div>
          )}
        </section>
      )}

      {preview && counts && !imported && items.length > 0 && (
        <section className="bc-card" aria-labelledby="import-preview-title">
          <h2 id="import-preview-title">{t('import.preview.title')}</h2>
          <p className="bc-import-counts" aria-live="polite">
            {[
              t('import.preview.toImport', { count: counts.toImport }),
              t('import.preview.duplicates', { count: counts.duplicates }),
              t('import.preview.problems', { count: counts.problems }),
              ...(counts.leftOut > 0 ? [t('import.preview.leftOut', { count: counts.leftOut })] : []),
            ].join(' · ')}
          </p>
          <ImportRows
            preview={preview}
            items={items}
            changes={changes}
            onChange={changeRow}
            currencyOf={currencyOf}
            categories={categories}
            disabled={busy}
          />
          {commitProblem && <Alert tone="error">{commitProblem}</Alert>}
          {commit.isPending ? (
            <div className="bc-import-progress">
              <p role="status" className="bc-import-progress-text">
                {t('import.commit.running', { count: counts.toImport })}
              </p>
              <progress aria-label={t('import.commit.running', { count: counts.toImport })} />
            </div>
          ) : (
            <div className="bc-actions bc-import-actions">
              <Button
                variant="primary"
                disabled={waitsFor !== null || counts.toImport === 0 || reading.reading}
                aria-describedby={waitsFor ? 'import-waits-for' : undefined}
                onClick={importNow}
              >
                {t('import.commit.submit', { count: counts.toImport })}
              </Button>
              {waitsFor && (
                <p id="import-waits-for" className="bc-field-hint">
                  {t(`import.commit.${waitsFor}`)}
                </p>
              )}
            </div>
          )}
        </section>
      )}

      <section className="bc-card" aria-labelledby="import-history-title">
        <h2 id="import-history-title">{t('import.history.title')}</h2>
        <ImportHistory />
      </section>
    </>
  );
}

function ReadFailureAlert({ failure }: { failure: ReadFailure }) {
  const { t } = useTranslation('entries');
  const text =
    failure.kind === 'tooLarge'
      ? t('import.failure.tooLarge', { megabytes: IMPORT_FILE_MAX_MEGABYTES, rows: IMPORT_FILE_MAX_ROWS })
      : failure.kind === 'unreadable'
        ? t('import.failure.unreadable', { message: failure.message ?? t('import.failure.unknown') })
        : t('import.failure.failed');
  return <Alert tone="error">{text}</Alert>;
}
