// Issue #13, break 6: headings say where you are. The server gives every page under the Keys / Apps /
// Account tabs the h1 'My Account' (the page name as an h2 below it): the themed h1 names the page, the
// server's heading stays as a subtitle, nothing shows twice and no empty heading is left after success.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountKeys } from '../../../src/screens/AccountKeys/AccountKeys.tsx';
import { AccountApps } from '../../../src/screens/AccountApps/AccountApps.tsx';
import { AccountManage } from '../../../src/screens/AccountManage/AccountManage.tsx';
import { AccountPassword } from '../../../src/screens/AccountPassword/AccountPassword.tsx';
import { TABS, modelWithMain } from './journeyHelpers.ts';

const account = (h2: string, inner: string) =>
  `<h1 class="first">My Account</h1>${TABS('account')}
  <div class="section-menu actions"><ul><li><a class="change-email action" href="/member/email">Change e-mail</a></li>
  <li><a class="change-password action" href="/member/passwd">Change password</a></li></ul></div>
  <h2>${h2}</h2><div id="myaccount">${inner}</div>`;

const h1s = () => screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent);
const headings = () => screen.getAllByRole('heading').map((h) => h.textContent);

describe('account pages: the h1 says where you are', () => {
  it('My Keys: h1 "My API Keys", the server\'s "My Account" as the subtitle (not a heading)', () => {
    const model = modelWithMain(
      'accountKeys.html',
      'page-apps mykeys',
      `<h1 class="first">My Account</h1>${TABS('keys')}<div class="section"><div class="section-body"><h2>Weather API</h2>
      <div class="key"><dl><dt>Application</dt><dd>Storm Tracker</dd><dt>Key</dt><dd>k3y0000aaaa1111</dd><dt>Status</dt><dd>active</dd>
      <dt>Registered</dt><dd>Aug 21, 2017</dd></dl></div></div></div>`,
      'https://portal.invalid/apps/mykeys',
      'accountKeys',
    );
    expect(model.screen).toMatchObject({ heading: 'My API Keys', subtitle: 'My Account' });
    expect(model.layout.title).toMatch(/^My API Keys/);
    render(<AccountKeys model={model} />);
    expect(h1s()).toEqual(['My API Keys']);
    expect(screen.getByText('My Account').tagName).toBe('P');
  });

  it('My Apps: h1 "My Apps"', () => {
    const model = modelWithMain(
      'accountApps.html',
      'page-apps myapps',
      `<h1 class="first">My Account</h1>${TABS('apps')}<div class="section"><div class="section-body">
      <div class="actions"><a class="add-app action" href="/apps/register">New application</a></div></div></div>`,
      'https://portal.invalid/apps/myapps',
      'accountApps',
    );
    render(<AccountApps model={model} />);
    expect(h1s()).toEqual(['My Apps']);
  });

  it('manage account: h1 "Manage Account"; "Account Information" once (the form\'s heading), not twice', () => {
    const model = modelWithMain(
      'accountManage.html',
      'page-member edit',
      account(
        'Account Information',
        `<form id="member-edit" method="post" action="/member/edit"><legend>Account Information</legend><ul>
        <li><label for="members-uri">Web site</label><input id="members-uri" name="members[uri]"></li>
        <li><input type="submit" id="process" value="Save"></li></ul></form>`,
      ),
      'https://portal.invalid/member/edit',
      'accountManage',
    );
    render(<AccountManage model={model} />);
    expect(h1s()).toEqual(['Manage Account']);
    expect(headings().filter((h) => h === 'Account Information')).toHaveLength(1);
  });

  it('change password: h1 "Change Password" (the server\'s h2 "Change password" is not repeated)', () => {
    const model = modelWithMain(
      'accountPassword.html',
      'page-member passwd',
      account(
        'Change password',
        `<form method="post" action="/member/passwd"><ul><li><label for="passwd">New password</label>
        <input type="password" id="passwd" name="passwd"></li><li><input type="submit" id="process" value="Change password"></li></ul></form>`,
      ),
      'https://portal.invalid/member/passwd',
      'accountPassword',
    );
    render(<AccountPassword model={model} />);
    expect(h1s()).toEqual(['Change Password']);
    expect(headings().filter((h) => /change password/i.test(h ?? ''))).toHaveLength(1);
  });

  it('after a successful change: the success heading, the notice, and no empty "Change password" heading', () => {
    const model = modelWithMain(
      'accountPasswordSuccess.html',
      'page-member passwd',
      account('Change password', '<ul class="success"><li>Your password has been changed.</li></ul>'),
      'https://portal.invalid/member/passwd',
      'accountPasswordSuccess',
    );
    expect(model.screen.body).toBeNull();
    render(<AccountPassword model={model} />);
    expect(h1s()).toEqual(['Password Successfully Changed']);
    expect(screen.getByText('Your password has been changed.')).toBeTruthy();
    expect(headings()).toEqual(['Password Successfully Changed']);
  });

  it('an admin label override still wins; "" shows the server\'s heading', () => {
    const main = `<h1 class="first">My Account</h1>${TABS('keys')}<div class="section"><div class="section-body"></div></div>`;
    const at = (heading: string) =>
      modelWithMain('accountKeys.html', 'page-apps mykeys', main, 'https://portal.invalid/apps/mykeys', 'accountKeys', {
        labels: { accountKeys: { heading } },
      } as never).screen;
    expect(at('Your API keys')).toMatchObject({ heading: 'Your API keys', subtitle: 'My Account' });
    expect(at('')).toMatchObject({ heading: 'My Account', subtitle: null });
  });
});
