import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../../theme/index.ts';
import { expect, within } from 'storybook/test';
import { Box, Columns, Column, Inline, Stack } from './index.ts';
import { Button } from '../Button/index.ts';
import { Text } from '../Text/index.ts';

const meta = { title: 'Components/Box/Features', component: Box } satisfies Meta<typeof Box>;
export default meta;

/** Stories that draw several fixed examples: their controls would change nothing, so the panel is hidden. */
const NO_CONTROLS = { controls: { disable: true } };
type Story = StoryObj<typeof meta>;

const Tile = ({ children }: { children: string }) => (
  <Box padding="md" background="brandSoft" borderRadius="sm">
    <Text>{children}</Text>
  </Box>
);

export const StackSpacing: Story = {
  parameters: NO_CONTROLS,
  render: () => (
    <Stack space={{ base: 'sm', md: 'xl' }}>
      <Tile>First</Tile>
      <Tile>Second</Tile>
      <Tile>Third</Tile>
    </Stack>
  ),
};

export const StackAsList: Story = {
  parameters: NO_CONTROLS,
  render: () => (
    <Stack as="ul" space="xs" aria-label="Keys">
      <li>
        <Text>Key one</Text>
      </li>
      <li>
        <Text>Key two</Text>
      </li>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** `markers`: a list of links or steps keeps its bullets, indented for them, with the Stack's gaps. */
export const StackListWithMarkers: Story = {
  parameters: NO_CONTROLS,
  render: () => (
    <Stack as="ul" space="xs" markers aria-label="Next steps">
      <li>
        <a href="#keys">Get a key</a>
      </li>
      <li>
        <a href="#docs">Read the docs</a>
      </li>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Next steps' });
    await expect(getComputedStyle(list).listStyleType).toBe('disc');
    await expect(getComputedStyle(list).marginTop).toBe('0px');
  },
};

export const InlineWrapping: Story = {
  parameters: NO_CONTROLS,
  render: () => (
    <div style={{ maxWidth: vars.size.sidebar }}>
      <Inline space="sm">
        {['Edit', 'Delete', 'Add APIs', 'View Keys'].map((l) => (
          <Button key={l} variant="soft" size="sm">
            {l}
          </Button>
        ))}
      </Inline>
    </div>
  ),
};

export const InlineCollapsesOnSmallScreens: Story = {
  parameters: NO_CONTROLS,
  render: () => (
    <Inline space="md" collapseBelow="md" align="between">
      <Tile>Left on wide screens</Tile>
      <Tile>Right on wide screens</Tile>
    </Inline>
  ),
};

export const ColumnsFractions: Story = {
  parameters: NO_CONTROLS,
  render: () => (
    <Stack space="md">
      <Columns space="md">
        <Column width="1/2">
          <Tile>1/2</Tile>
        </Column>
        <Column width="1/2">
          <Tile>1/2</Tile>
        </Column>
      </Columns>
      <Columns space="md">
        <Column width="1/3">
          <Tile>1/3</Tile>
        </Column>
        <Column width="2/3">
          <Tile>2/3</Tile>
        </Column>
      </Columns>
      <Columns space="md">
        <Column width="content">
          <Tile>content</Tile>
        </Column>
        <Column>
          <Tile>fill</Tile>
        </Column>
      </Columns>
    </Stack>
  ),
};

export const ColumnsCollapse: Story = {
  parameters: NO_CONTROLS,
  render: () => (
    <Columns space="lg" collapseBelow="md">
      <Column width="1/4">
        <Tile>Sidebar</Tile>
      </Column>
      <Column width="3/4">
        <Tile>Main (stacks below md)</Tile>
      </Column>
    </Columns>
  ),
};

export const Surfaces: Story = {
  parameters: NO_CONTROLS,
  render: () => (
    <Inline space="md">
      <Box padding="lg" background="surfaceRaised" boxShadow="md" borderRadius="lg">
        <Text>Raised</Text>
      </Box>
      <Box padding="lg" background="surfaceSunken" borderRadius="lg">
        <Text>Sunken</Text>
      </Box>
      <Box padding="lg" background="criticalSoft" borderRadius="lg">
        <Text tone="critical">Critical soft</Text>
      </Box>
    </Inline>
  ),
};
