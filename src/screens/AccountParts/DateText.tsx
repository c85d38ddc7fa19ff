import type { DateModel } from '../../adapter/types.ts';

/** A server date as the server printed it, inside `<time dateTime>` when its machine value is a date. */
export function DateText({ date }: { date: DateModel }) {
  const machine = date.value && !Number.isNaN(Date.parse(date.value)) ? date.value : null;
  return machine ? <time dateTime={machine}>{date.text}</time> : <>{date.text}</>;
}
