import { useTranslation } from 'react-i18next';

export type SkeletonShape = 'rows' | 'cards';

export interface LoadingProps {
  /** The shape of what is on its way: list or table rows, or cards. */
  shape?: SkeletonShape;
  /** How many placeholders; about what fits on a phone's first screen. */
  count?: number;
}

/**
 * What an area shows while its data loads: grey placeholders in the shape of the content, so the page
 * does not jump when it arrives, and "Loading…" for screen readers. Their shimmer stops for people who
 * ask for reduced motion.
 */
export function Loading({ shape = 'rows', count = 3 }: LoadingProps) {
  const { t } = useTranslation('common');
  const block = shape === 'cards' ? 'bc-skeleton-card' : 'bc-skeleton-row';
  return (
    <div className="bc-loading" role="status" aria-busy="true">
      <span className="bc-visually-hidden">{t('loading')}</span>
      <div className={`bc-skeleton bc-skeleton-${shape}`} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={`bc-skeleton-block ${block}`} />
        ))}
      </div>
    </div>
  );
}
