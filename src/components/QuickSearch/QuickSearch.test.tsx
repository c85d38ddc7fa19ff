import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  QuickSearch,
  createLatestSearch,
  preloadQuickSearch,
  isShortcut,
  type QuickSearchAnswer,
  type QuickSearchLabels,
  type QuickSearchState,
} from './index.ts';

export const labels: QuickSearchLabels = {
  open: 'Quick search',
  shortcut: 'Ctrl K',
  shortcutMac: '⌘K',
  title: 'Search the portal',
  field: 'Search for',
  placeholder: 'Search docs…',
  hint: 'Type to search.',
  searching: 'Searching…',
  results: (count) => `${count} results`,
  resultsOne: '1 result',
  noResults: (query) => `Nothing found for "${query}".`,
  error: 'Search is not available right now.',
  allResults: (query) => `All results for "${query}"`,
  close: 'Close search',
  keys: '↑ ↓ Enter Esc',
};

const answer = (...titles: string[]): QuickSearchAnswer => ({
  hits: titles.map((t, i) => ({ title: t, url: `/docs/${i}`, summary: `About ${t} and keys` })),
  total: titles.length,
});

function abortable(result: QuickSearchAnswer, signal: AbortSignal, wait: Promise<void>): Promise<QuickSearchAnswer> {
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
    void wait.then(() => resolve(result));
  });
}

describe('createLatestSearch (debounce, abort, latest wins)', () => {
  afterEach(() => vi.useRealTimers());

  it('debounces typing into one request for the last query', async () => {
    vi.useFakeTimers();
    const search = vi.fn((q: string) => Promise.resolve(answer(q)));
    const states: QuickSearchState[] = [];
    const latest = createLatestSearch(search, (s) => states.push(s), 150);
    latest.set('k');
    latest.set('ke');
    latest.set('key ');
    await vi.advanceTimersByTimeAsync(149);
    expect(search).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]![0]).toBe('key');
    expect(states.at(-1)).toEqual({ status: 'done', query: 'key', answer: answer('key') });
  });

  it('aborts the running request and ignores a stale answer that arrives after a newer one', async () => {
    vi.useFakeTimers();
    let releaseOld!: () => void;
    const oldGate = new Promise<void>((r) => (releaseOld = r));
    const signals: AbortSignal[] = [];
    const search = vi.fn((q: string, signal: AbortSignal) => {
      signals.push(signal);
      // the first request ignores its signal and answers late: it must still be dropped
      return q === 'old' ? oldGate.then(() => answer('stale')) : abortable(answer('fresh'), signal, Promise.resolve());
    });
    const states: QuickSearchState[] = [];
    const latest = createLatestSearch(search, (s) => states.push(s), 150);
    latest.set('old');
    await vi.advanceTimersByTimeAsync(150);
    latest.set('new');
    expect(signals[0]!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(150);
    releaseOld();
    await vi.advanceTimersByTimeAsync(0);
    const done = states.filter((s) => s.status === 'done');
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ query: 'new', answer: answer('fresh') });
    expect(states.at(-1)).toMatchObject({ status: 'done', query: 'new' });
  });

  it('reports errors of the latest request only, and an empty query goes idle without a request', async () => {
    vi.useFakeTimers();
    const search = vi.fn(() => Promise.reject(new Error('503')));
    const states: QuickSearchState[] = [];
    const latest = createLatestSearch(search, (s) => states.push(s), 10);
    latest.set('x');
    await vi.advanceTimersByTimeAsync(10);
    expect(states.at(-1)).toEqual({ status: 'error', query: 'x' });
    latest.set('   ');
    expect(states.at(-1)).toEqual({ status: 'idle', query: '' });
    expect(search).toHaveBeenCalledTimes(1);
    latest.set('y');
    latest.dispose();
    await vi.advanceTimersByTimeAsync(20);
    expect(search).toHaveBeenCalledTimes(1);
  });
});

