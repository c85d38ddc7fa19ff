import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Search } from '../../../src/screens/Search/Search.tsx';
import { contentStory, expectInert } from '../../support/contentScreens.tsx';

const meta: Meta = {
  title: 'Screens/Search',
  parameters: {
    // a screen's props are data (the model from a fixture page): nothing to control
    controls: { disable: true },
    docs: {
      description: {
        component:
          'Search (`/search?q=`): blank (the form), no results (\'Your search for "{query}" returned no results.\'), results ' +
          "(heading with the query, 'Showing X to Y of Z results', title, summary with every term highlighted — case-insensitive, " +
          'built as text and <mark> nodes so the query can never inject markup — URL, Previous/Next).',
      },
    },
  },
};
export default meta;
type Story = StoryObj;

const marks = (el: HTMLElement) => Array.from(el.querySelectorAll('mark')).map((m) => m.textContent);

export const Blank: Story = {
  name: 'Blank: the search form',
  render: contentStory(Search, 'search.blank.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const NoResults: Story = {
  name: 'No results, for a hostile query (shown as text)',
  render: contentStory(Search, 'search.noResults.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const query = '<img src=x onerror="window.__xss=(window.__xss||0)+1"> & {{constructor}} "quoted"';
    await expect(canvas.getByRole('status')).toHaveTextContent(`Your search for "${query}" returned no results.`);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(query);
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue(query);
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expectInert(canvasElement);
  },
};

export const FirstPage: Story = {
  name: 'Results, first page: several terms highlighted, case-insensitive',
  render: contentStory(Search, 'search.first.html'),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Search results' });
    const items = within(list).getAllByRole('listitem');
    await step('every term of "forecast & rain" in every summary, whatever its case', async () => {
      await expect(marks(items[0]!)).toEqual(['forecast', 'rain']);
      await expect(marks(items[1]!)).toEqual(['Rain']);
      await expect(within(items[0]!).getByText('forecast').tagName).toBe('MARK');
      // the summary is text around the marks: no element but <mark> inside it
      const summary = within(items[0]!).getByText('forecast').parentElement!;
      await expect(Array.from(summary.querySelectorAll('*')).every((el) => el.tagName === 'MARK')).toBe(true);
    });
    await step('counts, title link, URL line', async () => {
      await expect(canvas.getByText('Showing 1 to 2 of 12 results')).toBeVisible();
      await expect(within(items[0]!).getByRole('link', { name: 'Forecast API' })).toHaveAttribute('href', '/docs/read/Forecast');
      await expect(within(items[0]!).getByText('/docs/read/Forecast', { selector: 'p' })).toBeVisible();
    });
    await step('first page: Previous disabled, Next links to page 2', async () => {
      const nav = within(canvas.getByRole('navigation', { name: 'Search result pages' }));
      await expect(nav.getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
      await expect(nav.getByRole('link', { name: 'Previous' })).not.toHaveAttribute('href');
      await expect(nav.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/search?q=forecast+%26+rain&page=2');
    });
  },
};

export const MiddlePage: Story = {
  name: 'Results 51–100 of 1234: numbered list, Previous and Next',
  render: contentStory(Search, 'search.results.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Search results' });
    await expect(list).toHaveAttribute('start', '51');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    const nav = within(canvas.getByRole('navigation', { name: 'Search result pages' }));
    await expect(nav.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', expect.stringMatching(/page=1$/));
    await expect(nav.getByRole('link', { name: 'Next' })).toHaveAttribute('href', expect.stringMatching(/page=3$/));
    await expect(marks(list).every((m) => m?.toLowerCase() === 'forecast')).toBe(true);
  },
};

export const LastPage: Story = {
  name: 'Last page: Next disabled',
  render: contentStory(Search, 'search.last.html'),
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Search result pages' }));
    await expect(nav.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const QuotedQuery: Story = {
  name: 'A quoted query ("rate limit"), hand-written markup',
  render: contentStory(Search, 'search.variant.html'),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Search results' });
    const found = marks(list).map((m) => m?.toLowerCase());
    await expect(found.length).toBeGreaterThan(0);
    await expect(found.every((m) => m === 'rate' || m === 'limit' || m === 'rate limit')).toBe(true);
  },
};
