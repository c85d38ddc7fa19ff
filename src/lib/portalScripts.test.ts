// The portal's script URLs: which reports script a page uses (the key-activity pages only).
import { describe, expect, it } from 'vitest';
import { LEGACY_REPORT_SCRIPTS, reportScriptsFor } from './portalScripts.ts';

describe('reportScriptsFor', () => {
  it('key-activity paths (relative or absolute) get the developer reports; other pages and unparsable URLs none', () => {
    expect(reportScriptsFor('/key/key-activity/k3y0000aaaa1111')).toBe(LEGACY_REPORT_SCRIPTS);
    expect(reportScriptsFor('https://portal.example/key/key-activity/k3y?x=1')).toBe(LEGACY_REPORT_SCRIPTS);
    expect(reportScriptsFor('/apps/mykeys')).toBeNull();
    expect(reportScriptsFor('https://portal.example/other?next=/key/key-activity/')).toBeNull();
    expect(reportScriptsFor('http://[bad')).toBeNull();
  });
});
