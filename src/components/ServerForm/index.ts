// ServerForm's public surface (with its form model types): outside src/components/ they are imported only
// through this file.
export { ServerForm, type ServerFormProps, type ServerFormLabels, type ServerFormFieldSlot } from './ServerForm.tsx';
export type { ServerFormModel, ServerFormField, ServerFormOption, ServerFieldType } from './types.ts';
