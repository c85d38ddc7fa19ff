// Issue #13, break 5: the keys the "Application registered" page lists get a Copy button named after the
// application (the simulated portal's message: `<strong>App</strong>` and a list of `<li>Plan: <code>key</code>`).
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRegister } from './AppRegister.tsx';
import type { AppRegisterSuccessScreen } from '../../model/screenModel.ts';
import { TABS, modelWithMain } from '../../../test/screens/account/journeyHelpers.ts';
import { modelOf } from '../../../test/screens/account/fixtures.ts';

const registered = (keys: string[]) =>
  modelWithMain(
    'appRegisterSuccess.html',
    'page-apps register',
    `<h1 class="first">My Account</h1>${TABS('apps')}<div class="section"><div class="section-body">
<p>Your application <strong>Rain Radar</strong> has been registered. Keys issued:</p>
<ul>${keys.map((k) => `<li>${k}</li>`).join('')}</ul>
<p>We also sent them by e-mail. <a href="/apps/mykeys">View your keys</a></p></div></div>`,
    'https://portal.invalid/apps/register',
    'appRegisterSuccess',
  );

describe('Application registered: copy the issued keys (break 5)', () => {
  it('one key: its Copy button is named after the application', () => {
    const model = registered(['Maps API — Basic: <code>k3yAAAA1111</code>']);
    expect((model.screen as AppRegisterSuccessScreen).keys).toEqual([
      { label: 'Maps API — Basic', key: 'k3yAAAA1111', copyName: 'Copy key for Rain Radar' },
    ]);
    render(<AppRegister model={model} />);
    const list = screen.getByRole('region', { name: 'Your keys' });
    expect(within(list).getByText('k3yAAAA1111')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Copy key for Rain Radar' })).toBeTruthy();
  });

  it('several keys: the plan tells the buttons apart', () => {
    render(
      <AppRegister model={registered(['Weather API — Premium: <code>k3yB1</code>', 'Maps API — Basic: <code>k3yB2</code>'])} />,
    );
    expect(screen.getByRole('button', { name: 'Copy key for Rain Radar (Weather API — Premium)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy key for Rain Radar (Maps API — Basic)' })).toBeTruthy();
  });

  it('the key in a sentence (fixture): copied under the plain name; no key, no list', () => {
    render(<AppRegister model={modelOf('appRegisterSuccess.keyShown.html', 'appRegisterSuccess')} />);
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeTruthy();
    document.body.innerHTML = '';
    render(<AppRegister model={modelOf('appRegisterSuccess.html', 'appRegisterSuccess')} />);
    expect(screen.queryByRole('region', { name: 'Your keys' })).toBeNull();
  });
});

describe('Application registered: the browser title names the outcome (issue 34 item 7)', () => {
  // the simulated portal's answer to the register form: the same URL and <title> as the form, its own h1
  const simulated = () =>
    modelWithMain(
      'appRegisterSuccess.html',
      'page-apps register',
      `<h1 class="first">Application registered</h1>${TABS('apps')}<div class="section"><div class="section-body">
<p>Your application <strong>Rain Radar</strong> has been registered. Keys issued:</p>
<ul><li>Maps API — Basic: <code>k3yAAAA1111</code></li></ul></div></div>`,
      'https://portal.invalid/apps/register',
      'appRegisterSuccess',
    );

  it('the title follows the heading shown, not the form page’s <title>', () => {
    const model = simulated();
    const shown = model.screen.heading!;
    expect(shown).toBeTruthy();
    expect(model.layout.title).toContain(shown);
    expect(model.layout.title).not.toMatch(/Register an Application/i);
  });

  it('the form itself keeps the server’s title', () => {
    const form = modelOf('appRegister.html', 'appRegister');
    expect(form.layout.title).toMatch(/Register an Application/i);
  });
});
