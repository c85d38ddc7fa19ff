// Every fixture page of the content types (issue 7), rendered by its registered screen from the model the
// real extractor and adapter build: sensible output when optional data is missing — no 'null' or
// 'undefined' text, no empty headings, exactly one focusable h1, no unsafe links, nothing executable from
// user content, unique ids. (ServerHtml renders server HTML as text in happy-dom — see docs/components.md —
// so markup-level checks of server HTML run in Storybook, in Chromium.)
import { Suspense, type ComponentType } from 'react';
import { render, screen as view } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadScreen, screenRegistry } from '../../../src/screens/registry.ts';
import type { ScreenModel } from '../../../src/model/screenModel.ts';
import { CONTENT_TYPES, modelOf, pages } from './fixtures.ts';
import { renderScreen } from '../../support/renderScreen.tsx';

const mine = pages.filter((p) => (CONTENT_TYPES as readonly string[]).includes(p.contentType));

afterEach(() => {
  delete (window as { __xss?: unknown }).__xss;
});

describe('content screens render every fixture page sensibly', () => {
  it('covers every content type with at least one fixture, and registers a screen for each', () => {
    for (const type of CONTENT_TYPES) {
      expect(
        mine.some((p) => p.contentType === type),
        `fixture for ${type}`,
      ).toBe(true);
      expect(screenRegistry[type], `screen for ${type}`).toBeDefined();
    }
  });

  it('a screen whose chunk has arrived renders at once, without suspending (no placeholder before complete)', async () => {
    const file = mine.find((p) => p.contentType === 'noAccess')!.file;
    const model = modelOf(file);
    // the runtime preloads the screen while it reads the page; nothing has rendered it yet
    preloadScreen('noAccess');
    await import('../../../src/screens/NoAccess/NoAccess.tsx');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const Screen = screenRegistry.noAccess as ComponentType<{ model: ScreenModel }>;
    render(
      <Suspense fallback={<p>suspended</p>}>
        <Screen model={model} />
      </Suspense>,
    );
    // synchronously after the first commit: the screen, not the fallback
    expect(view.queryByText('suspended')).toBeNull();
    expect(view.getByRole('heading', { level: 1 })).toBeTruthy();
  });

  it.each(mine.map((p) => [p.file]))('%s', async (file) => {
    const model = modelOf(file);
    expect(model.degraded, `${file} degraded: ${model.problems.join('; ')}`).toBe(false);
    const { container } = await renderScreen(model);
    const text = container.textContent ?? '';
    expect(text).not.toMatch(/\bnull\b|\bundefined\b|\bNaN\b|\[object Object\]/);
    // placeholders are expanded by the adapter (in labels), never left in our own strings
    expect(text).not.toMatch(/\{\{\s*(area|username|title|year|path\.\w+|query|first|last|total|email|name|title)\s*\}\}/);

    for (const h of Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6'))) {
      expect(h.textContent?.trim(), `empty ${h.tagName} in ${file}`).not.toBe('');
    }
    const h1 = container.querySelectorAll('h1');
    expect(h1).toHaveLength(1);
    expect(h1[0]!.id).toBe(model.layout.headingId);
    expect(h1[0]!.getAttribute('tabindex')).toBe('-1');

    for (const a of Array.from(container.querySelectorAll('a[href]'))) {
      expect(a.getAttribute('href')).not.toMatch(/^\s*(javascript|data|vbscript):/i);
      expect(a.textContent?.trim() || a.getAttribute('aria-label'), `link without a name in ${file}`).toBeTruthy();
    }
    // lists are never rendered empty
    for (const list of Array.from(container.querySelectorAll('ul, ol'))) {
      expect(list.children.length, `empty list in ${file}`).toBeGreaterThan(0);
    }
    // server HTML never brings scripts or inline handlers, and nothing ran
    expect(container.querySelector('script, iframe, object, embed')).toBeNull();
    for (const el of Array.from(container.querySelectorAll('*'))) {
      const handlers = el.getAttributeNames().filter((n) => /^on/i.test(n));
      expect(handlers, `${el.tagName} with an event handler attribute in ${file}`).toEqual([]);
    }
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
    // ids stay unique
    const ids = Array.from(container.querySelectorAll('[id]')).map((e) => e.id);
    expect(ids.length).toBe(new Set(ids).size);
  });
});
