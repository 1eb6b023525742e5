export interface PaginationProps {
  /** The page shown, from 1. */
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  /** The words, in the area's language: the navigation's name, both buttons, and "page n of m". */
  labels: { pages: string; previous: string; next: string; status: string };
}

/** Previous / next around "page n of m", announced as it changes; nothing when there is one page. */
export function Pagination({ page, lastPage, onPage, labels }: PaginationProps) {
  if (lastPage <= 1) return null;
  return (
    <nav className="bc-pagination" aria-label={labels.pages}>
      <button type="button" className="bc-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </button>
      <span aria-live="polite">{labels.status}</span>
      <button
        type="button"
        className="bc-button"
        disabled={page >= lastPage}
        onClick={() => onPage(page + 1)}
      >
        {labels.next}
      </button>
    </nav>
  );
}
