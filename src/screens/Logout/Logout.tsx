// Sign-out result. Signed out (logout): the message and the server's follow-up links (home, sign in
// again). Failed (logoutFail): 'Your attempt to sign out failed. Please try again.', where 'Please try
// again.' retries — a submit button for the layout's hidden logout form when the page has one (works
// without JavaScript), else a link to the logout URL (the runtime turns it into a sign-out).
import { Button } from '../../components/Button/index.ts';
import { Link } from '../../components/Link/index.ts';
import { Text } from '../../components/Text/index.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { MessagePage } from '../AccountParts/pages.tsx';
import { LinkList } from '../AccountParts/LinkList.tsx';

export function Logout({ model }: ScreenComponentProps<'logout' | 'logoutFail'>) {
  if (model.contentType === 'logoutFail') {
    const { screen } = model;
    const { retry } = screen;
    // the server's own "try again" link goes where the retry goes: shown once
    const others = screen.links.filter((l) => l.url !== retry.url);
    const retryControl = screen.logoutFormId ? (
      <Button type="submit" form={screen.logoutFormId} tone="brand">
        {retry.label}
      </Button>
    ) : (
      <Link href={retry.url} weight="semibold">
        {retry.label}
      </Link>
    );
    return (
      <MessagePage
        layout={model.layout}
        contentType={model.contentType}
        screen={{ ...screen, links: [] }}
        after={
          <>
            <Text as="p">{retryControl}</Text>
            <LinkList links={others} />
          </>
        }
      />
    );
  }
  const { screen } = model;
  // MessagePage lists the server's links only without a body; after signing out they are the next steps
  // (a server message that has them in its text already shows them)
  const inBody = screen.bodySource === 'server' || screen.bodySource === 'both';
  return (
    <MessagePage
      layout={model.layout}
      contentType={model.contentType}
      screen={{ ...screen, links: [] }}
      after={inBody ? null : <LinkList links={screen.links} />}
    />
  );
}

export default Logout;
