import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { layoutLabels } from '../../labels/en/layout.ts';
import { QuickSearch } from './index.ts';
import type { QuickSearchAnswer, QuickSearchLabels } from './types.ts';

// the portal's default wording (src/labels/en/layout.ts) as the adapter and the header pass it: the page's
// {{area}} filled in, the count and the query as functions
const labels: QuickSearchLabels = {
  ...layoutLabels.quickSearch,
  title: 'Search Acme Developer Portal',
  results: (count) => `${count} results`,
  noResults: (query) => `Nothing found for "${query}". Try other or fewer words.`,
  allResults: (query) => `All results for "${query}"`,
};

const pages = [
  { title: 'Weather API: getting started', url: '/docs/weather', summary: 'Call the weather forecast endpoint with your key.' },
  {
    title: 'Weather API reference',
    url: '/docs/weather/reference',
    summary: 'Every weather endpoint, its parameters and limits.',
  },
  { title: 'Maps API', url: '/docs/maps', summary: 'Tiles, geocoding and routes; combine with weather layers.' },
  { title: 'Rate limits', url: '/docs/limits', summary: 'Calls per second and per day for each plan.' },
];

/** a stand-in for the portal's /search page: filters the pages above, answers after a short wait */
const search = (query: string, signal: AbortSignal) =>
  new Promise<QuickSearchAnswer>((resolve, reject) => {
    if (query === 'fail') return reject(new Error('503'));
    const words = query.toLowerCase().split(/\s+/);
    const hits = pages.filter((p) => words.every((w) => `${p.title} ${p.summary}`.toLowerCase().includes(w)));
    const id = setTimeout(() => resolve({ hits, total: hits.length }), 80);
    signal.addEventListener('abort', () => {
      clearTimeout(id);
      reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
    });
  });

const meta = {
  title: 'Components/QuickSearch',
  component: QuickSearch,
  args: { labels, search, onOpenResult: fn(), searchPageUrl: (q: string) => `/search?q=${encodeURIComponent(q)}` },
} satisfies Meta<typeof QuickSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SearchAndOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: labels.open });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: labels.title });
    const box = within(dialog).getByRole('combobox', { name: labels.field });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.type(box, 'weather');
    const options = await within(dialog).findAllByRole('option');
    await expect(options).toHaveLength(3);
    await expect(options[0]!.querySelector('mark')).toHaveTextContent(/weather/i);
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('3 results'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenResult).toHaveBeenCalledWith('/docs/weather/reference');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const EmptyAndError: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: labels.open });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: labels.title });
    const box = within(dialog).getByRole('combobox');
    await userEvent.type(box, 'zebra');
    await within(dialog).findByText('Nothing found for "zebra". Try other or fewer words.', {
      selector: 'p[data-quick-search-empty]',
    });
    await userEvent.clear(box);
    await userEvent.type(box, 'fail');
    await within(dialog).findByText(labels.error, { selector: 'p[data-quick-search-error]' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * The header's one search field (issue 35): the server's search form (GET /search?q=) whose click opens the
 * dialog; Enter submits the form. Below `md` an icon button stands in for the field.
 */
export const AsHeaderSearchForm: Story = {
  name: 'As the header search form',
  args: { form: { action: '/search', fieldName: 'q', label: 'Search', id: 'story-header-search' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('search', { name: 'Search' });
    await expect(form).toHaveAttribute('action', '/search');
    const field = within(form).getByRole('searchbox', { name: 'Search' });
    await expect(field).toHaveAttribute('name', 'q');
    await userEvent.click(field);
    const box = await screen.findByRole('combobox', { name: labels.field });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(field).toHaveFocus());
  },
};
