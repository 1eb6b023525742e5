import { IMPORT_MAX_ROWS } from '@bc/api';
import { ENTRY_MESSAGES } from '@bc/domain';
import { Link, paths } from '@bc/router';
import { Alert, apiError, PageHeader, QuerySelect } from '@bc/ui';
import { useWallets } from '@bc/ui/ledger';
import { type ChangeEvent, type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEntriesMenu } from '../../../components/entries-menu.ts';
import { useImportEntries } from '../api/import-entries.ts';
import { ColumnMappingFields } from '../components/column-mapping.tsx';
import { CsvPreview } from '../components/csv-preview.tsx';
import { ImportProblems, type LineProblem } from '../components/import-problems.tsx';
import { AUTO_DATE_FORMAT, type ReadSettings, ReadSettingsFields } from '../components/read-settings.tsx';
import { useCategoryMatcher } from '../components/use-category-matcher.ts';
import { detectDelimiter, parseCsv } from '../csv.ts';
import {
  type ColumnMapping,
  detectDateFormat,
  guessMapping,
  type NormalisedRow,
  normaliseRows,
} from '../normalise-rows.ts';
import { type ServerProblem, serverProblems } from '../server-problems.ts';

const NO_WALLET = '';

interface CsvFile {
  name: string;
  text: string;
}

type Settings = ReadSettings & { mapping: ColumnMapping };

type Outcome =
  | { kind: 'imported'; count: number; walletUuid: string | undefined }
  | { kind: 'refused'; problems: ServerProblem[]; message: RefusalKey };

type RefusalKey = 'refused' | 'forbidden' | 'walletGone' | 'failed';
/** Why nothing was imported, by status; anything else (offline, a server fault) is "failed". */
const REFUSAL_KEYS: Record<number, RefusalKey> = { 422: 'refused', 403: 'forbidden', 404: 'walletGone' };

function settingsFor(text: string): Settings {
  const delimiter = detectDelimiter(text);
  const header = parseCsv(text, delimiter)[0]?.fields ?? [];
  return { delimiter, hasHeader: true, dateFormat: AUTO_DATE_FORMAT, mapping: guessMapping(header) };
}

/**
 * /import: a CSV of a bank or another app into one wallet. The file is read here (delimiter and date format
 * detected, columns mapped by the person, a preview of the first rows); the rows go to the server in one
 * request, which imports all of them or, naming the bad lines, none.
 */
