// Delete a key — the one confirmation (issue #13): the key's details, the question once ('Delete this key?
// Are you really sure you want to delete this key?'), the server's own message, and the server's form with
// its destructive submit beside Cancel (back to My Keys). Submitting posts the form natively with exactly its
// fields; the runtime remembers a one-shot notice, so the page the server redirects to confirms the deletion.
import { Stack } from '../../components/Box/index.ts';
import { Heading } from '../../components/Heading/index.ts';
import { KeyDetails } from '../../components/KeyCard/index.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import { usePortalServices } from '../services.ts';
import { AccountForm } from '../AccountParts/AccountForm.tsx';
import { CancelLink, ConfirmPanel } from '../AccountParts/ConfirmPanel.tsx';
import { RichBody } from '../AccountParts/RichBody.tsx';
import { ScreenShareArea } from '../AccountParts/ScreenShareArea.tsx';
import { ServerNotices } from '../AccountParts/ServerNotices.tsx';
import { keyDetailsProps } from '../AccountParts/modelProps.ts';

export function KeyDelete({ model }: ScreenComponentProps<'keyDelete'>) {
  const { screen, layout, labels } = model;
  const services = usePortalServices();
  const detail = screen.detail;
  const formErrors = new Set(screen.form?.errors ?? []);
  return (
    <Stack space="lg" data-screen="keyDelete">
      <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} />
      <ServerNotices errors={screen.errors.filter((e) => !formErrors.has(e))} messages={screen.messages} />
      {detail ? (
        <>
          {detail.api ? (
            <Heading level={2} size="lg">
              {detail.api}
            </Heading>
          ) : null}
          <ScreenShareArea labels={labels}>
            <KeyDetails {...keyDetailsProps(detail, screen.fieldLabels, labels)} />
          </ScreenShareArea>
        </>
      ) : null}
      <RichBody body={screen.body} />
      {screen.form ? (
        <ConfirmPanel confirm={screen.confirm}>
          <AccountForm
            form={screen.form}
            labels={labels}
            destructive
            secondaryActions={<CancelLink link={screen.cancel} />}
            onSubmitted={() => services?.rememberNotice?.({ kind: 'keyDeleted', name: detail?.application ?? null })}
          />
        </ConfirmPanel>
      ) : null}
    </Stack>
  );
}

export default KeyDelete;
