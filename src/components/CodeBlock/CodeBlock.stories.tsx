import type { Meta, StoryObj } from '@storybook/react-vite';
import { CodeBlock } from './index.ts';
import { stubClipboard } from '../../../stories/support/clipboardStub.ts';
import { codeLabels, codeSamples } from '../../../stories/support/codeSamples.ts';

const meta = {
  title: 'Components/CodeBlock',
  component: CodeBlock,
  beforeEach: stubClipboard,
  args: {
    code: codeSamples.javascript!.code,
    language: 'javascript',
    languageLabel: 'JavaScript',
    labels: codeLabels,
    copyable: true,
    wrap: false,
  },
  argTypes: {
    language: { control: 'select', options: [...Object.keys(codeSamples), 'sql', 'jscript', 'html'] },
  },
} satisfies Meta<typeof CodeBlock>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
