// Every fixture page of the account content types, rendered by its registered screen from the model
// the real extractor and adapter build: sensible output when optional data is missing — no 'null' or
// 'undefined' text, no empty headings, exactly one focusable h1, no unsafe links, user text as text.
import { describe, expect, it } from 'vitest';
import { screenRegistry } from '../../../src/screens/registry.ts';
import { modelOf, pages } from './fixtures.ts';
import { renderScreen } from '../../support/renderScreen.tsx';

export const ACCOUNT_TYPES = [
  'accountKeys',
  'accountApps',
  'viewKeys',
  'tos',
  'appRegister',
  'appRegisterSuccess',
  'appEdit',
  'appAddAPIs',
  'appAddAPIsSuccess',
  'appAddAPIsError',
  'appDelete',
  'appError',
  'keyDelete',
  'keyActivity',
  'keySecret',
  'showSecret',
  'showSecretSuccess',
  'showSecretError',
  'accountManage',
  'accountEmail',
  'accountEmailSuccess',
  'accountPassword',
  'accountPasswordSuccess',
  'resetPassword',
  'resetPasswordSuccess',
  'resetPasswordError',
  'verifyAccount',
  'memberRemove',
  'memberRemoveSuccess',
] as const;

const mine = pages.filter((p) => (ACCOUNT_TYPES as readonly string[]).includes(p.contentType));

describe('account screens render every fixture page sensibly', () => {
  it('covers every account content type with at least one fixture, and registers a screen for each', () => {
    for (const type of ACCOUNT_TYPES) {
      expect(
        mine.some((p) => p.contentType === type),
        `fixture for ${type}`,
      ).toBe(true);
      expect(screenRegistry[type], `screen for ${type}`).toBeDefined();
    }
  });

  it.each(mine.map((p) => [p.file]))('%s', async (file) => {
    const model = modelOf(file);
    const { container } = await renderScreen(model);
    const text = container.textContent ?? '';
    expect(text).not.toMatch(/\bnull\b|\bundefined\b|\bNaN\b|\[object Object\]/);
    expect(text).not.toMatch(/\{\{\s*(area|username|title|year|path\.\w+|plan|query|application|key)\s*\}\}/);

    const headings = Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6'));
    for (const h of headings) expect(h.textContent?.trim(), `empty ${h.tagName} in ${file}`).not.toBe('');
    const h1 = container.querySelectorAll('h1');
    expect(h1).toHaveLength(1);
    expect(h1[0]!.id).toBe(model.layout.headingId);
    expect(h1[0]!.getAttribute('tabindex')).toBe('-1');

    for (const a of Array.from(container.querySelectorAll('a[href]'))) {
      expect(a.getAttribute('href')).not.toMatch(/^\s*(javascript|data|vbscript):/i);
      expect(a.textContent?.trim() || a.getAttribute('aria-label'), `link without a name in ${file}`).toBeTruthy();
    }
    // server HTML never brings scripts or inline handlers
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toMatch(/\son[a-z]+\s*=/i);
    // ids stay unique
    const ids = Array.from(container.querySelectorAll('[id]')).map((e) => e.id);
    expect(ids.length).toBe(new Set(ids).size);
  });
});
