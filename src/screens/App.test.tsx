// The layout shell and the App over adapter models (happy-dom + Testing Library, role-based queries).
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adapt } from '../adapter/index.ts';
import type { RegionProps, ScreenComponentProps } from '../model/templates.ts';
import { App } from './App.tsx';
import { screenRegistry } from './registry.ts';
import { admin, context, env, messageContent, pageData, settings, signedIn } from '../../test/adapter/factories.ts';

const registered = { ...screenRegistry };
afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(screenRegistry, registered);
});

/** These tests are about the Generic screen: take a content type's registered screen out for one test. */
function unregister(...types: (keyof typeof screenRegistry)[]) {
  for (const type of types) delete screenRegistry[type];
}

const primary = [
  { label: 'Docs', url: '/docs', isActive: true, children: [] },
  { label: 'Blog', url: '/blog', isActive: false, children: [] },
];
const secondary = [{ label: 'Terms', url: '/page/Terms', isActive: false, children: [] }];

describe('Layout', () => {
  it('signed out: banner with the user nav (Sign In, Register), main landmark, footer, skip link', () => {
    const model = adapt(pageData('page', { nav: { primary, secondary } }), settings(), env('/docs'));
    render(<App model={model} />);
    const userNav = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(userNav).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login/login?r=%2F&h=ab12');
    expect(within(userNav).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/member/register');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('portal-main');
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#portal-main');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Docs' }).getAttribute('aria-current')).toBe('page');
    expect(within(main).getByRole('link', { name: 'Docs' }).className).toContain('current-page');
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Terms' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).toBeNull();
  });

  it("signed in: Sign Out is a submit button for the hidden logout form with the server's action and fields", () => {
    const model = adapt(pageData('page', { context: signedIn() }), settings(), env('/page/x'));
    const { container } = render(<App model={model} />);
    const signOut = screen.getByRole('button', { name: 'Sign Out' });
    expect(signOut.getAttribute('type')).toBe('submit');
    const form = container.querySelector(`form#${signOut.getAttribute('form')}`) as HTMLFormElement;
    expect(form).toBeTruthy();
    expect(form.hidden).toBe(true);
    expect(form.getAttribute('action')).toBe('/logout/logout');
    expect(form.getAttribute('method')).toBe('post');
    expect([...form.querySelectorAll('input')].map((i) => [i.type, i.name, i.value])).toEqual([['hidden', 'token', 'a1b2c3']]);
    expect(screen.getByRole('link', { name: 'My Account' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('admin: Dashboard link; My Account current on account pages (aria-current=true)', () => {
    const model = adapt(pageData('accountKeys', { context: admin() }), settings(), env('/apps/mykeys'));
    render(<App model={model} />);
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('https://admin.example.net/control-center');
    expect(screen.getByRole('link', { name: 'My Account' }).getAttribute('aria-current')).toBe('true');
    const accountNav = screen.getByRole('navigation', { name: 'Account sections' });
    expect(within(accountNav).getByRole('link', { name: 'Keys' }).getAttribute('aria-current')).toBe('page');
  });

  it('account-settings nav on account-settings pages', () => {
    const model = adapt(pageData('accountEmail', { context: signedIn() }), settings(), env('/member/email'));
    render(<App model={model} />);
    const nav = screen.getByRole('navigation', { name: 'Account settings' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Account Information', 'Change Email', 'Change Password']);
    // removal: a danger button that opens the confirmation (not a tab, not a link in the list)
    const remove = screen.getByRole('button', { name: 'Remove Membership' });
    expect(remove.getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('the menu button opens a side sheet holding the primary navigation; Escape closes it', async () => {
    const model = adapt(pageData('page', { nav: { primary } }), settings(), env('/'));
    render(<App model={model} />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    // the sheet is a lazy chunk (later file): its first import may take a moment
    const sheet = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(sheet).getByRole('link', { name: 'Blog' })).toBeTruthy();
    fireEvent.keyDown(sheet, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('header search posts q to /search', () => {
    render(<App model={adapt(pageData('page'), settings(), env('/'))} />);
    const search = screen.getByRole('search', { name: 'Search' });
    expect(search.getAttribute('action')).toBe('/search');
    expect((within(search).getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).name).toBe('q');
  });

  it('alternate layout without footer links: the copyright line with the year', () => {
    render(<App model={adapt(pageData('page'), settings({ layout: 'alternate' }), env('/page'))} />);
    expect(within(screen.getByRole('contentinfo')).getByText('© 2026 Acme Developer Portal')).toBeTruthy();
  });

  it('overridden labels reach the shell', () => {
    const model = adapt(
      pageData('page', { context: signedIn() }),
      settings({
        labels: { userNav: { signout: 'Log out', account: 'Profile of {{username}}' }, layout: { skipLink: 'Jump to content' } },
      }),
      env('/'),
    );
    render(<App model={model} />);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Profile of jdoe' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jump to content' })).toBeTruthy();
  });
});

describe('region templates', () => {
  it('a React region template receives the model and the default rendering', () => {
    function Footer1({ model }: RegionProps) {
      return <p>Questions? Write to {model.layout.area}</p>;
    }
    function WrappedUserNav({ children }: RegionProps) {
      return <div data-testid="wrapped">{children}</div>;
    }
    const model = adapt(pageData('page'), settings(), env('/'));
    render(<App model={model} templates={{ regions: { footer1: Footer1, userNav: WrappedUserNav } }} />);
    expect(within(screen.getByRole('contentinfo')).getByText('Questions? Write to Acme Developer Portal')).toBeTruthy();
    expect(within(screen.getByTestId('wrapped')).getByRole('link', { name: 'Sign In' })).toBeTruthy();
  });

  it('an HTML string template replaces the region (and wins over a React template); null removes it', () => {
    const model = adapt(
      pageData('page', { nav: { secondary } }),
      settings({
        templates: { footer1: '<p>Call {{area}}</p>', userNav: null, secondaryNav: '<p>{{content.navItemsSecondary}}</p>' },
      }),
      env('/'),
    );
    render(<App model={model} templates={{ regions: { footer1: () => <p>React footer</p> } }} />);
    expect(screen.queryByText('React footer')).toBeNull();
    expect(within(screen.getByRole('contentinfo')).getByText(/Call Acme Developer Portal/)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Your account' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Footer' })).getByText(/Terms/)).toBeTruthy();
  });
});

describe('App screen choice', () => {
  it('no registered screen: the Generic screen (heading with the focus id, notices, body, links)', () => {
    unregister('appError');
    const model = adapt(
      pageData('appError', {
        context: signedIn(),
        content: messageContent({
          heading: null,
          errors: ['No plan was selected.'],
          messages: ['Saved draft.'],
          links: [{ label: 'Back', url: '/apps/myapps' }],
        }),
      }),
      settings(),
      env('/apps/error'),
    );
    render(<App model={model} />);
    const h1 = screen.getByRole('heading', { level: 1, name: 'Something Went Wrong' });
    expect(h1.id).toBe('portal-heading');
    expect(h1.tabIndex).toBe(-1);
    expect(within(screen.getByRole('alert')).getByText('No plan was selected.')).toBeTruthy();
    expect(within(screen.getByRole('status')).getByText('Saved draft.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/apps/myapps');
  });

  it('noHeading: the h1 stays (for focus and screen readers) but is visually hidden', () => {
    unregister('page');
    const model = adapt(pageData('page', { context: context({ globals: { noHeading: true } }) }), settings(), env('/page/x'));
    render(<App model={model} />);
    const h1 = screen.getByRole('heading', { level: 1, name: 'Server heading' });
    expect(h1.className).not.toBe('');
    expect(h1.id).toBe('portal-heading');
  });

  it('a React screen template from theme.config is used for its content type', async () => {
    function Keys({ model }: ScreenComponentProps<'accountKeys'>) {
      return (
        <h1>
          {model.screen.heading} ({model.screen.plans.length})
        </h1>
      );
    }
    const model = adapt(
      pageData('accountKeys', { context: signedIn(), content: { heading: null } }),
      settings(),
      env('/apps/mykeys'),
    );
    render(<App model={model} templates={{ screens: { accountKeys: Keys } }} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'My API Keys (0)' })).toBeTruthy();
  });

  it('a screen that throws is replaced by the Generic screen (never a blank page)', async () => {
    unregister('contact');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    const model = adapt(pageData('contact'), settings(), env('/contact'));
    render(<App model={model} templates={{ screens: { contact: Broken } }} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Server heading' })).toBeTruthy();
    expect(warn).toHaveBeenCalled();
  });

  it('a degraded model renders the Generic screen with the server HTML', () => {
    const page = pageData('accountKeys', { context: signedIn() });
    (page.content as { plans: unknown }).plans = null;
    const model = adapt(page, settings(), env('/apps/mykeys'));
    expect(model.degraded).toBe(true);
    render(<App model={model} templates={{ screens: { accountKeys: () => <p>never</p> } }} />);
    expect(screen.queryByText('never')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Server heading' })).toBeTruthy();
    expect(screen.getByText(/Server body/)).toBeTruthy();
  });

  it('a runtime HTML template for the content type replaces the screen, keeping one h1', () => {
    unregister('page');
    const model = adapt(
      pageData('page'),
      settings({ templates: { page: '<p>Custom: {{content.heading}}</p>' } }),
      env('/page/x'),
    );
    render(<App model={model} />);
    expect(screen.getByText(/Custom: Server heading/)).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('a lazily loaded screen shows the loading placeholder (marked for the runtime) first', async () => {
    let resolve: (m: { default: (p: ScreenComponentProps) => ReactElement }) => void = () => {};
    const { lazy } = await import('react');
    const Lazy = lazy(
      () =>
        new Promise<{ default: (p: ScreenComponentProps) => ReactElement }>((r) => {
          resolve = r;
        }),
    );
    const model = adapt(pageData('tos', { context: signedIn() }), settings(), env('/apps/tos'));
    const { container } = render(<App model={model} templates={{ screens: { tos: Lazy } }} />);
    expect(container.querySelector('[data-screen-fallback][aria-busy="true"]')).toBeTruthy();
    await act(async () => resolve({ default: () => <h1>Terms loaded</h1> }));
    expect(await screen.findByRole('heading', { name: 'Terms loaded' })).toBeTruthy();
    expect(container.querySelector('[data-screen-fallback]')).toBeNull();
  });
});

describe('Generic form pages', () => {
  it('render the server form with its exact fields, the label intro, and the password checklist', async () => {
    unregister('accountPassword');
    const { field, formContent, formModel } = await import('../../test/adapter/factories.ts');
    const form = formModel({
      action: '/member/passwd',
      fields: [
        field({
          name: 'passwd_new',
          type: 'password',
          role: 'newPassword',
          label: 'New password',
          id: 'passwd_new',
          required: true,
        }),
        field({
          name: 'passwd_again',
          type: 'password',
          role: 'confirmPassword',
          label: 'Confirm password',
          id: 'passwd_again',
          required: true,
        }),
      ],
      hidden: [{ name: 'token', value: 'q1' }],
      passwordRequirements: ['Contains a letter', 'Contains a number', 'At least 8 characters'],
      submit: { label: 'Change password', name: null, value: null, id: 'process' },
    });
    const model = adapt(
      pageData('accountPassword', {
        context: signedIn(),
        content: formContent({ form, heading: null, errors: ['Please correct the noted errors.'], mainHtml: '<form>raw</form>' }),
      }),
      settings({ labels: { accountPassword: { main: '<p>Pick a <em>strong</em> one.</p>' } } }),
      env('/member/passwd'),
    );
    const { container } = render(<App model={model} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Change Password' })).toBeTruthy();
    expect(screen.getByText(/Pick a/)).toBeTruthy();
    const pw = screen.getByLabelText(/^New password/) as HTMLInputElement;
    expect(pw.name).toBe('passwd_new');
    const formEl = pw.closest('form') as HTMLFormElement;
    expect(formEl.getAttribute('action')).toBe('/member/passwd');
    expect((formEl.querySelector('input[name="token"]') as HTMLInputElement).value).toBe('q1');
    expect(container.textContent?.match(/raw/g) ?? []).toEqual([]);
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeTruthy();
    expect(screen.getByText('Contains a number').closest('li')?.textContent).toMatch(/not met/);
    fireEvent.input(pw, { target: { value: 'Abcdefg1' } });
    expect(screen.getByText('Contains a number').closest('li')?.textContent).not.toMatch(/not met/);
  });

  it('without passwordStrength there is no checklist', async () => {
    unregister('resetPassword');
    const { field, formContent, formModel } = await import('../../test/adapter/factories.ts');
    const form = formModel({
      fields: [field({ name: 'passwd_new', type: 'password', role: 'newPassword', label: 'New password' })],
    });
    render(
      <App
        model={adapt(
          pageData('resetPassword', { content: formContent({ form }) }),
          settings({ passwordStrength: false }),
          env('/member/reset'),
        )}
      />,
    );
    expect(screen.queryByRole('list', { name: 'Password requirements' })).toBeNull();
  });
});
