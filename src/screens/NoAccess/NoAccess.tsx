// No access (please log in / permission denied): 'You don't have access to this content', the message,
// and — for a visitor who is signed out — Sign In and Register as actions.
import { Stack } from '../../components/Box/index.ts';
import { Button } from '../../components/Button/index.ts';
import { ButtonGroup } from '../../components/ButtonGroup/index.ts';
import { ServerHtml } from '../../components/ServerHtml/index.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';

export function NoAccess({ model }: ScreenComponentProps<'noAccess'>) {
  const { screen, layout } = model;
  const { signin, register } = screen;
  return (
    <Stack space="lg" data-screen="noAccess">
      <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} />
      {screen.body ? <ServerHtml html={screen.body.html} idPrefix="noaccess-" /> : null}
      {signin || register ? (
        <ButtonGroup>
          {signin ? (
            <Button href={signin.url} tone="brand" variant="solid" aria-label={signin.ariaLabel}>
              {signin.label}
            </Button>
          ) : null}
          {register ? (
            <Button href={register.url} tone="brand" variant="soft" aria-label={register.ariaLabel}>
              {register.label}
            </Button>
          ) : null}
        </ButtonGroup>
      ) : null}
    </Stack>
  );
}

export default NoAccess;
