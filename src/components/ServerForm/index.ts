export { ServerForm, type ServerFormProps, type ServerFormLabels, type ServerFormFieldSlot } from './ServerForm.tsx';
export type { ServerFormModel, ServerFormField, ServerFormOption, ServerFieldType } from './types.ts';
