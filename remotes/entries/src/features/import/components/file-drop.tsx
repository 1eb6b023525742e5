import { IMPORT_FILE_MAX_BYTES } from '@bc/api';
import { buttonClassName } from '@bc/ui';
import { type ChangeEvent, type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface FileDropProps {
  /** The file chosen or dropped. */
  onFile: (file: File) => void;
  /** The file being imported, named in the zone. */
  fileName: string | null;
  disabled?: boolean;
}

/** What the file picker offers first; any file can still be chosen, and the server says what it is. */
const ACCEPT =
  '.csv,.tsv,.txt,.ofx,.qfx,.qif,.xml,.sta,.940,.mt940,.942,.camt,text/csv,text/plain,application/xml';

/**
 * Where the file comes in: a zone a file can be dropped on, which is also the file input's label, so that a
 * click, a tap on a phone, or Enter or Space on the focused input opens the file picker. The input itself is
 * hidden from sight but not from the keyboard; the zone shows its focus.
 */
export function FileDrop({ onFile, fileName, disabled = false }: FileDropProps) {
  const { t } = useTranslation('entries');
  const id = useId();
  const [over, setOver] = useState(false);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // The same file chosen again after an import is a change too.
    event.target.value = '';
    if (chosen) onFile(chosen);
  };
  const dragOver = (event: DragEvent<HTMLElement>) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (!disabled && dropped) onFile(dropped);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is the pointer's shortcut; the file input inside is the keyboard's way
    <div
      className="bc-import-drop"
      data-over={over || undefined}
      data-disabled={disabled || undefined}
      onDragEnter={dragOver}
      onDragOver={dragOver}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <input
        id={id}
        type="file"
        className="bc-visually-hidden"
        accept={ACCEPT}
        aria-describedby={`${id}-hint`}
        disabled={disabled}
        onChange={choose}
      />
      <label htmlFor={id} className="bc-import-drop-label">
        <strong>{t('import.file.label')}</strong>
        {/* Looks like a button, and is the label's text: a click anywhere on the zone opens the picker. */}
        <span className={buttonClassName({ variant: 'primary', className: 'bc-import-drop-action' })}>
          {t('import.file.action')}
        </span>
      </label>
      <p id={`${id}-hint`} className="bc-field-hint">
        {fileName
          ? t('import.file.chosen', { name: fileName })
          : t('import.file.hint', { megabytes: IMPORT_FILE_MAX_BYTES / (1024 * 1024) })}
      </p>
    </div>
  );
}
