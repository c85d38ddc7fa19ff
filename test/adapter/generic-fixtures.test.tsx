// The Generic screen inside the layout, for every fixture page: whatever the content type, the page
// renders (one h1 with the focus id, the main landmark, no leaked "undefined"/"null", no placeholders).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, render, screen } from '@testing-library/react';
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { extractPage } from '../../src/extract/index.ts';
import { adapt } from '../../src/adapter/index.ts';
import { defaultSettings } from '../../src/config/settings.ts';
import { Generic } from '../../src/screens/Generic/Generic.tsx';
import { Layout } from '../../src/screens/Layout/Layout.tsx';
import { NOW } from './factories.ts';

const PAGES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'fixtures', 'pages');
const manifest = JSON.parse(readFileSync(join(PAGES, 'index.json'), 'utf8')) as { file: string; url: string; status: number }[];
const win = new Window({
  url: 'https://portal.invalid/',
  settings: { disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
});

afterEach(cleanup);

describe('Generic screen over every fixture page', () => {
  it.each(manifest.map((e) => [e.file, e] as const))('%s', (_file, e) => {
    const doc = new win.DOMParser().parseFromString(
      readFileSync(join(PAGES, e.file), 'utf8'),
      'text/html',
    ) as unknown as Document;
    const model = adapt(extractPage(doc, e.url, { status: e.status }), defaultSettings, { url: e.url, now: NOW });
    const { container } = render(
      <Layout model={model}>
        <Generic model={model} />
      </Layout>,
    );
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]?.id).toBe('portal-heading');
    expect(h1s[0]?.textContent?.trim()).not.toBe('');
    expect(screen.getByRole('main').id).toBe('portal-main');
    const text = container.textContent ?? '';
    expect(text).not.toMatch(/\bundefined\b|\[object Object\]|\{\{(area|username|title|year|path\.\w+)\}\}/);
    // ids stay unique (server ids are prefixed; layout ids are the model's)
    const ids = [...container.querySelectorAll('[id]')].map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
