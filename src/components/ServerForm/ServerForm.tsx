// ServerForm: renders a server form model with the kit's controls and submits exactly what the server expects
// (its action, method, enctype, names, values and hidden fields); empty required fields are flagged before posting.
import { forwardRef, useMemo, useRef, useState, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import { ButtonGroup } from '../ButtonGroup/ButtonGroup.tsx';
import { Checkbox, Radio } from '../Checkbox/Checkbox.tsx';
import { ChoiceGroup } from '../Checkbox/ChoiceGroup.tsx';
import { FormField } from '../FormField/FormField.tsx';
import { Heading, type HeadingLevel } from '../Heading/Heading.tsx';
import { Link } from '../Link/Link.tsx';
import { Notice } from '../Notice/Notice.tsx';
import { PasswordInput } from '../PasswordInput/PasswordInput.tsx';
import { Select } from '../Select/Select.tsx';
import { Textarea } from '../Textarea/Textarea.tsx';
import { TextInput, type TextInputType } from '../TextInput/TextInput.tsx';
import * as styles from './ServerForm.css.ts';
import type { ServerFormField, ServerFormModel } from './types.ts';
import { useUniqueId } from '../UniqueId/index.ts';
import { useAbsoluteUrl } from '../Link/urlBase.ts';

/**
 * A field's help: its text with each link in its place (`at`: where the link's label stands in the text), then
 * the links that have no place in it (a plan's terms from a later block), never dropped. A place that does not
 * hold the link's label, or overlaps an earlier link, counts as none.
 */
function hintOf(field: ServerFormField): ReactNode {
  const links = field.helpLinks ?? [];
  if (!links.length) return field.help ?? undefined;
  const help = field.help ?? '';
  const inline: { link: (typeof links)[number]; index: number }[] = [];
  const after: { link: (typeof links)[number]; index: number }[] = [];
  let end = 0;
  links.forEach((link, index) => {
    const at = link.at;
    const fits = at !== undefined && at >= end && link.label !== '' && help.startsWith(link.label, at);
    if (fits) end = at + link.label.length;
    (fits ? inline : after).push({ link, index });
  });
  // no words of the help outside its placed links: each link stands alone on its line (a control, ≥ 24 px high)
  let words = help;
  for (const { link } of [...inline].reverse()) words = words.slice(0, link.at) + words.slice(link.at! + link.label.length);
  const alone = words.trim() === '';
  const linkTo = ({ link: l, index }: { link: (typeof links)[number]; index: number }) => (
    // named after its field: every plan's "Terms" link said nothing of which plan
    <Link
      key={`${l.url}-${index}`}
      className={alone ? styles.helpLinkAlone : undefined}
      href={l.url}
      aria-label={field.label && field.label !== l.label ? `${l.label}: ${field.label}` : undefined}
    >
      {l.label}
    </Link>
  );
  const parts: ReactNode[] = [];
  let from = 0;
  for (const item of inline) {
    const at = item.link.at!;
    if (at > from) parts.push(help.slice(from, at));
    parts.push(linkTo(item));
    from = at + item.link.label.length;
  }
  if (from < help.length) parts.push(help.slice(from));
  after.forEach((item, i) => {
    parts.push(i === 0 ? (help ? ' ' : null) : ' · ');
    parts.push(linkTo(item));
  });
  return <>{parts}</>;
}

export interface ServerFormLabels {
  /** accessible text of required marks, e.g. "required" */
  required: string;
  /** password toggle texts */
  showPassword: string;
  hidePassword: string;
  /** title of the form-level error notice (optional: the server's messages are shown either way) */
  errorSummary?: string;
  /** submit text when the server form has no submit control of its own */
  submit?: string;
  /** title of the notice when required fields are empty (client check before posting); default: errorSummary */
  missingSummary?: string;
  /** message on each empty required field (client check before posting) */
  missingField?: string;
}

/** What the per-field slot receives. */
export interface ServerFormFieldSlot {
  field: ServerFormField;
  /** the rendered control's id */
  id: string;
  /** the current value as typed (text-like fields) */
  value: string;
  index: number;
}

export interface ServerFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'action' | 'method' | 'encType' | 'children' | 'onChange'
> {
  model: ServerFormModel;
  labels: ServerFormLabels;
  /** prefix for rendered ids (default: generated and unique per form) */
  idPrefix?: string;
  /** render the legend as a heading above the form (default) or as the fieldset's legend */
  legendAs?: 'heading' | 'legend';
  headingLevel?: HeadingLevel;
  /** content after a field (e.g. the password checklist after the new-password field) */
  renderAfterField?: (slot: ServerFormFieldSlot) => ReactNode;
  /** content before the fields (e.g. the server's extra HTML through ServerHtml) */
  beforeFields?: ReactNode;
  /** content before the submit button (e.g. a reCAPTCHA container, terms) */
  beforeSubmit?: ReactNode;
  /** extra actions beside the submit button (e.g. a Cancel link) */
  secondaryActions?: ReactNode;
  /** look of the submit button (destructive forms: `{ tone: 'critical' }`) */
  submitProps?: Pick<ButtonProps, 'tone' | 'variant' | 'size'>;
  /** called for every input with the field's name and its current value */
  onFieldChange?: (name: string, value: string) => void;
  /** called before the native submission; `event.preventDefault()` stops it (e.g. to confirm first) */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

const textLike = new Set<string>(['text', 'email', 'password', 'url', 'tel', 'number', 'search', 'date', 'textarea', 'file']);

type Row =
  | { kind: 'single'; field: ServerFormField; index: number }
  | { kind: 'choices'; type: 'checkbox' | 'radio'; name: string; items: Array<{ field: ServerFormField; index: number }> };

/** Consecutive checkboxes/radios sharing a name are one group (the model keeps each control as its own field). */
function toRows(fields: readonly ServerFormField[]): Row[] {
  const rows: Row[] = [];
  fields.forEach((field, index) => {
    const last = rows[rows.length - 1];
    if (
      (field.type === 'checkbox' || field.type === 'radio') &&
      last?.kind === 'choices' &&
      last.type === field.type &&
      last.name === field.name
    ) {
      last.items.push({ field, index });
    } else if (
      field.type === 'radio' ||
      (field.type === 'checkbox' && fields[index + 1]?.type === 'checkbox' && fields[index + 1]?.name === field.name)
    ) {
      rows.push({ kind: 'choices', type: field.type, name: field.name, items: [{ field, index }] });
    } else {
      rows.push({ kind: 'single', field, index });
    }
  });
  return rows;
}

function slug(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'field';
}

/** Unique ids per field: prefix + server id (or name), de-duplicated. */
function makeIds(prefix: string, fields: readonly ServerFormField[]): string[] {
  const seen = new Set<string>();
  return fields.map((field, index) => {
    const base = `${prefix}${slug(field.id ?? `${field.name}-${index}`)}`;
    let id = base;
    for (let n = 2; seen.has(id); n++) id = `${base}-${n}`;
    seen.add(id);
    return id;
  });
}

/** The submitted value of a checkbox/radio: the browser sends "on" when the markup had no value. */
function choiceValue(field: ServerFormField): string {
  return field.value === '' ? 'on' : field.value;
}

/** The labels of the named fields, in form order (the name when a field has no label). */
function missingLabels(fields: readonly ServerFormField[], names: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const f of fields) {
    if (!names.includes(f.name) || seen.has(f.name)) continue;
    seen.add(f.name);
    out.push(f.label ?? f.name);
  }
  return out;
}

/**
 * Names of required fields that are empty in the form as it is now (read from the form, so values typed
 * before the screen re-rendered count): text-like, select and file controls without a value, checkbox and
 * radio groups with nothing checked. Hidden fields are the server's business.
 */
function emptyRequired(form: HTMLFormElement, fields: readonly ServerFormField[]): string[] {
  const data = new FormData(form);
  const names: string[] = [];
  for (const field of fields) {
    if (!field.required || names.includes(field.name)) continue;
    const values = data.getAll(field.name);
    const filled = values.some((v) => (typeof v === 'string' ? v.trim() !== '' : v.size > 0 || v.name !== ''));
    if (!filled) names.push(field.name);
  }
  return names;
}

/**
 * Renders a server form model with the kit's controls and submits exactly what the server expects: a native
 * `<form>` with the server's action/method/enctype, every field under its own name with its value, the hidden
 * fields untouched, and the submit control's name/value. Ids are prefixed so they stay unique on the page;
 * labels, hints and errors are wired to the controls.
 */
export const ServerForm = forwardRef<HTMLFormElement, ServerFormProps>(function ServerForm(
  {
    model,
    labels,
    idPrefix,
    legendAs = 'heading',
    headingLevel = 2,
    renderAfterField,
    beforeFields,
    beforeSubmit,
    secondaryActions,
    submitProps,
    onFieldChange,
    onSubmit,
    className,
    ...rest
  },
  ref,
) {
  const absolute = useAbsoluteUrl();
  const generated = useUniqueId().replace(/:/g, '');
  const prefix = idPrefix ?? `sf${generated}-`;
  const ids = useMemo(() => makeIds(prefix, model.fields), [prefix, model.fields]);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(model.fields.filter((f) => textLike.has(f.type)).map((f) => [f.name, f.value])),
  );
  const track = (name: string, value: string) => {
    setValues((v) => (v[name] === value ? v : { ...v, [name]: value }));
    if (value.trim() !== '') clearMissing(name);
    onFieldChange?.(name, value);
  };
  const legendId = `${prefix}legend`;
  const errors = model.errors ?? [];
  // Required fields left empty, found on submit: the post is blocked and each one says so (the server would
  // only answer the same after a round trip). Names of the fields, cleared when the user types in them.
  const [missing, setMissing] = useState<readonly string[]>([]);
  const summaryRef = useRef<HTMLDivElement>(null);
  const missingSet = new Set(missing);
  const fieldErrors = (field: ServerFormField) =>
    missingSet.has(field.name) && labels.missingField ? [...(field.errors ?? []), labels.missingField] : field.errors;
  const clearMissing = (name: string) => setMissing((m) => (m.includes(name) ? m.filter((n) => n !== name) : m));

  const fieldControl = (field: ServerFormField, id: string) => {
    const common = {
      name: field.name,
      placeholder: field.placeholder ?? undefined,
      autoComplete: field.autocomplete ?? undefined,
      maxLength: field.maxLength ?? undefined,
    };
    switch (field.type) {
      case 'textarea':
        return (
          <Textarea {...common} id={id} defaultValue={field.value} onInput={(e) => track(field.name, e.currentTarget.value)} />
        );
      case 'select': {
        const options = field.options ?? [];
        const selected = options.filter((o) => o.selected).map((o) => o.value);
        return (
          <Select
            name={field.name}
            id={id}
            multiple={field.multiple || undefined}
            defaultValue={field.multiple ? selected : (selected[0] ?? field.value)}
            autoComplete={common.autoComplete}
            options={options}
            onChange={(e) => {
              clearMissing(field.name);
              onFieldChange?.(field.name, e.currentTarget.value);
            }}
          />
        );
      }
      case 'password':
        return (
          <PasswordInput
            {...common}
            id={id}
            defaultValue={field.value}
            // named after its field ("Show New password"): three toggles named "Show" sat on one form
            labels={{
              show: labels.showPassword,
              hide: labels.hidePassword,
              ...(field.label
                ? { toggleName: (visible: boolean) => `${visible ? labels.hidePassword : labels.showPassword} ${field.label}` }
                : {}),
            }}
            onInput={(e) => track(field.name, e.currentTarget.value)}
          />
        );
      case 'file':
        return <TextInput name={field.name} id={id} type="file" />;
      default:
        return (
          <TextInput
            {...common}
            id={id}
            type={field.type as TextInputType}
            defaultValue={field.value}
            onInput={(e) => track(field.name, e.currentTarget.value)}
          />
        );
    }
  };

  const after = (field: ServerFormField, index: number) =>
    renderAfterField ? renderAfterField({ field, id: ids[index]!, value: values[field.name] ?? field.value, index }) : null;

  const rows = toRows(model.fields).map((row) => {
    if (row.kind === 'choices') {
      const Choice = row.type === 'radio' ? Radio : Checkbox;
      const groupErrors = row.items.flatMap(({ field }) => fieldErrors(field) ?? []);
      return (
        <div key={`group-${row.items[0]!.index}`}>
          <ChoiceGroup
            legend={row.items.find(({ field }) => field.group)?.field.group}
            errors={[...new Set(groupErrors)]}
            labels={{ required: labels.required }}
          >
            {row.items.map(({ field, index }) => (
              <Choice
                key={ids[index]}
                id={ids[index]}
                name={field.name}
                value={choiceValue(field)}
                defaultChecked={field.checked}
                label={field.label ?? field.value}
                hint={hintOf(field)}
                onChange={(e) => {
                  clearMissing(field.name);
                  onFieldChange?.(field.name, e.currentTarget.checked ? choiceValue(field) : '');
                }}
              />
            ))}
          </ChoiceGroup>
          {row.items.map(({ field, index }) => (
            <div key={`after-${index}`}>{after(field, index)}</div>
          ))}
        </div>
      );
    }
    const { field, index } = row;
    const id = ids[index]!;
    if (field.type === 'checkbox') {
      return (
        <div key={id}>
          <FormField
            label={field.label ?? field.name}
            controlId={id}
            labelPosition="after"
            required={field.required}
            hint={hintOf(field)}
            errors={fieldErrors(field)}
            labels={{ required: labels.required }}
          >
            <Checkbox
              name={field.name}
              value={choiceValue(field)}
              defaultChecked={field.checked}
              onChange={(e) => {
                clearMissing(field.name);
                onFieldChange?.(field.name, e.currentTarget.checked ? choiceValue(field) : '');
              }}
            />
          </FormField>
          {after(field, index)}
        </div>
      );
    }
    return (
      <div key={id}>
        <FormField
          label={field.label ?? field.name}
          controlId={id}
          required={field.required}
          hint={hintOf(field)}
          errors={fieldErrors(field)}
          labels={{ required: labels.required }}
        >
          {fieldControl(field, id)}
        </FormField>
        {after(field, index)}
      </div>
    );
  });

  const submitLabel = model.submit?.label || labels.submit;
  const body = (
    <>
      {missing.length > 0 ? (
        <Notice
          ref={summaryRef}
          tone="critical"
          role="alert"
          tabIndex={-1}
          data-error-summary=""
          title={labels.missingSummary ?? labels.errorSummary}
          messages={missingLabels(model.fields, missing)}
        />
      ) : errors.length > 0 ? (
        <Notice tone="critical" role="alert" tabIndex={-1} data-error-summary="" title={labels.errorSummary} messages={errors} />
      ) : null}
      {beforeFields}
      <div className={styles.fields}>{rows}</div>
      {model.hidden.map((h, i) => (
        <input key={`${h.name}-${i}`} type="hidden" name={h.name} value={h.value} />
      ))}
      {beforeSubmit}
      {submitLabel || secondaryActions ? (
        <ButtonGroup>
          {submitLabel ? (
            <Button
              type="submit"
              {...submitProps}
              id={model.submit?.id ? `${prefix}${slug(model.submit.id)}` : undefined}
              name={model.submit?.name ?? undefined}
              value={model.submit?.name ? (model.submit.value ?? '') : undefined}
            >
              {submitLabel}
            </Button>
          ) : null}
          {secondaryActions}
        </ButtonGroup>
      ) : null}
    </>
  );

  const useLegend = legendAs === 'legend' && model.legend;
  const useHeading = legendAs === 'heading' && model.legend;
  return (
    <form
      ref={ref}
      {...rest}
      action={absolute(model.action)}
      method={model.method}
      encType={model.enctype ?? undefined}
      id={model.id ? `${prefix}${slug(model.id)}` : rest.id}
      data-server-id={model.id ?? undefined}
      aria-labelledby={useHeading ? legendId : rest['aria-labelledby']}
      noValidate
      onSubmit={(event) => {
        const empty = emptyRequired(event.currentTarget, model.fields);
        if (empty.length > 0) {
          event.preventDefault();
          setMissing(empty);
          // after the notice is rendered: focus it, so it is read and the user starts from the list
          requestAnimationFrame(() => summaryRef.current?.focus());
          return;
        }
        if (missing.length) setMissing([]);
        onSubmit?.(event);
      }}
      className={cx(styles.form, className)}
    >
      {useHeading ? (
        <Heading id={legendId} level={headingLevel} size="xl">
          {model.legend}
        </Heading>
      ) : null}
      {useLegend ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{model.legend}</legend>
          {body}
        </fieldset>
      ) : (
        body
      )}
    </form>
  );
});
