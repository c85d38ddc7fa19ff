// A server form on an account page: ServerForm (native submit of exactly the server's fields to its
// action) plus what account pages add around it —
//  - the password checklist after every new-password field and the confirm check after the
//    confirm field, evaluated with the adapter's pure password functions, only when the policy is on;
//  - the server's non-field content inside the form (plans tables, notes) through ServerHtml;
//  - the reCAPTCHA container (the runtime renders the widget into it);
//  - optionally a confirm dialog: the submit opens it, Cancel keeps the page, Confirm submits natively.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog/index.ts';
import { Notice } from '../../components/Notice/index.ts';
import { PasswordChecklist } from '../../components/PasswordChecklist/index.ts';
import { ServerForm, type ServerFormFieldSlot } from '../../components/ServerForm/index.ts';
import { ServerHtml } from '../../components/ServerHtml/index.ts';
import { evaluatePassword } from '../../lib/password.ts';
import { fillTextTemplate } from '../../lib/textTemplate.ts';
import type { ConfirmModel, FormModel, PasswordPolicy } from '../../model/screenModel.ts';
import type { AccountLabels } from './labels.ts';
import * as styles from './AccountParts.css.ts';
import { useUniqueId } from '../../components/UniqueId/index.ts';

export interface AccountFormConfirm {
  model: ConfirmModel;
  /** the object the action affects, shown in the dialog (e.g. the application's name) */
  objectName?: string | null;
}

export interface AccountFormProps {
  form: FormModel;
  labels: AccountLabels;
  /** from the adapter; null when the form has no new-password field */
  passwordPolicy?: PasswordPolicy | null;
  /** ask before submitting (delete app, delete key, remove membership) */
  confirm?: AccountFormConfirm | null;
  /** destructive submit button */
  destructive?: boolean;
  /** extra actions beside the submit button (e.g. a Cancel link) */
  secondaryActions?: ReactNode;
  /** level of the heading the form's legend becomes (default 2) */
  headingLevel?: 2 | 3;
  /** called when the form is really submitted (after a confirmation, when there is one) */
  onSubmitted?: () => void;
}

type SubmitterForm = HTMLFormElement & { requestSubmit(submitter?: HTMLElement | null): void };

