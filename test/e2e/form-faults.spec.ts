// Failed submits lose nothing (issue #16 item 6): on every form page of the simulated portal, a post
// answered by a 500 (the portal's error page), a 502 (a proxy's page), a dropped connection, a timed-out
// request or a non-HTML answer keeps every typed value, announces the failure in a live region (the
// alert above the form), and leaves nothing inert or busy. One page load per form; the faults are tried one
// after another on the same form (page.route answers the post; the portal never sees it). A timeout is
// simulated as the browser reports one (net::ERR_TIMED_OUT): the runtime sets no time limit of its own on
// a post, which could make the user send it twice.
import type { Page, Route } from '@playwright/test';
import { test, expect, L, appRoot, expectType, open, signInFast } from './support/fixtures.ts';

interface FormCase {
  name: string;
  /** the page's content type */
  type: string;
  /** null: signed out */
  user: string | null;
  path: (portal: { store: { appsOf(h: string): { id: number }[]; topics: { id: number }[] } }) => string;
}

const FORMS: FormCase[] = [
  { name: 'register', type: 'register', user: null, path: () => '/member/register' },
  { name: 'app register', type: 'appRegister', user: 'jdoe', path: () => '/apps/register' },
  { name: 'app edit', type: 'appEdit', user: 'jdoe', path: (p) => `/apps/edit/${p.store.appsOf('jdoe')[0]!.id}` },
  { name: 'change e-mail', type: 'accountEmail', user: 'jdoe', path: () => '/member/email' },
  { name: 'change password', type: 'accountPassword', user: 'jdoe', path: () => '/member/passwd' },
  { name: 'contact', type: 'contact', user: null, path: () => '/contact' },
  { name: 'lost password', type: 'lostPassword', user: null, path: () => '/member/lost' },
  { name: 'lost username', type: 'lostUsername', user: null, path: () => '/member/lost-username' },
  { name: 'forum reply', type: 'forumSingle', user: 'jdoe', path: (p) => `/forum/read/${p.store.topics[0]!.id}` },
  { name: 'forum add topic', type: 'forumAddTopic', user: 'jdoe', path: () => '/forum/topic-add/General' },
];

const ERROR_PAGE = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><div id="page"><div id="main"><h1>${title}</h1><p>Something went wrong.</p></div></div></body></html>`;

const FAULTS: { name: string; answer: (route: Route) => Promise<void> }[] = [
  {
    name: '500 (portal error page)',
    answer: (r) => r.fulfill({ status: 500, contentType: 'text/html', body: ERROR_PAGE('Error') }),
  },
  {
    name: '502 (proxy page)',
    answer: (r) =>
      r.fulfill({ status: 502, contentType: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1></body></html>' }),
  },
  { name: 'network drop', answer: (r) => r.abort('connectionreset') },
  { name: 'timeout', answer: (r) => r.abort('timedout') },
  { name: 'non-HTML answer', answer: (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":false}' }) },
];

/** The post form in the themed main region (the one under test). */
const postForm = (page: Page) => appRoot(page).getByRole('main').locator('form[method="post" i]').last();

/**
 * Types a distinctive value into every text-like control of the form, ticks every checkbox and picks the
 * last option of every select (required ones included, so the client check lets the post go).
 */
async function fillEverything(page: Page): Promise<void> {
  await postForm(page).evaluate((form) => {
    // React/Preact track values through the native setter + an input event
    const setValue = (el: HTMLInputElement | HTMLTextAreaElement, value: string) => {
      const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
    };
    const byType: Record<string, string> = {
      email: 'faults@example.com',
      url: 'https://faults.example.com',
      password: 'Str0ng-Passw0rd!',
      tel: '5550100',
      number: '7',
    };
    form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea').forEach((el, i) => {
      if (el.type === 'hidden' || el.type === 'submit' || el.type === 'button' || el.type === 'file' || el.type === 'radio')
        return;
      if (el.type === 'checkbox') {
        if (!(el as HTMLInputElement).checked) (el as HTMLInputElement).click();
        return;
      }
      setValue(el, byType[el.type] ?? `Typed value ${i} — ünïcödé & <kept>`);
    });
    form.querySelectorAll('select').forEach((el) => {
      const last = [...el.options].reverse().find((o) => o.value !== '');
      if (!last) return;
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(el, last.value);
      el.dispatchEvent(new Event('change', { bubbles: true }));
    });
  });
}

/** Every control's value (and checked state) in the form, by position. */
const formState = (page: Page) =>
  postForm(page).evaluate((form) =>
    [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')].map(
      (el) =>
        `${el.getAttribute('name')}=${el.value}${el instanceof HTMLInputElement && /checkbox|radio/.test(el.type) ? `:${el.checked}` : ''}`,
    ),
  );

for (const form of FORMS) {
  test(`${form.name}: a failed post keeps every value, says so in a live region, leaves nothing inert`, async ({
    page,
    portal,
  }) => {
    if (form.user) await signInFast(page, form.user);
    await open(page, form.path(portal));
    await expectType(page, form.type);
    await fillEverything(page);
    const typed = await formState(page);
    const url = page.url();
    const posts: string[] = [];
    let fault = FAULTS[0]!;
    await page.route('**/*', (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      posts.push(route.request().url());
      return fault.answer(route);
    });
    for (const next of FAULTS) {
      fault = next;
      const before = posts.length;
      await postForm(page).locator('button[type="submit"], input[type="submit"]').first().click();
      await expect.poll(() => posts.length, `${next.name}: the form was posted`).toBe(before + 1);
      const alert = appRoot(page).locator('[data-portal-part="notice"][role="alert"]');
      await expect(alert, `${next.name}: the failure is announced`).toHaveText(L.layout.submitFailed);
      await expect(postForm(page), `${next.name}: the post is over`).not.toHaveAttribute('aria-busy', 'true');
      expect(await formState(page), `${next.name}: every typed value is kept`).toEqual(typed);
      expect(page.url(), `${next.name}: still on the form's page`).toBe(url);
      await expect(page.locator('html')).toHaveClass(/(^|\s)complete(\s|$)/);
      expect(
        await page
          .locator('#portal-app[inert], #portal-app [inert], #portal-app[aria-busy="true"], #portal-app [aria-busy="true"]')
          .count(),
        `${next.name}: nothing inert or busy`,
      ).toBe(0);
    }
    await expect(appRoot(page).locator('[data-portal-part="notice"]')).toHaveCount(1);
  });
}
