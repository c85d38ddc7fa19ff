import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination, type NumberedPaginationProps } from './index.ts';

const labels = {
  nav: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: (n: number) => `Page ${n}`,
  showing: ({ first, last, total }: { first: number; last: number; total: number }) => `Showing ${first} to ${last} of ${total}`,
};

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: {
    labels,
    currentPage: 3,
    pageCount: 8,
    hrefForPage: (p: number) => `/apps/myapps?page=${p}`,
    reloadDocument: true,
    siblings: 1,
  } as NumberedPaginationProps,
  argTypes: {
    currentPage: { control: { type: 'number', min: 1 } },
    pageCount: { control: { type: 'number', min: 1 } },
    siblings: { control: { type: 'number', min: 0, max: 3 } },
  },
} satisfies Meta<typeof Pagination>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
