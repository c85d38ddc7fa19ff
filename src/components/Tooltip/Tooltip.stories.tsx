import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tooltip } from './index.ts';
import { vars } from '../../theme/index.ts';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: { content: 'Billed monthly, cancel any time', children: '$10', placement: 'top', openOnHover: true },
  argTypes: { placement: { control: 'inline-radio', options: ['top', 'bottom'] } },
  render: (args) => (
    <p style={{ paddingTop: vars.space['3xl'] }}>
      Plans start at <Tooltip {...args} /> per month.
    </p>
  ),
} satisfies Meta<typeof Tooltip>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
