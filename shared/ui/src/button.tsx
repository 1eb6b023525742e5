import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonLook {
  /** primary: the screen's main action; danger: deletes or loses something; ghost: a quiet action. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * The classes of a button's look, for an element that is not a `<button>` but must look like one
 * (a router link that opens a form).
 */
export function buttonClassName({
  variant = 'secondary',
  size = 'medium',
  className,
}: ButtonLook = {}): string {
  const classes = ['bc-button'];
  if (variant !== 'secondary') classes.push(`bc-button-${variant}`);
  if (size !== 'medium') classes.push(`bc-button-${size}`);
  if (className) classes.push(className);
  return classes.join(' ');
}

export interface ButtonProps extends ButtonLook, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  /**
   * True while the action it started runs: the button does nothing when pressed (aria-disabled, but it
   * keeps the focus, so the keyboard does not lose its place), is marked busy, shows a spinner, and a
   * polite live region next to it says that the app is working. Pass false (not nothing) on a button
   * that can become busy, so the live region is there before the message.
   */
  busy?: boolean;
  /** An icon shown before the text; hidden from screen readers, which read the text. */
  icon?: ReactNode;
}

/**
 * The app's button. Its type is "button" unless said otherwise, so that a button inside a form never
 * submits it by accident; pass type="submit" for the form's submit button.
 */
export function Button({
  variant,
  size,
  className,
  busy,
  icon,
  type = 'button',
  disabled,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const { t } = useTranslation('common');
  const button = (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, size, className })}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      // Cancelling the click also stops a submit button from sending its form a second time.
      onClick={busy ? (event) => event.preventDefault() : onClick}
    >
      {busy ? (
        <span className="bc-spinner" aria-hidden="true" />
      ) : (
        icon && (
          <span className="bc-button-icon" aria-hidden="true">
            {icon}
          </span>
        )
      )}
      {children}
    </button>
  );
  if (busy === undefined) return button;
  return (
    <>
      {button}
      <span className="bc-visually-hidden" aria-live="polite">
        {busy ? t('busy') : ''}
      </span>
    </>
  );
}
