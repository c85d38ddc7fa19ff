// Delete an application — the one confirmation (issue #13): the summary of what goes (the app, its APIs and
// keys), the question once ('Delete Storm Tracker? Are you really sure you want to delete this
// application?'), the server's own message ('Deleting the application also deletes its keys.'), and the
// server's form with its destructive submit beside Cancel (back to My Apps). Submitting posts natively with
// exactly its fields; the runtime remembers a one-shot notice for the page the server redirects to.
import { Stack } from '../../components/Box/index.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import { usePortalServices } from '../services.ts';
import { AccountForm } from '../AccountParts/AccountForm.tsx';
import { AppSummary } from '../AccountParts/AppSummary.tsx';
import { CancelLink, ConfirmPanel } from '../AccountParts/ConfirmPanel.tsx';
import { RichBody } from '../AccountParts/RichBody.tsx';
import { ServerNotices } from '../AccountParts/ServerNotices.tsx';

export function AppDelete({ model }: ScreenComponentProps<'appDelete'>) {
  const { screen, layout, labels } = model;
  const services = usePortalServices();
  const formErrors = new Set(screen.form?.errors ?? []);
  const name = screen.summary?.application ?? null;
  return (
    <Stack space="lg" data-screen="appDelete">
      <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} />
      <ServerNotices errors={screen.errors.filter((e) => !formErrors.has(e))} messages={screen.messages} />
      {screen.summary ? <AppSummary summary={screen.summary} fieldLabels={screen.fieldLabels} labels={labels} /> : null}
      <RichBody body={screen.body} />
      {screen.form ? (
        <ConfirmPanel confirm={screen.confirm}>
          <AccountForm
            form={screen.form}
            labels={labels}
            destructive
            secondaryActions={<CancelLink link={screen.cancel} />}
            onSubmitted={() => services?.rememberNotice?.({ kind: 'appDeleted', name })}
          />
        </ConfirmPanel>
      ) : null}
    </Stack>
  );
}

export default AppDelete;
