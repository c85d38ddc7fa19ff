import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SearchResults } from './index.ts';
import { searchResults } from '../../../stories/support/searchStoryData.ts';

const meta = {
  title: 'Components/SearchResults/Features',
  component: SearchResults,
  args: { results: searchResults, query: 'rate limit', label: 'Search results' },
} satisfies Meta<typeof SearchResults>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralTermsHighlighted: Story = {
  args: { query: '"rate limit" KEY' },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getAllByRole('listitem')[0]!;
    const marks = [...first.querySelectorAll('mark')].map((m) => m.textContent?.toLowerCase());
    await expect(marks).toEqual(['key', 'rate', 'limit', 'key', 'rate', 'limit', 'rate', 'limit']);
  },
};

export const NoQueryNoHighlight: Story = { args: { query: '' } };

export const SecondPage: Story = { args: { start: 11 } };

export const ResultWithoutLink: Story = {
  args: { results: [{ title: 'Archived page', url: null, summary: 'This page about rate limits is no longer linked.' }] },
};

export const MarkupStaysText: Story = {
  args: {
    results: [{ title: 'Odd summary', url: '/page/odd', summary: 'The <script>alert("limit")</script> tag is shown as text.' }],
    query: 'limit script',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('li script')).toBeNull();
    await expect(within(canvasElement).getAllByText('script', { selector: 'mark' })).toHaveLength(2);
    await expect(within(canvasElement).getByRole('listitem')).toHaveTextContent(
      'The <script>alert("limit")</script> tag is shown as text.',
    );
  },
};