export function AccountForm({
  form,
  labels,
  passwordPolicy,
  confirm,
  destructive = false,
  secondaryActions,
  headingLevel = 2,
  onSubmitted,
}: AccountFormProps) {
  const sf = labels.components.serverForm;
  const pc = labels.components.passwordChecklist;
  const checklistId = useUniqueId().replace(/:/g, '');
  const formRef = useRef<HTMLFormElement>(null);
  const submitter = useRef<HTMLElement | null>(null);
  const confirmed = useRef(false);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<string, string>>({});
  const policy = passwordPolicy && passwordPolicy.enabled ? passwordPolicy : null;
  const newPasswordField = form.fields.find((f) => f.role === 'newPassword');

  const [blocked, setBlocked] = useState<string[] | null>(null);
  const blockedRef = useRef<HTMLDivElement>(null);
  const confirmField = form.fields.find((f) => f.role === 'confirmPassword');
  useEffect(() => {
    if (blocked) blockedRef.current?.focus();
  }, [blocked]);

  /** A new password that breaks the shown rules is held back, naming them; true when it was. */
  const holdBackWeakPassword = (event: FormEvent<HTMLFormElement>): boolean => {
    if (!policy || !newPasswordField) return false;
    const live = (name: string): string | undefined => {
      const el = event.currentTarget.elements.namedItem(name);
      return el && 'value' in el ? String(el.value) : values[name];
    };
    const password = live(newPasswordField.name) ?? '';
    // an empty password is the required-field check's (and the server's) business
    if (!password) return false;
    const result = evaluatePassword(password, policy, confirmField ? (live(confirmField.name) ?? '') : undefined);
    const unmet = result.rules.filter((r) => !r.met).map((r) => r.label);
    if (result.confirm && !result.confirm.met) unmet.push(result.confirm.label);
    if (!unmet.length) {
      setBlocked(null);
      return false;
    }
    event.preventDefault();
    setBlocked(unmet);
    return true;
  };

  const onFieldChange = (name: string, value: string) => setValues((v) => (v[name] === value ? v : { ...v, [name]: value }));

  const renderAfterField = policy
    ? (slot: ServerFormFieldSlot) => {
        if (slot.field.role === 'newPassword') {
          const result = evaluatePassword(slot.value, policy);
          return (
            <PasswordChecklist
              id={`${checklistId}-rules`}
              className={styles.checklist}
              title={pc.heading}
              rules={result.rules}
              labels={{ met: pc.met, unmet: pc.unmet }}
            />
          );
        }
        if (slot.field.role === 'confirmPassword' && newPasswordField) {
          const password = values[newPasswordField.name] ?? newPasswordField.value;
          const result = evaluatePassword(password, policy, slot.value);
          // nothing typed in either field: nothing to compare yet (two empty fields are equal, spec: the
          // rule passes, but "Both passwords match" under an empty form reads as a claim about nothing)
          return result.confirm && (password || slot.value) ? (
            <PasswordChecklist
              id={`${checklistId}-confirm`}
              className={styles.checklist}
              rules={[{ id: 'confirm', label: result.confirm.label, met: result.confirm.met }]}
              labels={{ met: pc.met, unmet: pc.unmet }}
            />
          ) : null;
        }
        return null;
      }
    : undefined;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (holdBackWeakPassword(event)) return;
    if (confirm) {
      if (confirmed.current) {
        confirmed.current = false;
        onSubmitted?.();
        return; // the confirmed, native submission
      }
      event.preventDefault();
      submitter.current = (event.nativeEvent as SubmitEvent).submitter ?? null;
      setOpen(true);
    } else if (onSubmitted && !event.defaultPrevented) onSubmitted();
  };
  const onSubmit = confirm || onSubmitted || (policy && newPasswordField) ? handleSubmit : undefined;

  const submitConfirmed = () => {
    const el = formRef.current as SubmitterForm | null;
    if (!el) return;
    confirmed.current = true;
    // requestSubmit(submitter) sends the submit button's own name/value too, as a click would
    if (typeof el.requestSubmit === 'function') el.requestSubmit(submitter.current);
    else el.submit();
  };

  return (
    <>
      {blocked ? (
        <Notice ref={blockedRef} tone="critical" role="alert" tabIndex={-1} data-password-blocked="">
          {fillTextTemplate(pc.blocked, { rules: blocked.join('; ') })}
        </Notice>
      ) : null}
      <ServerForm
        ref={formRef}
        model={form}
        labels={{
          required: sf.required,
          showPassword: sf.showPassword,
          hidePassword: sf.hidePassword,
          errorSummary: sf.errorSummary,
          submit: sf.submit,
          missingSummary: sf.missingSummary,
          missingField: sf.missingField,
        }}
        headingLevel={headingLevel}
        renderAfterField={renderAfterField}
        onFieldChange={policy ? onFieldChange : undefined}
        beforeFields={form.extraHtml ? <ServerHtml html={form.extraHtml} idPrefix={`${checklistId}-`} /> : undefined}
        beforeSubmit={form.recaptcha ? <div className="g-recaptcha" data-sitekey={form.recaptcha.siteKey} /> : undefined}
        secondaryActions={secondaryActions}
        submitProps={destructive ? { tone: 'critical' } : undefined}
        onSubmit={onSubmit}
      />
      {confirm ? (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title={confirm.model.title}
          description={confirm.model.message}
          objectName={confirm.objectName ?? undefined}
          labels={{ confirm: confirm.model.confirmLabel, cancel: confirm.model.cancelLabel }}
          onConfirm={submitConfirmed}
        />
      ) : null}
    </>
  );
}
