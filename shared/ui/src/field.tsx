import { cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from 'react';

/** What a field hands its control so that the label, the hint and the error belong to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

type ControlElement = ReactElement<{
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}>;

export interface FieldProps {
  /** The visible label; it names the control. */
  label: ReactNode;
  /** Beside the label, outside it: a help button with a tooltip. */
  labelAside?: ReactNode;
  /**
   * The control: an element (`<input>`, `<select>`, `<textarea>`), which receives the id and the ARIA
   * attributes, or a function that gets them and spreads them where they belong (a custom control).
   */
  children: ControlElement | ((control: FieldControlProps) => ReactNode);
  /** A short help text under the control, read with it. */
  hint?: ReactNode;
  /** What is wrong with the value, shown under the control; the control is then marked invalid. */
  error?: ReactNode;
  /** The control's id, when something else refers to it; a generated one otherwise. */
  id?: string;
  /** Ids of other texts that describe the control (a password's strength), read after hint and error. */
  describedBy?: string;
  /** A checkbox or radio: the control first, its label beside it. */
  inline?: boolean;
  /** Spans every column of a FormLayout (a long text, a group of choices). */
  wide?: boolean;
  className?: string;
}

const joinIds = (...ids: (string | undefined | false)[]) => ids.filter(Boolean).join(' ') || undefined;

/**
 * A labelled form control with its optional hint and error message. The label is tied to the control
 * by id, and the control is described by the hint and the error, so a screen reader reads them
 * together and knows when the value is invalid.
 */
export function Field({
  label,
  labelAside,
  children,
  hint,
  error,
  id,
  describedBy,
  inline,
  wide,
  className,
}: FieldProps) {
  const generatedId = useId();
  // An element child's own id, description and invalid state are kept; the field adds to them.
  const own = typeof children === 'function' ? undefined : children.props;
  const controlId = id ?? own?.id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const control: FieldControlProps = {
    id: controlId,
    'aria-invalid': hasError || own?.['aria-invalid'] === true ? true : undefined,
    'aria-describedby': joinIds(
      hint !== undefined && hintId,
      hasError && errorId,
      describedBy,
      own?.['aria-describedby'],
    ),
  };
  const rendered =
    typeof children === 'function'
      ? children(control)
      : isValidElement(children) && cloneElement(children, control);
  const labelElement = labelAside ? (
    <span className="bc-label-row">
      <label htmlFor={controlId}>{label}</label>
      {labelAside}
    </span>
  ) : (
    <label htmlFor={controlId}>{label}</label>
  );
  const classes = ['bc-field', wide && 'bc-field-wide', className].filter(Boolean).join(' ');

  return (
    <div className={classes}>
      {inline ? (
        <span className="bc-choice">
          {rendered}
          {labelElement}
        </span>
      ) : (
        <>
          {labelElement}
          {rendered}
        </>
      )}
      {hint !== undefined && (
        <p id={hintId} className="bc-field-hint">
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} className="bc-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
