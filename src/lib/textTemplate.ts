// Filling a text template: a label the adapter split at its render-time placeholders, joined with the values the
// screen supplies.
import type { TextTemplate } from '../model/screenModel.ts';

/** The text of a label the adapter split at its render-time placeholders, with their values filled in. */
export function fillTextTemplate<Slot extends string>(
  template: TextTemplate<Slot>,
  values: Readonly<Record<Slot, string>>,
): string {
  return template.map((part) => (typeof part === 'string' ? part : values[part.slot])).join('');
}
