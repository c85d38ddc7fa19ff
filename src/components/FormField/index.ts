// FormField's public surface, with its context helpers, message parts and the shared control class: outside
// src/components/ they are imported only through this file.
export { FormField, type FormFieldProps, type FormFieldLabels } from './FormField.tsx';
export { FieldContext, useFieldControl, fieldControlProps, joinIds, type FieldControlContext } from './context.ts';
export { ErrorList, Hint, RequiredMark } from './FieldMessages.tsx';
export { control as controlClass } from './FormField.css.ts';
