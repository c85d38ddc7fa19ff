import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Pagination } from './index.ts';

const meta = { title: 'Components/Pagination/Features', component: Pagination } satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

const labels = {
  nav: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: (n: number) => `Page ${n}`,
  showing: ({ first, last, total }: { first: number; last: number; total: number }) => `Showing ${first} to ${last} of ${total}`,
};
const hrefForPage = (p: number) => `/apps/mykeys?page=${p}&showKeys=true`;

// Links must not leave the story while the play function clicks them.
const stayHere = (root: HTMLElement) => root.addEventListener('click', (e) => e.preventDefault());

export const Middle: Story = {
  args: { labels, currentPage: 5, pageCount: 12, hrefForPage, range: { first: 41, last: 50, total: 118 }, reloadDocument: true },
  play: async ({ canvasElement }) => {
    stayHere(canvasElement);
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    const c = within(nav);
    await expect(c.getByText('Showing 41 to 50 of 118')).toBeVisible();
    await expect(c.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await expect(c.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', hrefForPage(4));
    await expect(c.getByRole('link', { name: 'Next' })).toHaveAttribute('href', hrefForPage(6));
    await expect(c.getByRole('link', { name: 'Page 12' })).toHaveAttribute('href', hrefForPage(12));
    await expect(c.getByRole('link', { name: 'Page 6' })).toHaveAttribute('data-full-load');
    // keyboard: Previous is the first stop, then the page numbers in order
    await userEvent.tab();
    await expect(c.getByRole('link', { name: 'Previous' })).toHaveFocus();
    await userEvent.tab();
    await expect(c.getByRole('link', { name: 'Page 1' })).toHaveFocus();
  },
};

export const FirstPage: Story = {
  args: { labels, currentPage: 1, pageCount: 4, hrefForPage, range: { first: 1, last: 10, total: 37 } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const previous = c.getByRole('link', { name: 'Previous' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).not.toHaveAttribute('href');
    await userEvent.tab();
    await expect(c.getByRole('link', { name: 'Page 1' })).toHaveFocus();
  },
};

export const LastPage: Story = {
  args: { labels, currentPage: 4, pageCount: 4, hrefForPage, range: { first: 31, last: 37, total: 37 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const PreviousNextOnly: Story = {
  args: {
    labels,
    previousHref: '/search?q=weather&page=1',
    nextHref: '/search?q=weather&page=3',
    range: { first: 11, last: 20, total: 42 },
  },
  play: async ({ canvasElement }) => {
    stayHere(canvasElement);
    const c = within(canvasElement);
    await expect(c.queryByRole('link', { name: /^Page/ })).toBeNull();
    await expect(c.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/search?q=weather&page=3');
  },
};

export const SummaryOnly: Story = {
  args: { labels, previousHref: null, nextHref: null, range: { first: 1, last: 3, total: 3 } },
};

export const ManyPagesWideWindow: Story = { args: { labels, currentPage: 50, pageCount: 100, hrefForPage, siblings: 2 } };
