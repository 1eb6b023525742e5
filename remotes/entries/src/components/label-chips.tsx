import type { Entry } from '@bc/api';

export interface LabelChipsProps {
  labels: readonly Pick<Entry['labels'][number], 'id' | 'name' | 'color'>[];
  /** Given, each chip is a button that filters the list by its label. */
  onFilter?: (labelId: number) => void;
}

/** An entry's or a plan's labels as chips in their colours. */
export function LabelChips({ labels, onFilter }: LabelChipsProps) {
  return labels.map((label) =>
    onFilter ? (
      <button
        key={label.id}
        type="button"
        className="bc-label-chip"
        style={{ background: label.color }}
        onClick={() => onFilter(label.id)}
      >
        {label.name}
      </button>
    ) : (
      <span key={label.id} className="bc-label-chip" style={{ background: label.color }}>
        {label.name}
      </span>
    ),
  );
}
