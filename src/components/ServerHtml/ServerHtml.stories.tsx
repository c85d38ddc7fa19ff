import type { Meta, StoryObj } from '@storybook/react-vite';
import { ServerHtml } from './index.ts';

const sample = `<h2>Getting started</h2>
<p>Register an <strong>application</strong> to receive a key. See the <a href="/docs/read/Home">docs home</a>.</p>
<ul><li>Create an app</li><li>Pick the APIs it uses</li></ul>
<pre><code>curl "https://api.example.com/v1/forecast?api_key=KEY"</code></pre>`;

const meta = {
  title: 'Components/ServerHtml',
  component: ServerHtml,
  args: { html: sample, prose: true, as: 'div', idPrefix: 'content-', allowForms: true },
  argTypes: {
    html: { control: 'text' },
    as: { control: 'inline-radio', options: ['div', 'section', 'article'] },
  },
} satisfies Meta<typeof ServerHtml>;
export default meta;

export const Playground: StoryObj<typeof meta> = {};