export function ImportPage() {
  const { t } = useTranslation('entries');
  const menu = useEntriesMenu();
  const wallets = useWallets('active');
  const categoryOf = useCategoryMatcher();
  const importing = useImportEntries();
  const [file, setFile] = useState<CsvFile | null>(null);
  const [settings, setSettings] = useState<Settings | null>(null);
  const [readFailed, setReadFailed] = useState(false);
  const [walletMissing, setWalletMissing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const read = useMemo(() => {
    if (!file || !settings) return null;
    const records = parseCsv(file.text, settings.delimiter);
    const width = Math.max(0, ...records.map((record) => record.fields.length));
    const header = settings.hasHeader ? (records[0]?.fields ?? []) : [];
    const columns = Array.from(
      { length: width },
      (_, index) => header[index]?.trim() || t('import.column', { number: index + 1 }),
    );
    const data = settings.hasHeader ? records.slice(1) : records;
    const { mapping } = settings;
    const detected = detectDateFormat(data.map((record) => record.fields[mapping.date ?? -1] ?? ''));
    const dateFormat =
      settings.dateFormat === AUTO_DATE_FORMAT ? (detected ?? 'yyyy-mm-dd') : settings.dateFormat;
    const mapped =
      mapping.date !== undefined &&
      (mapping.amount !== undefined || mapping.debit !== undefined || mapping.credit !== undefined);
    const normalised = mapped ? normaliseRows(data, { mapping, dateFormat, categoryOf }) : null;
    return { columns, data, detected, mapped, normalised };
  }, [file, settings, categoryOf, t]);

  const change = (next: Partial<Settings>) => {
    setSettings((current) => (current ? { ...current, ...next } : current));
    setOutcome(null);
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setOutcome(null);
    setReadFailed(false);
    if (!chosen) {
      setFile(null);
      setSettings(null);
      return;
    }
    try {
      const text = await chosen.text();
      setFile({ name: chosen.name, text });
      setSettings(settingsFor(text));
    } catch {
      setFile(null);
      setSettings(null);
      setReadFailed(true);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const rows = read?.normalised?.rows ?? [];
    const walletId = Number(new FormData(event.currentTarget).get('account') ?? NO_WALLET);
    setWalletMissing(!(walletId > 0));
    if (!(walletId > 0) || rows.length === 0) return;
    setOutcome(null);
    const form = event.currentTarget;
    // The entries list filters by the wallet's uuid (filter_wallet).
    const walletUuid = wallets.data?.find((wallet) => wallet.id === walletId)?.uuid;
    importing.mutate(
      { account_id: walletId, rows: rows.map(({ line: _line, ...row }: NormalisedRow) => row) },
      {
        onSuccess: ({ imported }) => {
          setOutcome({ kind: 'imported', count: imported, walletUuid });
          setFile(null);
          setSettings(null);
          form.reset();
        },
        onError: (error) => {
          const detail = apiError(error);
          setOutcome({
            kind: 'refused',
            problems: serverProblems(
              detail.fields,
              rows.map((row) => row.line),
            ),
            message: REFUSAL_KEYS[detail.status ?? 0] ?? 'failed',
          });
        },
      },
    );
  };

  const fieldName = (field: string) => t(`import.fields.${field}`);
  const localProblems: LineProblem[] = (read?.normalised?.problems ?? []).map((problem) => ({
    line: problem.field === 'rows' ? null : problem.line,
    field: fieldName(problem.field),
    message: t(`import.problems.${problem.code}`, { max: IMPORT_MAX_ROWS }),
  }));
  const refused =
    outcome?.kind === 'refused'
      ? outcome.problems.map(
          (problem): LineProblem => ({
            line: problem.line,
            field: fieldName(problem.field),
            message:
              'key' in problem.message
                ? t(`import.serverProblems.${problem.message.key}`)
                : problem.message.text,
          }),
        )
      : [];
  const rowCount = read?.normalised?.rows.length ?? 0;
  const ready = rowCount > 0 && localProblems.length === 0;

  return (
    <>
      <PageHeader title={t('import.title')} menu={menu} />
      <section className="bc-card" aria-labelledby="import-card-title">
        <h2 id="import-card-title">{t('import.cardTitle')}</h2>
        <p>{t('import.description')}</p>
        {outcome?.kind === 'imported' && (
          <Alert tone="success">
            {t('import.imported', { count: outcome.count })}{' '}
            <Link
              to={
                outcome.walletUuid
                  ? paths.entries.list.getHref({ filter_wallet: outcome.walletUuid })
                  : paths.entries.list.getHref()
              }
            >
              {t('import.showEntries')}
            </Link>
          </Alert>
        )}
        <form className="bc-form" aria-label={t('import.cardTitle')} onSubmit={submit} noValidate>
          <div className="bc-grid">
            <div className="bc-field">
              <label htmlFor="import-file">{t('import.file')}</label>
              <input
                id="import-file"
                name="file"
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                aria-describedby="import-file-hint"
                onChange={chooseFile}
                // A file input is wider than a phone's column by default; it shrinks with the grid instead.
                style={{ minWidth: 0 }}
              />
              <p id="import-file-hint" className="bc-field-hint">
                {t('import.fileHint')}
              </p>
            </div>
            <QuerySelect
              id="import-account"
              name="account"
              label={t('import.wallet')}
              query={wallets}
              placeholder={{ value: NO_WALLET, label: t('form.chooseWallet') }}
              options={(list) => list.map((wallet) => ({ value: String(wallet.id), label: wallet.name }))}
            />
          </div>
          {walletMissing && <Alert tone="error">{t(`messages.${ENTRY_MESSAGES.wallet}`)}</Alert>}
          {readFailed && <Alert tone="error">{t('import.readFailed')}</Alert>}
          {file && settings && read && (
            <ReadSettingsFields
              fileName={file.name}
              settings={settings}
              detectedDateFormat={read.detected}
              onChange={change}
            />
          )}
          {settings && read && read.data.length === 0 && <Alert tone="warning">{t('import.empty')}</Alert>}
          {settings && read && read.data.length > 0 && (
            <>
              <ColumnMappingFields
                columns={read.columns}
                mapping={settings.mapping}
                onChange={(mapping) => change({ mapping })}
              />
              <CsvPreview columns={read.columns} records={read.data} />
              {!read.mapped && <Alert tone="info">{t('import.needsColumns')}</Alert>}
              {localProblems.length > 0 && (
                <ImportProblems title={t('import.problemsTitle')} problems={localProblems} />
              )}
            </>
          )}
          {outcome?.kind === 'refused' && (
            <ImportProblems title={t(`import.${outcome.message}`)} problems={refused} />
          )}
          {ready && (
            <div className="bc-actions">
              <button type="submit" className="bc-button bc-button-primary" disabled={importing.isPending}>
                {importing.isPending ? t('import.importing') : t('import.submit', { count: rowCount })}
              </button>
            </div>
          )}
        </form>
      </section>
    </>
  );
}