describe('isShortcut', () => {
  const key = (k: string, more: Partial<KeyboardEvent> = {}, target: EventTarget | null = document.body) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    target,
    ...more,
  });
  it('is Ctrl-K, ⌘-K, and "/" outside fields', () => {
    expect(isShortcut(key('k', { ctrlKey: true }))).toBe(true);
    expect(isShortcut(key('K', { metaKey: true }))).toBe(true);
    expect(isShortcut(key('/'))).toBe(true);
    expect(isShortcut(key('k'))).toBe(false);
    expect(isShortcut(key('k', { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isShortcut(key('/', {}, document.createElement('input')))).toBe(false);
    expect(isShortcut(key('/', {}, document.createElement('textarea')))).toBe(false);
  });
});

describe('QuickSearch', () => {
  // the dialog is a lazy chunk: load it once up front so a slow machine does not time the first open out
  beforeAll(async () => {
    await preloadQuickSearch();
  });

  function setup(search = vi.fn((q: string) => Promise.resolve(answer(`${q} guide`, `${q} reference`)))) {
    const onOpenResult = vi.fn();
    render(
      <div className="portal-theme-dark">
        <QuickSearch
          labels={labels}
          search={search}
          onOpenResult={onOpenResult}
          searchPageUrl={(q) => `/search?q=${q}`}
          delay={0}
        />
      </div>,
    );
    return { search, onOpenResult, trigger: screen.getByRole('button', { name: /Quick search/ }) };
  }

  it('shows the shortcut on the trigger and opens a combobox dialog with Ctrl-K', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    expect(trigger.textContent).toContain('Ctrl K');
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search the portal' });
    expect(dialog.className).toContain('portal-theme-dark');
    const box = within(dialog).getByRole('combobox', { name: 'Search for' });
    await waitFor(() => expect(document.activeElement).toBe(box));
  });

  it('lists results with marked terms as text, moves with arrows, opens with Enter and returns focus on Escape', async () => {
    const user = userEvent.setup();
    const { trigger, onOpenResult } = setup();
    await user.click(trigger);
    const box = await screen.findByRole('combobox');
    await user.type(box, 'keys');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]!.querySelector('mark')?.textContent).toBe('keys');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(screen.getByRole('status').textContent).toBe('2 results');
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onOpenResult).toHaveBeenCalledWith('/docs/1');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it('never renders result text as HTML', async () => {
    const user = userEvent.setup();
    const search = vi.fn(() =>
      Promise.resolve({ hits: [{ title: '<img src=x onerror=alert(1)>', url: '/x', summary: '<b>bold</b> keys' }], total: 1 }),
    );
    setup(search);
    await user.keyboard('/');
    await user.type(await screen.findByRole('combobox'), 'keys');
    const option = await screen.findByRole('option');
    expect(option.querySelector('img, b')).toBeNull();
    expect(option.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('has designed empty and error states, announced politely', async () => {
    const user = userEvent.setup();
    let fail = false;
    const search = vi.fn(() => (fail ? Promise.reject(new Error('503')) : Promise.resolve({ hits: [], total: 0 })));
    const { trigger } = setup(search);
    await user.click(trigger);
    const box = await screen.findByRole('combobox');
    expect(screen.getByText('Type to search.')).toBeTruthy();
    await user.type(box, 'zzz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Nothing found for "zzz".'));
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fail = true;
    await act(async () => {
      await user.type(box, 'z');
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Search is not available right now.'));
    expect(screen.getByRole('link', { name: 'All results for "zzzz"' }).getAttribute('href')).toBe('/search?q=zzzz');
  });
});

describe('QuickSearch as the header search form (issue 35: one search field)', () => {
  beforeAll(async () => {
    await preloadQuickSearch();
  });

  function setupForm() {
    render(
      <QuickSearch
        labels={labels}
        search={() => Promise.resolve(answer('Keys guide'))}
        onOpenResult={() => undefined}
        searchPageUrl={(q) => `/search?q=${q}`}
        delay={0}
        form={{ action: '/search', fieldName: 'q', label: 'Search', query: 'keys', id: 'header-q' }}
      />,
    );
    return screen.getByRole('search', { name: 'Search' });
  }

  it("is the server's form: GET to its action, one named field holding the query, the shortcut as a hint", () => {
    const form = setupForm();
    expect(form.tagName).toBe('FORM');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/search');
    const field = within(form).getByRole('searchbox', { name: 'Search' });
    expect(field.getAttribute('name')).toBe('q');
    expect((field as HTMLInputElement).value).toBe('keys');
    expect(field.getAttribute('placeholder')).toBe(labels.open);
    expect(form.textContent).toContain(labels.shortcut);
    // no submit button of its own: Enter in its one field submits it (implicit submission)
    expect(within(form).queryByRole('button', { name: 'Search' })).toBeNull();
    expect(form.querySelectorAll('input:not([type="hidden"])')).toHaveLength(1);
  });

  it('a click in the field opens the dialog; Escape brings focus back to the field', async () => {
    const user = userEvent.setup();
    const form = setupForm();
    const field = within(form).getByRole('searchbox', { name: 'Search' });
    await user.click(field);
    const box = await screen.findByRole('combobox', { name: labels.field });
    await waitFor(() => expect(document.activeElement).toBe(box));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('typing in the field stays text (no dialog): the form is submitted as the server expects', async () => {
    const user = userEvent.setup();
    const form = setupForm();
    const field = within(form).getByRole('searchbox', { name: 'Search' });
    field.focus();
    await user.clear(field);
    await user.keyboard('rate/limits');
    expect((field as HTMLInputElement).value).toBe('rate/limits');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
