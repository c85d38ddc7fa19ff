import type { Preview } from '@storybook/react-vite';
import '../src/theme/themes.css.ts';
import { defaultTheme } from '../src/theme/index.ts';

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [(Story) => <div className={defaultTheme} style={{ padding: 16 }}><Story /></div>],
  parameters: { a11y: { test: 'error' } },
};
export default preview;
