// The Generic screen: renders any content sensibly from the fields most screen props share — heading,
// server messages and errors, body, form, links, side navigation. It is the screen for every content
// type without a registered screen, for a screen that failed, and for degraded models (never a blank page).
import { useState } from 'react';
import { Stack } from '../../components/Box/index.ts';
import { NavList } from '../../components/NavList/index.ts';
import { Notice } from '../../components/Notice/index.ts';
import { PasswordChecklist } from '../../components/PasswordChecklist/index.ts';
import { ServerForm } from '../../components/ServerForm/index.ts';
import { ServerHtml } from '../../components/ServerHtml/index.ts';
import { SidebarLayout } from '../../components/SidebarLayout/index.ts';
import { evaluatePassword } from '../../lib/password.ts';
import type { FormModel, LinkModel, NavModel, PasswordPolicy, RichText, ScreenModel } from '../../model/screenModel.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import { LinkList } from '../AccountParts/LinkList.tsx';

interface GenericFields {
  heading: string | null;
  headingHidden: boolean;
  body: RichText | null;
  messages: string[];
  errors: string[];
  links: LinkModel[];
  nav: NavModel | null;
  /** the screen shape has its own body / form (prose, message and form pages) */
  hasBody: boolean;
  form: FormModel | null;
  passwordPolicy: PasswordPolicy | null;
}

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : [];

/** Reads the shared fields defensively: a degraded or unexpected screen object still renders. */
export function genericFields(model: ScreenModel): GenericFields {
  const s = (model.screen ?? {}) as unknown as Record<string, unknown>;
  const rich = (v: unknown): RichText | null =>
    v && typeof v === 'object' && typeof (v as RichText).html === 'string' && (v as RichText).html ? (v as RichText) : null;
  const links = Array.isArray(s.links)
    ? (s.links as LinkModel[]).filter((l) => l && typeof l.label === 'string' && typeof l.url === 'string' && l.label && l.url)
    : [];
  const nav = s.nav && typeof s.nav === 'object' && Array.isArray((s.nav as NavModel).items) ? (s.nav as NavModel) : null;
  return {
    heading: typeof s.heading === 'string' && s.heading.trim() ? s.heading : null,
    headingHidden: s.headingHidden === true,
    body: rich(s.body),
    messages: strings(s.messages),
    errors: strings(s.errors),
    links,
    nav: nav && nav.items.length ? nav : null,
    hasBody: 'body' in s,
    form:
      s.form &&
      typeof s.form === 'object' &&
      Array.isArray((s.form as FormModel).fields) &&
      Array.isArray((s.form as FormModel).hidden)
        ? (s.form as FormModel)
        : null,
    passwordPolicy:
      s.passwordPolicy && typeof s.passwordPolicy === 'object' && Array.isArray((s.passwordPolicy as PasswordPolicy).rules)
        ? (s.passwordPolicy as PasswordPolicy)
        : null,
  };
}

/** The server form, with the password checklist after a new-password field when the policy is on. */
function GenericForm({ model, form, policy }: { model: ScreenModel; form: FormModel; policy: PasswordPolicy | null }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const labels = model.labels.components;
  const newPassword = form.fields.find((f) => f.role === 'newPassword');
  const confirm = form.fields.find((f) => f.role === 'confirmPassword');
  return (
    <ServerForm
      model={form}
      labels={labels.serverForm}
      idPrefix="generic-form-"
      onFieldChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
      renderAfterField={({ field }) => {
        if (!policy?.enabled || !newPassword || field !== newPassword) return null;
        const result = evaluatePassword(
          values[newPassword.name] ?? '',
          policy,
          confirm ? (values[confirm.name] ?? '') : undefined,
        );
        const rules = result.confirm
          ? [...result.rules, { id: 'confirm', label: result.confirm.label, met: result.confirm.met }]
          : result.rules;
        return <PasswordChecklist rules={rules} labels={labels.passwordChecklist} title={labels.passwordChecklist.heading} />;
      }}
    />
  );
}

export function Generic({ model }: ScreenComponentProps) {
  const f = genericFields(model);
  // Without screen-specific rendering, the server's own HTML is the best fallback: it keeps forms
  // whole (ServerHtml keeps form controls, so they still submit to the server) and any content the
  // shared fields do not cover.
  // A form renders through ServerForm (exactly the server's fields); the label intro stays above it.
  // A screen shape without body or form (lists, reports …) or a degraded model shows the server's own
  // HTML instead — ServerHtml keeps forms whole, so they still submit to the server.
  const body = f.form ? f.body : !f.hasBody || model.degraded ? (model.serverHtml ?? f.body) : f.body;
  const content = (
    <Stack space="lg">
      <PageHeading layout={model.layout} heading={f.heading} hidden={f.headingHidden} />
      {f.errors.length ? <Notice tone="critical" role="alert" messages={f.errors} /> : null}
      {f.messages.length ? <Notice tone="positive" messages={f.messages} /> : null}
      {body ? <ServerHtml html={body.html} /> : null}
      {f.form ? <GenericForm model={model} form={f.form} policy={f.passwordPolicy} /> : null}
      <LinkList links={f.links} />
    </Stack>
  );
  if (!f.nav) return <div data-screen="generic">{content}</div>;
  return (
    <SidebarLayout
      data-screen="generic"
      sidebarHeading={f.nav.heading}
      sidebarHeadingId="generic-sidebar-heading"
      sidebar={<NavList items={f.nav.items} label={f.nav.label} currentClassName={f.nav.currentClassName} />}
    >
      {content}
    </SidebarLayout>
  );
}

export default Generic;
