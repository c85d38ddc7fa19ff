// The default labels per part (src/labels/defaults.ts, src/labels/groups.ts): a page gets the layout's part
// and its own type's, every group is in exactly one part, and unknown override keys of a part's groups are
// reported once the part is there (runtime options check only the group names of the parts not loaded).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adaptLazy } from '../adapter/lazy.ts';
import { isDeferredLabelGroup, loadLabelDefaults, unknownLabels } from './defaults.ts';
import { defaultLabels } from './en.ts';
import { accountLabels } from './en/account.ts';
import { keysLabels } from './en/keys.ts';
import { contentLabels } from './en/content.ts';
import { ioDocsLabels } from './en/ioDocs.ts';
import { layoutLabels } from './en/layout.ts';
import { contentLabelGroups, ioDocsLabelGroups, keysLabelGroups, labelGroupPart, labelPartsOf } from './groups.ts';
import { contentTypes } from '../model/contentTypes.ts';
import type { Labels } from '../model/labels.ts';
import { env, pageData, settings as makeSettings } from '../../test/adapter/factories.ts';

afterEach(() => vi.restoreAllMocks());

describe('default label parts', () => {
  it('split every group into exactly one part, in the order and with the values of en.ts', () => {
    const keys = [layoutLabels, contentLabels, ioDocsLabels, accountLabels, keysLabels].flatMap((p) => Object.keys(p));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual(Object.keys(defaultLabels).sort());
    expect({ ...layoutLabels, ...contentLabels, ...ioDocsLabels, ...keysLabels, ...accountLabels }).toEqual(defaultLabels);
    expect(Object.keys(contentLabels).sort()).toEqual([...contentLabelGroups].sort());
    expect(Object.keys(ioDocsLabels).sort()).toEqual([...ioDocsLabelGroups].sort());
    expect(Object.keys(keysLabels).sort()).toEqual([...keysLabelGroups].sort());
  });

  it.each(contentTypes.map((t) => [t] as const))('%s: the layout part and its own part', async (type) => {
    const defaults = await loadLabelDefaults(type);
    const parts = { content: contentLabels, ioDocs: ioDocsLabels, account: accountLabels, keys: keysLabels };
    expect(defaults).toEqual(Object.assign({}, layoutLabels, ...labelPartsOf(type).map((p) => parts[p])));
    // the type's own group (when it has one) is in the part it gets
    if (type in defaultLabels && !(type in layoutLabels)) expect(defaults).toHaveProperty(type);
  });

  it('a deferred group is a group outside the layout part; unknown names and layout groups are not', () => {
    expect(isDeferredLabelGroup('accountKeys')).toBe(true);
    expect(isDeferredLabelGroup('signin')).toBe(true);
    expect(isDeferredLabelGroup('gettingStarted')).toBe(true);
    expect(isDeferredLabelGroup('forumAll')).toBe(true);
    expect(isDeferredLabelGroup('search')).toBe(false);
    expect(isDeferredLabelGroup('layout')).toBe(false);
    expect(isDeferredLabelGroup('nonsense')).toBe(false);
  });

  it('unknownLabels names the override keys of the loaded groups that no default has', () => {
    const overrides = { accountKeys: { emtpy: 'x', heading: 'Keys' }, forumAll: { nope: 'y' }, search: { other: 'z' } };
    const defaults = { ...layoutLabels, ...keysLabels } as unknown as Labels;
    // forumAll is not loaded with an account page: checked when a content page loads its part
    expect(unknownLabels(overrides as never, defaults)).toEqual(['labels.accountKeys.emtpy']);
  });

  it('the deploy adapter warns once per unknown key of the page part, and the override of a known key applies', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const settings = makeSettings({ labels: { signin: { heading: 'Welcome back', emtpy: 'typo' } } as never });
    const page = pageData('signin');
    const model = await adaptLazy(page, settings, env());
    await adaptLazy(page, settings, env());
    expect(warn.mock.calls.filter(([m]) => String(m).includes('labels.signin.emtpy'))).toEqual([
      ['[portal] labels.signin.emtpy: unknown label (ignored)'],
    ]);
    expect(model.labels.signin.heading).toBe('Welcome back');
    expect(model.labels).not.toHaveProperty('forumAll');
  });

  it('each group is in one part: the layout (null), content, the interactive docs, account or keys', () => {
    expect(labelGroupPart('layout', layoutLabels)).toBeNull();
    expect(labelGroupPart('docs', layoutLabels)).toBe('content');
    expect(labelGroupPart('ioDocs', layoutLabels)).toBe('ioDocs');
    expect(labelGroupPart('accountKeys', layoutLabels)).toBe('keys');
    expect(labelGroupPart('keyActivity', layoutLabels)).toBe('keys');
    expect(labelGroupPart('signin', layoutLabels)).toBe('account');
    expect(labelGroupPart('showSecret', layoutLabels)).toBe('account');
    // on keys pages, and the join page's success (an account page) loads that part too
    expect(labelGroupPart('gettingStarted', layoutLabels)).toBe('keys');
    expect(labelPartsOf('ioDocs')).toEqual(['content', 'ioDocs']);
    expect(labelPartsOf('docs')).toEqual(['content']);
    // its group is the layout's; its screen is a content screen (test:browser: no file fetched a round late)
    expect(labelPartsOf('search')).toEqual(['content']);
    expect(labelPartsOf('accountKeys')).toEqual(['keys']);
    expect(labelPartsOf('appAddAPIsError')).toEqual(['keys']);
    expect(labelPartsOf('join')).toEqual(['account']);
    expect(labelPartsOf('joinSuccess')).toEqual(['account', 'keys']);
  });

  it('unknownLabels passes over what is not a group of keys: no overrides, a null or text group, a group without defaults', () => {
    const defaults = { ...defaultLabels } as unknown as Labels;
    expect(unknownLabels(undefined, defaults)).toEqual([]);
    expect(unknownLabels({ accountKeys: null } as never, defaults)).toEqual([]);
    expect(unknownLabels({ accountKeys: 'text' } as never, defaults)).toEqual([]);
    const withoutGroup = { ...defaultLabels, accountKeys: null } as unknown as Labels;
    expect(unknownLabels({ accountKeys: { emtpy: 'x' } } as never, withoutGroup)).toEqual([]);
  });
});
