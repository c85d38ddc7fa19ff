import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchResults } from './index.ts';
import { searchResults } from '../../../stories/support/searchStoryData.ts';

const meta = {
  title: 'Components/SearchResults',
  component: SearchResults,
  args: { results: searchResults, query: 'rate limit key', start: 1, headingLevel: 2, label: 'Search results' },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3, 4] } },
} satisfies Meta<typeof SearchResults>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
