// The layout shell, fed by fixture pages through the real extractor and adapter. The screen area shows
// the Generic screen so these stories test the shell alone (screens have their own stories).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { RegionProps, Templates } from '../../../src/model/templates.ts';
import type { ScreenModel } from '../../../src/model/screenModel.ts';
import { App } from '../../../src/screens/App.tsx';
import { Generic } from '../../../src/screens/Generic/Generic.tsx';
import { Layout } from '../../../src/screens/Layout/Layout.tsx';
import { modelFromFixture, type FixtureOptions } from '../../support/fixtureModel.ts';

interface ShellArgs {
  fixture: string;
  options?: FixtureOptions;
  templates?: Templates;
}

function Shell({ fixture, options, templates }: ShellArgs) {
  const model: ScreenModel = modelFromFixture(fixture, options);
  return (
    <Layout model={model} templates={templates}>
      <Generic model={model} />
    </Layout>
  );
}

const meta = {
  title: 'Screens/Layout',
  component: Shell,
  // full-page stories: one per docs page would repeat the layout's landmark ids
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Shell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  args: { fixture: 'docs.landing.html' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const userNav = canvas.getByRole('navigation', { name: 'Your account' });
    await expect(within(userNav).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      expect.stringContaining('/login/login'),
    );
    await expect(within(userNav).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/member/register');
    await expect(canvas.queryByRole('button', { name: 'Sign Out' })).toBeNull();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'portal-main');
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#portal-main');
    await expect(canvas.getByRole('search', { name: 'Search' })).toHaveAttribute('action', '/search');
  },
};

