// The new secret after regenerating it: the key's details with the secret in a SecretField (reveal,
// copy), the server's notice (e.g. "Store this secret now."), errors when the secret could not be
// regenerated, and the way back to the keys.
import { Stack } from '../../components/Box/index.ts';
import { Button } from '../../components/Button/index.ts';
import { Heading } from '../../components/Heading/index.ts';
import { KeyDetails } from '../../components/KeyCard/index.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import { RichBody } from '../AccountParts/RichBody.tsx';
import { ScreenShareArea } from '../AccountParts/ScreenShareArea.tsx';
import { ServerNotices } from '../AccountParts/ServerNotices.tsx';
import { keyDetailsProps } from '../AccountParts/modelProps.ts';

export function KeySecret({ model }: ScreenComponentProps<'keySecret'>) {
  const { screen, layout, labels } = model;
  const detail = screen.detail;
  return (
    <Stack space="lg" data-screen="keySecret">
      <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} />
      <ServerNotices errors={screen.errors} messages={screen.messages} />
      {detail ? (
        <>
          {screen.subheading ? (
            <Heading level={2} size="xl">
              {screen.subheading}
            </Heading>
          ) : null}
          <ScreenShareArea labels={labels}>
            <KeyDetails {...keyDetailsProps(detail, screen.fieldLabels, labels)} revealSecret={screen.revealSecrets} />
          </ScreenShareArea>
        </>
      ) : null}
      <RichBody body={screen.body} />
      <div>
        <Button href={screen.keys.url} variant="soft" tone="neutral">
          {screen.keys.label}
        </Button>
      </div>
    </Stack>
  );
}

export default KeySecret;
