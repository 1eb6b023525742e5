export interface DirectionFieldProps {
  legend: string;
  name: string;
  choices: ReadonlyArray<{ value: string; label: string }>;
  initial: string;
}

/** Which way the money goes (a debit's, a saving's): radio choices that give the amount its sign. */
export function DirectionField({ legend, name, choices, initial }: DirectionFieldProps) {
  return (
    <fieldset className="bc-fieldset bc-choice-group">
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="bc-choice">
          <input type="radio" name={name} value={choice.value} defaultChecked={choice.value === initial} />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
