// Registration (register) and joining for existing platform users (join): the intro, the server's form —
// password checklist on the new-password field, reCAPTCHA widget container (the runtime renders the
// widget and reloads its script on in-place pages) — the terms paragraph, and the sign-in prompt.
import { Link } from '../../components/Link/index.ts';
import { ServerHtml } from '../../components/ServerHtml/index.ts';
import { Text } from '../../components/Text/index.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { FormPage } from '../AccountParts/pages.tsx';

export function Register({ model }: ScreenComponentProps<'register' | 'join'>) {
  const { screen, layout, labels } = model;
  const prompt = labels.register.signinPrompt;
  return (
    <FormPage layout={layout} contentType={model.contentType} screen={screen} labels={labels}>
      {screen.terms ? <ServerHtml html={screen.terms.html} idPrefix="terms-" allowForms={false} /> : null}
      {screen.signin ? (
        <Text as="p">
          {prompt ? `${prompt} ` : null}
          <Link href={screen.signin.url} weight="semibold">
            {screen.signin.label}
          </Link>
        </Text>
      ) : null}
    </FormPage>
  );
}

export default Register;
