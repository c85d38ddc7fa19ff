/** A date as the server printed it: visible text plus, where known, the machine value. */
export type DateValue = string | { text: string; dateTime?: string | null } | null | undefined;

const MACHINE_DATE = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Renders `<time datetime>` when the machine value is a valid date string, else plain text. */
export function DateText({ value }: { value: DateValue }) {
  if (value == null) return null;
  const { text, dateTime } = typeof value === 'string' ? { text: value, dateTime: null } : value;
  const machine = dateTime?.trim();
  if (machine && MACHINE_DATE.test(machine)) return <time dateTime={machine}>{text || machine}</time>;
  return <>{text || machine || ''}</>;
}

export function hasDate(value: DateValue): boolean {
  if (value == null) return false;
  return typeof value === 'string' ? value.trim() !== '' : Boolean(value.text?.trim() || value.dateTime?.trim());
}
