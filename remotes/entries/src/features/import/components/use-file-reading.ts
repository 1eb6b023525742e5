import type { ImportPreview } from '@bc/api';
import { apiError } from '@bc/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { previewImport } from '../api/preview-import.ts';
import type { UploadProgress } from '../api/send-with-upload-progress.ts';
import { AUTOMATIC_READING, previewForm, type ReadChoices, type StatementWallets } from '../read-choices.ts';

/** Why a file could not be read: the server's words (422), its size or row count (413), or anything else. */
export type ReadFailure =
  | { kind: 'unreadable'; message: string | null }
  | { kind: 'tooLarge' }
  | { kind: 'failed' };

export interface FileReading {
  file: File | null;
  choices: ReadChoices;
  /** The wallets sent with the last reading, by statement: what the selects show while it runs. */
  wallets: StatementWallets;
  /** The last answer; kept while a newer reading runs, dropped when one fails. */
  preview: ImportPreview | null;
  reading: boolean;
  /** How much of the file has been sent, while it is sent. */
  upload: UploadProgress | null;
  failure: ReadFailure | null;
  /** Sends `file` to be read with `choices` and the statements' wallets; a newer call replaces a running one. */
  read: (file: File, choices?: ReadChoices, wallets?: StatementWallets) => void;
  /** Forgets the file and its preview (after an import, or to start again). */
  reset: () => void;
}

function failureOf(error: unknown): ReadFailure {
  const { status, message } = apiError(error);
  if (status === 413) return { kind: 'tooLarge' };
  if (status === 422) return { kind: 'unreadable', message };
  return { kind: 'failed' };
}

/**
 * The file being imported and the server's reading of it (POST /api/import/preview). The same File object is
 * sent again whenever a choice changes (format, encoding, columns, wallets): the server keeps no file between
 * two readings. Only the newest reading counts: an older one still sending is aborted.
 */
export function useFileReading(): FileReading {
  const [file, setFile] = useState<File | null>(null);
  const [choices, setChoices] = useState<ReadChoices>(AUTOMATIC_READING);
  const [wallets, setWallets] = useState<StatementWallets>([]);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [reading, setReading] = useState(false);
  const [upload, setUpload] = useState<UploadProgress | null>(null);
  const [failure, setFailure] = useState<ReadFailure | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const read = useCallback(
    (next: File, nextChoices: ReadChoices = AUTOMATIC_READING, nextWallets: StatementWallets = []) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setFile(next);
      setChoices(nextChoices);
      setWallets(nextWallets);
      setReading(true);
      setFailure(null);
      setUpload({ sentBytes: 0, totalBytes: next.size });
      let shownPercent = -1;
      previewImport({
        form: previewForm(next, nextChoices, nextWallets),
        signal: controller.signal,
        // One update per percent: a 20 MB file reports thousands of progress events.
        onUploadProgress: (progress) => {
          const percent = Math.floor((progress.sentBytes / Math.max(progress.totalBytes, 1)) * 100);
          if (percent === shownPercent || controller.signal.aborted) return;
          shownPercent = percent;
          setUpload(progress);
        },
      }).then(
        (answer) => {
          if (controller.signal.aborted) return;
          running.current = null;
          setPreview(answer);
          setWallets(answer.statements.map((statement) => statement.wallet_id));
          setReading(false);
          setUpload(null);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          running.current = null;
          setPreview(null);
          setFailure(failureOf(error));
          setReading(false);
          setUpload(null);
        },
      );
    },
    [],
  );

  const reset = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setFile(null);
    setChoices(AUTOMATIC_READING);
    setWallets([]);
    setPreview(null);
    setReading(false);
    setUpload(null);
    setFailure(null);
  }, []);

  return { file, choices, wallets, preview, reading, upload, failure, read, reset };
}
