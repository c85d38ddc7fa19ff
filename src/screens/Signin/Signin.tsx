// Sign in, in its three states:
//  - normal: the intro, the single-sign-on option, the server's sign-in form (posted natively to its action,
//    often on another host), recovery links and the register prompt;
//  - failed: 'Login Failed' with the spec's text, a link back to the sign-in form, recovery links;
//  - moved: the server's heading and body (the account now signs in on a cloud platform) and its link.
import { Stack } from '../../components/Box/index.ts';
import { Button } from '../../components/Button/index.ts';
import { ButtonGroup } from '../../components/ButtonGroup/index.ts';
import { Link } from '../../components/Link/index.ts';
import { Text } from '../../components/Text/index.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import { AccountForm } from '../AccountParts/AccountForm.tsx';
import { RichBody } from '../AccountParts/RichBody.tsx';
import { ServerNotices } from '../AccountParts/ServerNotices.tsx';
import { LinkList } from '../AccountParts/LinkList.tsx';

export function Signin({ model }: ScreenComponentProps<'signin'>) {
  const { screen, layout, labels } = model;
  const s = labels.signin;
  const formErrors = new Set(screen.form?.errors ?? []);
  const errors = screen.errors.filter((e) => !formErrors.has(e));
  // The form's own recovery paragraph ('Forgot your password or username?') is what `recovery` lists
  // below the form with full link texts; the rest of the form's extra content is kept.
  const form = screen.form && screen.recovery.length ? { ...screen.form, extraHtml: null } : screen.form;
  const register = screen.register ? (
    <Text as="p">
      {s.registerPrompt ? `${s.registerPrompt} ` : null}
      <Link href={screen.register.url} weight="semibold">
        {screen.register.label}
      </Link>
    </Text>
  ) : null;

  if (screen.state === 'moved') {
    return (
      <Stack space="lg" data-screen="signin" data-state="moved">
        <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} />
        <ServerNotices errors={errors} messages={screen.messages} />
        <RichBody body={screen.body} idPrefix="signin-" />
        {screen.moved ? (
          <ButtonGroup>
            <Button href={screen.moved.url} tone="brand" reloadDocument>
              {screen.moved.label}
            </Button>
          </ButtonGroup>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack space="lg" data-screen="signin" data-state={screen.state}>
      <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} />
      <ServerNotices errors={errors} messages={screen.messages} />
      <RichBody body={screen.body} idPrefix="signin-" />
      {screen.state === 'failed' && screen.retry ? (
        <ButtonGroup>
          <Button href={screen.retry.url} tone="brand" reloadDocument>
            {screen.retry.label}
          </Button>
        </ButtonGroup>
      ) : null}
      {screen.sso ? (
        <ButtonGroup>
          <Button href={screen.sso.url} variant="soft" reloadDocument>
            {screen.sso.label}
          </Button>
        </ButtonGroup>
      ) : null}
      {form ? <AccountForm form={form} labels={labels} passwordPolicy={screen.passwordPolicy} /> : null}
      <LinkList links={screen.recovery} />
      {register}
    </Stack>
  );
}

export default Signin;
