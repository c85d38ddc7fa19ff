// The form model ServerForm renders. It is structurally compatible with `FormModel` in src/model/pageData.ts
// (components must not import from the model): every FormModel is a ServerFormModel. Optional members are
// optional so screens and stories can build smaller models by hand.

export type ServerFieldType =
  | 'text'
  | 'email'
  | 'password'
  | 'url'
  | 'tel'
  | 'number'
  | 'search'
  | 'date'
  | 'textarea'
  | 'select'
  | 'checkbox'
  | 'radio'
  | 'file';

export interface ServerFormOption {
  label: string;
  value: string;
  selected: boolean;
}

export interface ServerFormField {
  /** submitted exactly as given */
  name: string;
  type: ServerFieldType;
  /** the server id; the rendered id is prefixed to stay unique */
  id?: string | null;
  label?: string | null;
  /** text inputs, textarea, select (single): current value; checkbox/radio: the value they submit */
  value: string;
  /** checkbox/radio */
  checked?: boolean;
  options?: readonly ServerFormOption[];
  multiple?: boolean;
  required?: boolean;
  errors?: readonly string[];
  /** help text */
  help?: string | null;
  /** the question of the checkbox/radio group this field belongs to (the group's legend) */
  group?: string;
  /** links that belong to the help (a plan's terms): shown where `at` says their label stands in `help`
   *  (a link inside its sentence), else after the help text */
  helpLinks?: readonly { label: string; url: string; at?: number }[];
  placeholder?: string | null;
  maxLength?: number | null;
  autocomplete?: string | null;
  /** what the field is for (e.g. 'newPassword'), for render-prop slots */
  role?: string | null;
}

export interface ServerFormModel {
  id?: string | null;
  action: string;
  method: 'get' | 'post';
  enctype?: string | null;
  /** the form's legend text (the server's legend element) */
  legend?: string | null;
  fields: readonly ServerFormField[];
  hidden: readonly { name: string; value: string }[];
  /** form-level errors */
  errors?: readonly string[];
  submit?: { label: string; name: string | null; value: string | null; id?: string | null } | null;
}
