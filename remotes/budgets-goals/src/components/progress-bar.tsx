import type { CSSProperties } from 'react';

export type ProgressTone = 'green' | 'red' | 'primary';

export interface ProgressBarProps {
  /** Whole percent; drawn between 0 and 100, told as it is (a budget can pass 100 %). */
  percent: number;
  tone: ProgressTone;
  /** The accessible name, e.g. "Groceries: spent". */
  label: string;
}

const TRACK: CSSProperties = {
  height: 10,
  borderRadius: 999,
  background: 'var(--bc-border)',
  overflow: 'hidden',
};

const FILL: Record<ProgressTone, string> = {
  green: 'var(--bc-green)',
  red: 'var(--bc-red)',
  primary: 'var(--bc-primary)',
};

/**
 * A progress bar whose colour carries a state (a budget red from 80 % spent); the percentage is also told
 * to assistive technology and, by the screens, in text, so the colour is never the only sign.
 */
export function ProgressBar({ percent, tone, label }: ProgressBarProps) {
  const drawn = Math.min(100, Math.max(0, percent));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={drawn}
      aria-valuetext={`${percent} %`}
      data-tone={tone}
      style={TRACK}
    >
      <div style={{ width: `${drawn}%`, height: '100%', background: FILL[tone] }} />
    </div>
  );
}
