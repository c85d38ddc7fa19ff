// Delete a key: the key's details, the confirmation text and the server's form — its submit asks
// 'Are you really sure you want to delete this key?' first; Cancel keeps the page, Confirm submits the
// server form natively with exactly its fields.
import { Stack } from '../../components/Box/index.ts';
import { Heading } from '../../components/Heading/index.ts';
import { KeyDetails } from '../../components/KeyCard/index.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import { AccountForm, RichBody, ServerNotices, keyDetailsProps } from '../AccountParts/index.ts';

export function KeyDelete({ model }: ScreenComponentProps<'keyDelete'>) {
  const { screen, layout, labels } = model;
  const detail = screen.detail;
  const formErrors = new Set(screen.form?.errors ?? []);
  return (
    <Stack space="lg" data-screen="keyDelete">
      <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} />
      <ServerNotices errors={screen.errors.filter((e) => !formErrors.has(e))} messages={screen.messages} />
      {detail ? (
        <>
          {detail.api ? (
            <Heading level={2} size="xl">
              {detail.api}
            </Heading>
          ) : null}
          <KeyDetails {...keyDetailsProps(detail, screen.fieldLabels, labels)} />
        </>
      ) : null}
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
          confirm={{ model: screen.confirm, objectName: detail?.key }}
        />
      ) : null}
    </Stack>
  );
}

export default KeyDelete;
