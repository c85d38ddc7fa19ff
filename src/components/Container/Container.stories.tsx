import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/index.ts';
import { Text } from '../Text/index.ts';
import { Container } from './index.ts';

const meta = {
  title: 'Components/Container',
  component: Container,
  args: { width: 'container', gutter: true, as: 'section', 'aria-label': 'Centred content' },
  argTypes: {
    width: { control: 'inline-radio', options: ['container', 'measure', 'full'] },
    gutter: { control: 'boolean' },
  },
  render: (args) => (
    <Container {...args} style={{ background: vars.color.surfaceSunken }}>
      <Text as="p">Content centred at the theme&apos;s maximum width, with side padding that grows with the screen.</Text>
    </Container>
  ),
} satisfies Meta<typeof Container>;
export default meta;

export const Playground: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Centred content' });
    await expect(region.tagName).toBe('SECTION');
  },
};
