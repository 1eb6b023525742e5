import { Link } from '@bc/router';
import { DeleteIcon, EditIcon, MoreIcon } from '@bc/ui/icons';

export interface RowMenuProps {
  /** The menu button's accessible name: "Actions for <the row's name>". */
  label: string;
  editTo: string;
  editLabel: string;
  deleteLabel: string;
  onDelete: () => void;
}

/** A list row's menu: Edit opens the item's form, Delete asks first (the caller's dialog). */
export function RowMenu({ label, editTo, editLabel, deleteLabel, onDelete }: RowMenuProps) {
  return (
    <details className="bc-row-menu">
      <summary className="bc-row-menu-button" aria-label={label}>
        <MoreIcon />
      </summary>
      <div className="bc-row-menu-actions">
        <Link className="bc-button bc-button-small" to={editTo}>
          <EditIcon />
          {editLabel}
        </Link>
        <button type="button" className="bc-button bc-button-small" aria-haspopup="dialog" onClick={onDelete}>
          <DeleteIcon />
          {deleteLabel}
        </button>
      </div>
    </details>
  );
}
