// Pages, docs, not found, no access, profile, sign-in states and the member mail flows.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Docs } from '../../../src/screens/Docs/Docs.tsx';
import { Page } from '../../../src/screens/Page/Page.tsx';
import { NotFound } from '../../../src/screens/NotFound/NotFound.tsx';
import { NoAccess } from '../../../src/screens/NoAccess/NoAccess.tsx';
import { Profile } from '../../../src/screens/Profile/Profile.tsx';
import { Signin } from '../../../src/screens/Signin/Signin.tsx';
import { RegisterSent } from '../../../src/screens/RegisterSent/RegisterSent.tsx';
import { Register } from '../../../src/screens/Register/Register.tsx';
import { Join } from '../../../src/screens/Join/Join.tsx';
import { Logout } from '../../../src/screens/Logout/Logout.tsx';
import { LostPassword } from '../../../src/screens/LostPassword/LostPassword.tsx';
import { LostUsername } from '../../../src/screens/LostUsername/LostUsername.tsx';
import { RegisterResend } from '../../../src/screens/RegisterResend/RegisterResend.tsx';
import type { PageData } from '../../../src/model/pageData.ts';
import { Contact } from '../../../src/screens/Contact/Contact.tsx';
import { modelOf } from './fixtures.ts';

describe('docs and pages', () => {
  it('docs: the side navigation headed "In the Docs" marks the current page', () => {
    render(<Docs model={modelOf('docs.html', 'docs')} />);
    expect(screen.getByRole('heading', { level: 2, name: 'In the Docs' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'In the Docs' });
    const current = within(nav).getByRole('link', { name: 'Authentication' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.classList.contains('current-page')).toBe(true);
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((a) => a.hasAttribute('aria-current')),
    ).toHaveLength(1);
    expect(within(nav).getByRole('link', { name: 'Paging' })).toBeTruthy(); // nested levels shown
  });

  it('docs landing (/docs) marks Home; a trailing-slash href still matches', () => {
    render(<Docs model={modelOf('docs.landing.html', 'docs')} />);
    expect(
      within(screen.getByRole('navigation', { name: 'In the Docs' }))
        .getByRole('link', { name: 'Home' })
        .getAttribute('aria-current'),
    ).toBe('page');
    document.body.innerHTML = '';
    render(<Docs model={modelOf('docs.trailingSlash.html', 'docs')} />);
    expect(
      within(screen.getByRole('navigation', { name: 'In the Docs' }))
        .getByRole('link', { name: 'Paging' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('docs without a sidebar: no navigation, the body alone', () => {
    render(<Docs model={modelOf('docs.noSub.html', 'docs')} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('the body is Markdown by default, HTML when the setting or the noMarkdown global turns it off', () => {
    const { container } = render(<Page model={modelOf('page.code.html', 'page')} />);
    expect(container.querySelector('[data-content-body="markdown"]')).not.toBeNull();
    document.body.innerHTML = '';
    const off = render(<Page model={modelOf('page.code.html', 'page', { markdown: false })} />);
    expect(off.container.querySelector('[data-content-body="html"]')).not.toBeNull();
    document.body.innerHTML = '';
    const global = render(<Page model={modelOf('page.globals.html', 'page')} />);
    const noMarkdown = modelOf('page.globals.html', 'page').screen.markdown;
    expect(global.container.querySelector(`[data-content-body="${noMarkdown ? 'markdown' : 'html'}"]`)).not.toBeNull();
  });

  it('legacy brush blocks become code samples: supported ones highlighted, sql and text plain', async () => {
    render(<Page model={modelOf('page.code.html', 'page', { markdown: false })} />);
    // CodeBlock is a lazy chunk: plain <pre> text first, the named code groups once it has loaded
    await waitFor(() => expect(screen.getAllByRole('group', { name: 'Code sample' })).toHaveLength(7), { timeout: 10_000 });
    const samples = screen.getAllByRole('group', { name: 'Code sample' });
    expect(samples[0]!.textContent).toBe('<?php echo file_get_contents("https://api.acme.example/v1/ping?api_key=KEY"); ?>');
    expect(samples.map((s) => s.closest('[data-language]')?.getAttribute('data-language') ?? null)).toEqual([
      'php',
      'bash',
      'python',
      'xml',
      'javascript',
      null,
      null,
    ]);
    await waitFor(() => expect(samples[0]!.querySelector('[data-highlighted]')).not.toBeNull(), { timeout: 10_000 });
    expect(samples[0]!.querySelectorAll('span[class*="hljs-"]').length).toBeGreaterThan(0);
    expect(samples[5]!.querySelector('[data-highlighted]')).toBeNull();
  });

  it('noHeading: the h1 stays (focus target, screen readers) but is visually hidden', () => {
    const model = modelOf('page.pricing.html', 'page');
    expect(model.screen.headingHidden).toBe(true);
    render(<Page model={model} />);
    const h1 = screen.getByRole('heading', { level: 1, name: 'Pricing' });
    expect(h1.className).toMatch(/visuallyHidden/i);
  });

  it("not found: the spec's heading and message with a contact link", () => {
    render(<NotFound model={modelOf('fourOhFour.html', 'fourOhFour')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Unable to find this page' })).toBeTruthy();
    // happy-dom: the (sanitised) message shows as text
    expect(document.body.textContent).toContain(
      "We're unable to find this page. Sorry! Please check the URL, or contact us to report a broken link.",
    );
  });

  it("no access: the spec's heading; Sign In and Register for a visitor, not for a signed-in member", () => {
    render(<NoAccess model={modelOf('noAccess.html', 'noAccess')} />);
    expect(screen.getByRole('heading', { level: 1, name: "You don't have access to this content" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/login/login?r=%2Fpage%2FPartner_Pricing&h=5e1f9a',
    );
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/member/register');
    document.body.innerHTML = '';
    render(<NoAccess model={modelOf('noAccess.denied.html', 'noAccess')} />);
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });
});

describe('profile', () => {
  it('name, admin profile link, blog, registered date and the activity table; a javascript: website is dropped', () => {
    render(<Profile model={modelOf('profile.html', 'profile')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'jdoe' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View administrative profile for jdoe' }).getAttribute('href')).toBe(
      'https://admin.acme.example/r/member/4411',
    );
    expect(screen.queryByText('Website')).toBeNull();
    expect(screen.getByRole('link', { name: 'https://jdoe.example.net/blog' })).toBeTruthy();
    expect(screen.getByText('March 2, 2015').closest('time')?.getAttribute('datetime')).toBe('2015-03-02T12:00:00Z');
    const table = screen.getByRole('table', { name: 'Recent Activity' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('a member viewing someone else: no admin link, no activity section; a valid website is a link (nofollow ugc)', () => {
    render(<Profile model={modelOf('profile.member.html', 'profile')} />);
    expect(screen.queryByRole('link', { name: /administrative profile/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Recent Activity' })).toBeNull();
    expect(screen.getByText('Website')).toBeTruthy();
    const website = screen.getByRole('link', { name: 'http://amy.example.org/' });
    expect(website.getAttribute('href')).toBe('http://amy.example.org/');
    expect(website.getAttribute('rel')).toBe('nofollow ugc');
  });
});

describe('sign-in states', () => {
  it('normal: the server form (posted to its own action), SSO, recovery links with full texts, register prompt', () => {
    const { container } = render(<Signin model={modelOf('signin.html', 'signin')} />);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('https://secure.acme-id.example/login/developer.acme.example/');
    expect(screen.getByRole('textbox', { name: /Username/ })).toBeTruthy();
    expect(screen.getByLabelText(/Password/, { selector: 'input' }).getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Use company login' }).getAttribute('href')).toBe('/login/sso?r=%2Fapps%2Fmykeys');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/member/lost/');
    expect(screen.getByRole('link', { name: 'Forgot your username?' }).getAttribute('href')).toBe('/member/lost-username/');
    expect(screen.getByText(/Don't have an account yet\?/).textContent).toBe("Don't have an account yet? Register");
    // the form's own recovery paragraph is not repeated
    expect(screen.getAllByRole('link', { name: /password/i })).toHaveLength(1);
  });

  it('failed: "Login Failed" with the spec\'s exact text and a way back to the form', () => {
    render(<Signin model={modelOf('signin.failed.html', 'signin')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Login Failed' })).toBeTruthy();
    expect(document.body.textContent).toContain(
      "We were unable to log you in at this time. This probably isn't your fault. Your account may be disabled or a system error occured. Try contacting an administrator for more information.",
    );
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toMatch(/^\/login\/login\?/);
    expect(document.querySelector('form')).toBeNull();
  });

  it("moved: the server's heading and body, and its sign-in link as the action", () => {
    render(<Signin model={modelOf('signin.moved.html', 'signin')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your sign-in has moved' })).toBeTruthy();
    // the body's own link, and the same link as the page's action
    const links = screen.getAllByRole('link', { name: 'Continue to sign in' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://cloud.example.net/login?portal=acme',
      'https://cloud.example.net/login?portal=acme',
    ]);
    document.body.innerHTML = '';
    render(<Signin model={modelOf('signin.movedNoLink.html', 'signin')} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.body.textContent).toContain('Please use the sign-in page of your company.');
  });

  it("wrong password: the server's error shows once, with the form", () => {
    render(<Signin model={modelOf('signin.wrongPassword.html', 'signin')} />);
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
  });
});

describe('registration and member mail flows', () => {
  it('register: the form with its reCAPTCHA container, password checklist, terms and the sign-in prompt', () => {
    const { container } = render(<Register model={modelOf('register.combined.html', 'register')} />);
    const widget = container.querySelector('.g-recaptcha');
    expect(widget?.getAttribute('data-sitekey')).toBeTruthy();
    expect(widget?.closest('form')).not.toBeNull();
    // the checklist after the new-password field, with the server's rule texts (minimum 12 on this page)
    expect(screen.getByText('Password requirements')).toBeTruthy();
    expect(document.body.textContent).toMatch(/12 characters/);
    expect(document.body.textContent).toContain('By clicking the "Register" button');
    expect(screen.getByText(/Already have an account\?/).textContent).toBe('Already have an account? Sign In');
  });

  it("registerSent, notifications on: the server's message with the address and its resend link (no second one)", () => {
    render(<RegisterSent model={modelOf('registerSent.html', 'registerSent')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Registration Almost Complete' })).toBeTruthy();
    expect(document.body.textContent).toContain(
      'We have sent a confirmation e-mail to you at this address: jdoe+api@example.com',
    );
    expect(document.body.textContent).toContain('Send it again');
    expect(screen.queryByRole('link', { name: 'Resend the confirmation email' })).toBeNull();
  });

  it('registerSent, notifications off: pending approval, no resend link', () => {
    render(<RegisterSent model={modelOf('registerSent.approval.html', 'registerSent')} />);
    expect(screen.getByText(/awaiting approval/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('joinSuccess: "Registration Successful" with the registered username', () => {
    render(<Join model={modelOf('joinSuccess.html', 'joinSuccess')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Registration Successful' })).toBeTruthy();
    expect(document.body.textContent).toContain('You have successfully registered as jdoe.');
  });

  it('lost password: the form; its result "E-mail Sent"', () => {
    const { container } = render(<LostPassword model={modelOf('lostPassword.html', 'lostPassword')} />);
    expect(container.querySelector('form')).not.toBeNull();
    document.body.innerHTML = '';
    render(<LostPassword model={modelOf('lostPasswordReset.html', 'lostPasswordReset')} />);
    // the server's heading and message (the portal admin's wording)
    expect(screen.getByRole('heading', { level: 1, name: 'Lost Password' })).toBeTruthy();
    expect(document.body.textContent).toContain('E-mail Sent');
    expect(document.body.textContent).toContain('Check your inbox for a reset link.');
  });

  /** the page as a server that marks no field required would give it */
  const unmarked = (page: PageData): PageData => {
    const c = page.content as { form?: { fields: { required: boolean }[] } | null };
    if (c.form) c.form.fields = c.form.fields.map((f) => ({ ...f, required: false }));
    return page;
  };
  it.each([
    [
      'lost password: e-mail and username',
      () => <LostPassword model={modelOf('lostPassword.html', 'lostPassword', {}, unmarked)} />,
      ['email', 'handle'],
    ],
    [
      'lost username: the e-mail',
      () => <LostUsername model={modelOf('lostUsername.html', 'lostUsername', {}, unmarked)} />,
      ['email'],
    ],
    [
      'resend confirmation: username and e-mail',
      () => <RegisterResend model={modelOf('registerResend.html', 'registerResend', {}, unmarked)} />,
      ['members[handle]', 'members[email]'],
    ],
  ] as const)('%s are required even where the server does not mark them; empty, the post is held back', (_, ui, names) => {
    const { container } = render(ui());
    const form = container.querySelector<HTMLFormElement>('form')!;
    for (const name of names)
      expect(form.querySelector(`[name="${CSS.escape(name)}"]`)!.getAttribute('aria-required')).toBe('true');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    fireEvent(form, submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it("logout: the message and the server's next steps; logoutFail: the spec's text and a retry through the logout form", () => {
    render(<Logout model={modelOf('logout.html', 'logout')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Goodbye' })).toBeTruthy();
    // the server's message with its next steps (links in a browser; this DOM shows server HTML as text)
    expect(document.body.textContent).toContain('You have been signed out.');
    expect(document.body.textContent).toContain('Sign in again');
    document.body.innerHTML = '';
    render(<Logout model={modelOf('logoutFail.html', 'logoutFail')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Out Failed' })).toBeTruthy();
    expect(document.body.textContent?.replace(/\s+/g, ' ')).toContain('Your attempt to sign out failed.Please try again.');
    const retry = screen.getByRole('button', { name: 'Please try again.' });
    expect([retry.getAttribute('type'), retry.getAttribute('form')]).toEqual(['submit', 'portal-logout-form']);
    expect(screen.queryByRole('link', { name: 'Try again' })).toBeNull(); // the server's link to the same place is not repeated
    document.body.innerHTML = '';
    render(<Logout model={modelOf('logoutFail.stale.html', 'logoutFail')} />);
    expect(screen.getByRole('link', { name: 'Please try again.' }).getAttribute('href')).toBe('/logout/logout');
  });

  it('contact: the form with its reCAPTCHA container; the success page', () => {
    const { container } = render(<Contact model={modelOf('contact.html', 'contact')} />);
    expect(container.querySelector('form .g-recaptcha')).not.toBeNull();
    document.body.innerHTML = '';
    render(<Contact model={modelOf('contactSuccess.html', 'contactSuccess')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you' })).toBeTruthy();
    expect(document.body.textContent).toContain('We received your message and will reply within two business days.');
    expect(document.body.textContent).not.toContain('Your message will be forwarded');
  });
});
