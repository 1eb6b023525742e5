/** A field's error under it; give its id to the field's aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="bc-field-error">
      {message}
    </p>
  );
}

/** The ids that describe a field: its hint (if any) and its error (when it has one). */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}
