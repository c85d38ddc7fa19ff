// Negative check of the every-theme axe pass (.storybook/test-runner.ts); NOT part of the normal Storybook.
// Expected: FailsInDark and SkippedWithoutReason fail (naming theme "dark"), the other two pass. Commands in docs/theming.md.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../../../src/theme/index.ts';
const meta: Meta = { title: 'Negative' };
export default meta;
// brand.900 on the surface: fine on white, unreadable on the dark theme's slate
const Text = () => <p style={{ color: vars.color.brand[900] }}>Dark-only contrast failure</p>;
export const FailsInDark: StoryObj = { render: () => <Text /> };
export const SkippedWithReason: StoryObj = {
  render: () => <Text />,
  parameters: { themes: { skip: { dark: 'negative test: skipping with a reason' } } },
};
export const SkippedWithoutReason: StoryObj = { render: () => <Text />, parameters: { themes: { skip: { dark: '' } } } };
export const PassesEverywhere: StoryObj = { render: () => <p style={{ color: vars.color.text }}>Readable in every theme</p> };
