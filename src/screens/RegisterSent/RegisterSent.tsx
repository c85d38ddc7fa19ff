// 'Registration Almost Complete'. The server's own message when it has one (it names the address, or says
// the registration awaits approval); else the label texts — notifications on: the address the confirmation
// went to, what to do, and a link to have it sent again; off: the registration awaits approval, no resend link.
import { Stack } from '../../components/Box/index.ts';
import { Link } from '../../components/Link/index.ts';
import { Notice } from '../../components/Notice/index.ts';
import { Text } from '../../components/Text/index.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import { RichBody } from '../AccountParts/RichBody.tsx';
import { ServerNotices } from '../AccountParts/ServerNotices.tsx';

export function RegisterSent({ model }: ScreenComponentProps<'registerSent'>) {
  const { screen, layout } = model;
  return (
    <Stack space="lg" data-screen="registerSent" data-notifications={screen.notifications ? 'on' : 'off'}>
      <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} />
      <ServerNotices errors={screen.errors} messages={screen.messages} />
      <RichBody body={screen.body} />
      {screen.notifications ? (
        <Stack space="md">
          {screen.sent ? (
            <Text as="p" size="lg">
              {screen.sent}
            </Text>
          ) : null}
          {screen.instructions ? <Text as="p">{screen.instructions}</Text> : null}
          {screen.resendPrompt || screen.resend ? (
            <Text as="p">
              {screen.resendPrompt ? `${screen.resendPrompt} ` : null}
              {screen.resend ? (
                <Link href={screen.resend.url} weight="semibold">
                  {screen.resend.label}
                </Link>
              ) : null}
            </Text>
          ) : null}
        </Stack>
      ) : screen.pending ? (
        <Notice tone="info" role="none" messages={[screen.pending]} />
      ) : null}
    </Stack>
  );
}

export default RegisterSent;
