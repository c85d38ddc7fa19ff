/** A date as the server printed it: the visible text plus, where known, its machine-readable value. */
export type DateValue = string | { text: string; dateTime?: string | null } | null | undefined;

/**
 * The visible text inside `<time datetime>` when the machine value parses as a date (`Date.parse`), else the
 * text alone. The text is never reformatted: it is what the page's own locale and format printed.
 */
export function DateText({ value }: { value: DateValue }) {
  const { text, dateTime } = typeof value === 'string' ? { text: value, dateTime: null } : (value ?? { text: '' });
  return dateTime && !Number.isNaN(Date.parse(dateTime)) ? (
    <time dateTime={dateTime}>{text || dateTime}</time>
  ) : (
    <>{text || dateTime}</>
  );
}

/** Whether a date has anything to show (a row for it would not be empty). */
export function hasDate(value: DateValue): boolean {
  const { text, dateTime } = typeof value === 'string' ? { text: value, dateTime: null } : (value ?? { text: '' });
  return Boolean(text.trim() || dateTime?.trim());
}
