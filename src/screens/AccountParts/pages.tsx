// The two page shapes most account screens share: a result page (heading, server notices, body) and a
// form page (heading, notices, intro, the server form). Screens compose them with their own parts.
import type { ReactNode } from 'react';
import { Stack } from '../../components/Box/index.ts';
import type { FormScreen, LayoutModel, MessageScreen } from '../../model/screenModel.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import { AccountForm, type AccountFormProps } from './AccountForm.tsx';
import { LinkList } from './LinkList.tsx';
import { RichBody } from './RichBody.tsx';
import { ServerNotices } from './ServerNotices.tsx';
import type { AccountLabels } from './labels.ts';

interface PageBase {
  layout: Pick<LayoutModel, 'headingId' | 'title' | 'fallbackHeading'>;
  contentType: string;
  children?: ReactNode;
}

export interface MessagePageProps extends PageBase {
  screen: MessageScreen;
  /** content after the body (extra links, buttons) */
  after?: ReactNode;
}

/**
 * A result page: the heading, the server's errors (alert) and success messages, the body (label text
 * or the server's message), and the server's links when no body offers them.
 */
export function MessagePage({ layout, contentType, screen, children, after }: MessagePageProps) {
  const links = !screen.body ? screen.links : [];
  return (
    <Stack space="lg" data-screen={contentType}>
      <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} subtitle={screen.subtitle} />
      <ServerNotices errors={screen.errors} messages={screen.messages} />
      {children}
      <RichBody body={screen.body} />
      <LinkList links={links} />
      {after}
    </Stack>
  );
}

export interface FormPageProps extends PageBase {
  screen: FormScreen;
  labels: AccountLabels;
  /** content between the intro and the form (summaries, key details) */
  before?: ReactNode;
  form?: Omit<AccountFormProps, 'form' | 'labels' | 'passwordPolicy'>;
}

/**
 * A form page: heading, page-level notices (errors the form itself does not repeat), the intro (label
 * text) or — without a form — the server's body, then the server form.
 */
export function FormPage({ layout, contentType, screen, labels, before, form, children }: FormPageProps) {
  const formErrors = new Set(screen.form?.errors ?? []);
  const pageErrors = screen.errors.filter((e) => !formErrors.has(e));
  return (
    <Stack space="lg" data-screen={contentType}>
      <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} subtitle={screen.subtitle} />
      <ServerNotices errors={pageErrors} messages={screen.messages} />
      <RichBody body={screen.body} />
      {before}
      {screen.form ? <AccountForm form={screen.form} labels={labels} passwordPolicy={screen.passwordPolicy} {...form} /> : null}
      {children}
    </Stack>
  );
}
