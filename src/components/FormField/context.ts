// The wiring between a FormField (or a choice group) and its control: the context, and the attributes a control
// takes from it (explicit props win).
import { createContext, useContext } from 'react';

/** What a control inside a FormField (or a choice group) needs to be wired to its label, hint and errors. */
export interface FieldControlContext {
  id?: string;
  describedBy?: string;
  invalid: boolean;
  required: boolean;
}

export const FieldContext = createContext<FieldControlContext | null>(null);

export function useFieldControl(): FieldControlContext | null {
  return useContext(FieldContext);
}

/** Joins id lists for aria-describedby, skipping empties. */
export function joinIds(...ids: Array<string | undefined | null | false>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/**
 * The attributes a control takes from its field: id, aria-describedby (merged), aria-invalid and
 * aria-required. Explicit props win. `aria-required` is used instead of the native `required` attribute so
 * the browser never blocks a submission the server is meant to validate (and answer in the page's language).
 */
export function fieldControlProps<
  P extends {
    id?: string;
    'aria-describedby'?: string;
    'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
    'aria-required'?: boolean | 'true' | 'false';
    invalid?: boolean;
  },
>(ctx: FieldControlContext | null, props: P) {
  const invalid = props.invalid ?? ctx?.invalid ?? false;
  return {
    id: props.id ?? ctx?.id,
    'aria-describedby': joinIds(ctx?.describedBy, props['aria-describedby']),
    'aria-invalid': invalid ? true : (props['aria-invalid'] ?? undefined),
    'aria-required': props['aria-required'] ?? (ctx?.required ? true : undefined),
  };
}
