import { useTranslation } from 'react-i18next';

/** A problem of one line of the file (or of the whole import when `line` is null). */
export interface LineProblem {
  line: number | null;
  field: string;
  message: string;
}

const SHOWN = 20;

export interface ImportProblemsProps {
  title: string;
  problems: readonly LineProblem[];
}

/** Which line, which field, what is wrong; the first ones, and how many more. */
export function ImportProblems({ title, problems }: ImportProblemsProps) {
  const { t } = useTranslation('entries');
  return (
    <div className="bc-alert bc-alert-error" role="alert">
      <p>{title}</p>
      {problems.length > 0 && (
        <ul>
          {problems.slice(0, SHOWN).map((problem) => (
            <li key={`${problem.line}-${problem.field}`}>
              {problem.line === null
                ? t('import.problemOfImport', { field: problem.field, message: problem.message })
                : t('import.problem', { line: problem.line, field: problem.field, message: problem.message })}
            </li>
          ))}
        </ul>
      )}
      {problems.length > SHOWN && <p>{t('import.moreProblems', { count: problems.length - SHOWN })}</p>}
    </div>
  );
}
