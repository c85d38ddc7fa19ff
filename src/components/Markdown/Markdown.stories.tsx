import type { Meta, StoryObj } from '@storybook/react-vite';
import { Markdown } from './index.ts';
import { stubClipboard } from '../../../stories/support/clipboardStub.ts';
import { codeLabels, codeLanguageLabel, gettingStarted, taskLabels } from '../../../stories/support/markdownSamples.ts';

const meta = {
  title: 'Components/Markdown',
  component: Markdown,
  beforeEach: stubClipboard,
  args: { markdown: gettingStarted, escaped: false, codeLabels, taskLabels, codeLanguageLabel, idPrefix: 'md-' },
} satisfies Meta<typeof Markdown>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
