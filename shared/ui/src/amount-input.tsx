import {
  type AmountLimits,
  type AmountProblem,
  checkAmountInput,
  formatAmountInput,
  sanitizeAmountInput,
} from '@bc/domain';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './field.tsx';

export interface AmountInputProps extends AmountLimits {
  id: string;
  label: string;
  /** The form field name; the value submitted is the cleaned text ("12.50", or "" when empty). */
  name?: string;
  defaultValue?: number | null;
  required?: boolean;
  /** Told the amount (null when empty) whenever it changes. */
  onChange?: (value: number | null) => void;
  /** Takes the focus when it appears (a new entry starts with its amount; phones open the decimal keypad). */
  autoFocus?: boolean;
}

/**
 * The amount field: keeps digits and one decimal separator (a comma becomes a dot), at
 * most two decimals, shows two decimals once it loses focus, and says what is wrong with an amount
 * out of its limits (the form cannot be submitted until it is fixed).
 */
export function AmountInput({
  id,
  label,
  name,
  defaultValue = null,
  required,
  min,
  max,
  onChange,
  autoFocus,
}: AmountInputProps) {
  const { t } = useTranslation('common');
  const [text, setText] = useState(() => formatAmountInput(defaultValue));
  const [shownProblem, setShownProblem] = useState<AmountProblem | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const limits = { min, max };
  const { problem } = checkAmountInput(text, limits);
  const message = (code: AmountProblem) => t(`amount.${code}`, { min: min ?? 0, max });

  // The browser refuses to submit the form while the amount is wrong.
  useEffect(() => {
    input.current?.setCustomValidity(problem ? message(problem) : '');
  });

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = sanitizeAmountInput(event.target.value);
    setText(next);
    const checked = checkAmountInput(next, limits);
    if (!checked.problem) setShownProblem(null);
    onChange?.(checked.problem ? null : checked.value);
  };

  const blur = () => {
    const checked = checkAmountInput(text, limits);
    setShownProblem(checked.problem);
    if (checked.problem === null) setText(formatAmountInput(checked.value));
  };

  return (
    <Field id={id} label={label} error={shownProblem && message(shownProblem)}>
      {(control) => (
        <input
          {...control}
          ref={input}
          name={name ?? id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          required={required}
          // biome-ignore lint/a11y/noAutofocus: a new entry's first field; the page has nothing else to read first.
          autoFocus={autoFocus}
          value={text}
          onChange={change}
          onBlur={blur}
        />
      )}
    </Field>
  );
}