export const SignedIn: Story = {
  args: { fixture: 'docs.html' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const signOut = canvas.getByRole('button', { name: 'Sign Out' });
    const form = canvasElement.querySelector(`form#${signOut.getAttribute('form')}`);
    await expect(form).not.toBeNull();
    await expect(form).toHaveAttribute('action', '/logout/logout');
    await expect(form?.querySelector('input[type="hidden"]')).not.toBeNull();
    await expect(canvas.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/member/edit');
    await expect(canvas.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    // the local menu's section holding the current page (the server marked a nested item)
    const main = canvas.getByRole('navigation', { name: 'Main' });
    await expect(
      within(main)
        .getAllByRole('link')
        .some((a) => a.getAttribute('aria-current') === 'true'),
    ).toBe(true);
  },
};

export const Admin: Story = {
  args: { fixture: 'page.pricing.html' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  },
};

export const AccountPage: Story = {
  args: { fixture: 'accountManage.html' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'My Account' })).toHaveAttribute('aria-current', 'true');
    const sections = canvas.getByRole('navigation', { name: 'Account sections' });
    await expect(within(sections).getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    const settingsNav = canvas.getByRole('navigation', { name: 'Account settings' });
    await expect(within(settingsNav).getAllByRole('link')).toHaveLength(3);
    await expect(within(settingsNav).getByRole('link', { name: 'Account Information' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Remove Membership: a danger button beside the settings; it asks first (Cancel keeps the page) */
export const AccountPageRemoveMembership: Story = {
  args: { fixture: 'accountManage.html' },
  play: async ({ canvasElement }) => {
    const remove = within(canvasElement).getByRole('button', { name: 'Remove Membership' });
    await userEvent.click(remove);
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Please confirm that you wish to permanently disable your membership');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(remove).toHaveFocus();
  },
};

export const AccountPageOidcUser: Story = {
  args: { fixture: 'accountManage.oidc.html' },
  play: async ({ canvasElement }) => {
    const settingsNav = within(canvasElement).getByRole('navigation', { name: 'Account settings' });
    await expect(
      within(settingsNav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Account Information']);
    await expect(within(canvasElement).getByRole('button', { name: 'Remove Membership' })).toBeVisible();
  },
};

export const OverriddenLabels: Story = {
  args: {
    fixture: 'docs.html',
    options: {
      settings: {
        labels: {
          userNav: { account: 'Signed in as {{username}}', signout: 'Log out' },
          layout: { skipLink: 'Jump to the page content', primaryNav: 'Sections' },
          search: { button: 'Find', placeholder: 'Search the docs…' },
          docs: { subheading: 'More guides' },
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Signed in as jdoe' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Jump to the page content' })).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Sections' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Find' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'More guides' })).toBeVisible();
  },
};

/** A rich label (the 404 text) overridden with hostile markup: links and emphasis survive, scripts and handlers do not. */
export const LabelMarkupSanitised: Story = {
  args: {
    fixture: 'fourOhFour.html',
    options: {
      settings: {
        labels: {
          fourOhFour: {
            heading: 'Lost in {{area}}?',
            main: '<p>Try <a href="{{path.docs}}">the <em>docs</em></a> or <a href="javascript:alert(1)">this</a>.<img src="x" alt="" onerror="window.__labelXss=1"><script>window.__labelXss=1</script></p>',
          },
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^Lost in .+\?$/);
    await expect(canvas.getByRole('link', { name: 'the docs' })).toHaveAttribute('href', '/docs');
    const main = canvas.getByRole('main');
    await expect(main.querySelector('[onerror], script')).toBeNull();
    await expect(main.querySelector('a[href^="javascript"]')).toBeNull();
    await expect((window as { __labelXss?: number }).__labelXss).toBeUndefined();
  },
};

function BrandFooter({ model }: RegionProps) {
  return (
    <p>
      Built on {model.layout.area}. <a href={model.paths.contact ?? '/contact'}>Talk to our API team</a>
    </p>
  );
}

function FramedUserNav({ children }: RegionProps) {
  return <div data-brand-frame="">{children}</div>;
}

export const ReactRegionTemplate: Story = {
  args: { fixture: 'docs.html', templates: { regions: { footer1: BrandFooter, userNav: FramedUserNav } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByRole('link', { name: 'Talk to our API team' })).toHaveAttribute('href', '/contact');
    // the wrapping template keeps the default user nav inside it
    const frame = canvasElement.querySelector('[data-brand-frame]') as HTMLElement;
    await expect(within(frame).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  },
};

export const HtmlRegionTemplate: Story = {
  args: {
    fixture: 'docs.html',
    options: {
      settings: {
        templates: {
          footer1:
            '<p><strong>{{area}}</strong> · Questions? <a href="{{path.contact}}">Contact us</a><img src="x" alt="" onerror="window.__tplXss=1"></p>',
          userNav: '<ul>{{content.navItemsUser}}</ul>',
          secondaryNav: null,
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await expect(footer.querySelector('[onerror]')).toBeNull();
    await expect((window as { __tplXss?: number }).__tplXss).toBeUndefined();
    await expect(canvas.queryByRole('navigation', { name: 'Footer' })).toBeNull();
    // the HTML user nav still signs out with a real form post
    const userNav = canvas.getByRole('navigation', { name: 'Your account' });
    const signOut = within(userNav).getByRole('button', { name: 'Sign Out' });
    await expect(signOut.closest('form')).toHaveAttribute('action', '/logout/logout');
  },
};

export const AlternateLayout: Story = {
  args: { fixture: 'page.entity.html', options: { settings: { layout: 'alternate' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByText(/^© 2026 /)).toBeVisible();
    await expect(canvasElement.querySelector('[data-layout="alternate"]')).not.toBeNull();
    const home = canvasElement.querySelector('header a[href="/page"]');
    await expect(home).not.toBeNull();
  },
};

export const SkipLinkMovesFocus: Story = {
  args: { fixture: 'docs.html' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    // shown when focused
    await expect(skip.getBoundingClientRect().bottom).toBeGreaterThan(0);
    await expect(canvasElement.querySelector(skip.getAttribute('href') ?? '')).toBe(canvas.getByRole('main'));
  },
};

/** The Generic screen (the fallback for any content type) on a re-rendered form page: ServerForm + checklist. */
export const GenericFormPage: Story = {
  args: { fixture: 'register.error.html' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Register'); // the server's heading
    const password = canvasElement.querySelector('input[type="password"][name]') as HTMLInputElement | null;
    await expect(password).not.toBeNull();
    await expect(password?.closest('form')).toHaveAttribute('method', 'post');
    // server field errors stay with their fields
    await expect(canvas.getAllByText(/already taken|not allowed to be blank/).length).toBeGreaterThan(0);
  },
};

/** The Generic screen on an error page: the server's errors once, as an alert, and its link back. */
export const GenericErrorPage: Story = {
  args: { fixture: 'appAddAPIsError.html' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getAllByRole('listitem').length).toBeGreaterThan(0);
    const first = within(alert).getAllByRole('listitem')[0]?.textContent ?? '';
    await expect(canvas.getAllByText(first)).toHaveLength(1);
  },
};

/** The whole App: layout plus the screen registered for the page's content type. */
export const WholeApp: StoryObj<{ fixture: string }> = {
  args: { fixture: 'tos.html' },
  render: ({ fixture }) => <App model={modelFromFixture(fixture)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveAttribute('id', 'portal-heading');
    // issue 15: the page showed its terms as literal "<p>…" text and a broken footer image
    const texts = Array.from(canvasElement.querySelectorAll('*'))
      .filter((el) => !['SCRIPT', 'STYLE', 'TEMPLATE', 'TEXTAREA'].includes(el.tagName) && el.checkVisibility())
      .flatMap((el) => Array.from(el.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE))
      .map((n) => n.textContent ?? '');
    await expect(texts.filter((t) => /<\/?(p|div|a|img|br)\b/i.test(t))).toEqual([]);
    const images = Array.from(canvasElement.querySelectorAll('img'));
    await expect(images.length).toBeGreaterThan(0);
    await waitFor(
      () => expect(images.filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.src)).toEqual([]),
      // the image loads over the network: give a busy machine time (a broken one never completes with a width)
      { timeout: 15_000 },
    );
  },
};
