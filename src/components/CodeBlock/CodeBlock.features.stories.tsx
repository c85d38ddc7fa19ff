import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CodeBlock } from './index.ts';
import { vars } from '../../theme/index.ts';
import { clipboardWrites, stubClipboard } from '../../../stories/support/clipboardStub.ts';
import { codeLabels, codeSamples } from '../../../stories/support/codeSamples.ts';

const meta = {
  title: 'Components/CodeBlock/Features',
  component: CodeBlock,
  beforeEach: stubClipboard,
  args: { code: codeSamples.javascript!.code, language: 'javascript', languageLabel: 'JavaScript', labels: codeLabels },
} satisfies Meta<typeof CodeBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const highlighted = async (canvasElement: HTMLElement) => {
  const region = within(canvasElement).getByRole('group', { name: 'Code sample' });
  await waitFor(() => expect(region.querySelector('[data-highlighted]')).not.toBeNull());
  return region;
};

export const Highlighted: Story = {
  play: async ({ canvasElement }) => {
    const region = await highlighted(canvasElement);
    const keyword = region.querySelector('.hljs-keyword')!;
    // token colours come from the syntax tokens, not the plain foreground
    await expect(getComputedStyle(keyword).color).not.toBe(getComputedStyle(region).color);
  },
};

/** Every grammar the product highlights, side by side. */
export const AllLanguages: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      {Object.entries(codeSamples).map(([language, sample]) => (
        <CodeBlock
          key={language}
          {...args}
          code={sample.code}
          language={language}
          languageLabel={sample.label}
          labels={{ ...codeLabels, region: `${sample.label} sample` }}
        />
      ))}
    </div>
  ),
};

export const LegacyBrushName: Story = { args: { language: 'jscript', languageLabel: 'JScript' } };

export const UnknownLanguagePlain: Story = {
  args: { code: "SELECT key, status FROM keys WHERE status = 'active';", language: 'sql', languageLabel: 'SQL' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('group', { name: 'Code sample' });
    await new Promise((r) => setTimeout(r, 300));
    await expect(region.querySelector('[data-highlighted]')).toBeNull();
    await expect(region).toHaveTextContent("SELECT key, status FROM keys WHERE status = 'active';");
  },
};

export const NoLanguageBadge: Story = { args: { languageLabel: undefined } };

export const NotCopyable: Story = { args: { copyable: false } };

export const LongLinesScroll: Story = {
  args: {
    language: 'bash',
    languageLabel: 'Bash',
    code: `curl -s "https://api.example.com/v1/forecast?city=Oslo&days=14&units=metric&fields=high,low,snow,rain,wind,pressure,humidity" -H "X-Api-Key: $API_KEY"`,
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('group', { name: 'Code sample' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

export const Wrapped: Story = { args: { ...LongLinesScroll.args, wrap: true } };

export const CopyCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Copy code: / }));
    await expect(clipboardWrites).toHaveBeenCalledWith(codeSamples.javascript!.code);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Copied'));
  },
};
