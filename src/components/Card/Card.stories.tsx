import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './index.ts';
import { Button } from '../Button/index.ts';
import { Text } from '../Text/index.ts';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Weather app',
    children: <Text as="p">Uses the Forecast API and the Maps API.</Text>,
    actions: (
      <>
        <Button size="sm" variant="soft">
          Edit
        </Button>
        <Button size="sm" variant="ghost" tone="critical">
          Delete
        </Button>
      </>
    ),
    tone: 'neutral',
    elevation: 'flat',
    padding: 'lg',
  },
  argTypes: {
    tone: { control: 'select', options: ['neutral', 'brand', 'positive', 'caution', 'critical', 'info'] },
    elevation: { control: 'inline-radio', options: ['flat', 'raised'] },
    padding: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    as: { control: 'inline-radio', options: ['div', 'article', 'section'] },
  },
} satisfies Meta<typeof Card>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
