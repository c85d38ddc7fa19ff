// Delete an application: the summary of what goes (the app, its APIs and keys), the confirmation text,
// and the server's form — its submit asks 'Are you really sure you want to delete this application?'
// first; Cancel keeps the page, Confirm submits the server form natively with exactly its fields.
import { Stack } from '../../components/Box/index.ts';
import { Heading } from '../../components/Heading/index.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import { AccountForm, AppSummary, RichBody, ServerNotices } from '../AccountParts/index.ts';

export function AppDelete({ model }: ScreenComponentProps<'appDelete'>) {
  const { screen, layout, labels } = model;
  const formErrors = new Set(screen.form?.errors ?? []);
  return (
    <Stack space="lg" data-screen="appDelete">
      <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} />
      <ServerNotices errors={screen.errors.filter((e) => !formErrors.has(e))} messages={screen.messages} />
      {screen.summary ? <AppSummary summary={screen.summary} fieldLabels={screen.fieldLabels} /> : null}
      {screen.subheading ? (
        <Heading level={2} size="xl">
          {screen.subheading}
        </Heading>
      ) : null}
      <RichBody body={screen.body} />
      {screen.form ? (
        <AccountForm
          form={screen.form}
          labels={labels}
          destructive
          confirm={{ model: screen.confirm, objectName: screen.summary?.application }}
        />
      ) : null}
    </Stack>
  );
}

export default AppDelete;
