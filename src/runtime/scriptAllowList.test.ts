import { afterEach, describe, expect, it } from 'vitest';
import { setScriptUrlCheck, trustedHtml, trustedScriptUrl } from '../components/ServerHtml/trustedTypes.ts';
import { IO_DOCS_HELPER_SCRIPTS, LEGACY_REPORT_SCRIPTS, RECAPTCHA_SCRIPT, reportScriptsFor } from '../lib/portalScripts.ts';
import { scriptAllowList } from './scriptAllowList.ts';

const PAGE = 'https://developer.example.com/key/key-activity/k3y?x=1';
const allow = scriptAllowList(PAGE, 'https://developer.example.com/files/');

describe('scriptAllowList', () => {
  it("allows the theme's own files and the portal's named helpers (on the page's origin)", () => {
    expect(allow('https://developer.example.com/files/portal-app-abc.js')).toBe(true);
    expect(allow('https://developer.example.com/files/p-Xy_z-1.js')).toBe(true);
    for (const script of [...LEGACY_REPORT_SCRIPTS, ...IO_DOCS_HELPER_SCRIPTS])
      expect(allow(new URL(script, PAGE).href), script).toBe(true);
    expect(allow(RECAPTCHA_SCRIPT)).toBe(true);
    expect(allow(`${RECAPTCHA_SCRIPT}?render=explicit`)).toBe(true);
  });

  it('the theme folder may be given as the URL of a file in it (the running module): its siblings are allowed', () => {
    const fromModule = scriptAllowList(PAGE, 'https://developer.example.com/files/portal.js?v=3');
    expect(fromModule('https://developer.example.com/files/portal-chunk-1.js')).toBe(true);
    expect(fromModule('https://developer.example.com/public/portal-chunk-1.js')).toBe(false);
  });

  it('only names that end in .js or .mjs: not .json, .jsx or .js.map', () => {
    for (const name of ['data.json', 'view.jsx', 'portal.js.map', 'portal.mjs.txt'])
      expect(allow(`https://developer.example.com/files/${name}`), name).toBe(false);
    expect(allow('https://developer.example.com/files/portal.mjs')).toBe(true);
  });

  it('refuses everything else: other hosts, other paths, sub-folders, non-scripts, script URLs', () => {
    for (const url of [
      'https://attacker.invalid/files/portal-app-abc.js',
      'https://developer.example.com/public/Mashery/scripts/evil.js',
      'https://developer.example.com/files/uploads/evil.js',
      'https://developer.example.com/files/../evil.js',
      'https://developer.example.com/files/readme.txt',
      'https://developer.example.com/filesevil/x.js',
      'https://other.example.com/public/Mashery/scripts/MasheryDeveloperReports.js',
      // report packages the reference does not name (other key-activity pages' script is not known)
      'https://developer.example.com/public/Mashery/scripts/MasheryAdmin/Reports/config/packages/admin_drillin.js',
      'https://developer.example.com/public/Mashery/scripts/MasheryReports.js',
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
      'not a url',
    ])
      expect(allow(url), url).toBe(false);
  });
});

describe('the report scripts a key-activity page may load', () => {
  it('the developer reports of /key/key-activity/ pages are all allow-listed; other paths get none to load', () => {
    const scripts = reportScriptsFor(PAGE);
    expect(scripts).toBe(LEGACY_REPORT_SCRIPTS);
    for (const script of scripts ?? []) expect(allow(new URL(script, PAGE).href), script).toBe(true);
    expect(reportScriptsFor('https://developer.example.com/reports/key/k3y')).toBeNull();
  });
});

describe('trustedTypes (without a Trusted Types implementation)', () => {
  afterEach(() => setScriptUrlCheck(() => false));

  it('passes strings through (the assets service checks its allow-list itself)', () => {
    expect(trustedHtml('<b>x</b>')).toBe('<b>x</b>');
    setScriptUrlCheck(allow);
    expect(trustedScriptUrl('https://developer.example.com/files/p-1.js')).toBe('https://developer.example.com/files/p-1.js');
  });
});
