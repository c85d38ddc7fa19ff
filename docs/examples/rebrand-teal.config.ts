// A re-brand from one seed colour (docs/theming.md › Seed colours; screenshots docs/screenshots/rebrand-teal-docs.png, rebrand-teal-my-keys.png).
// Try it without editing theme.config.ts:  THEME_CONFIG=docs/examples/rebrand-teal.config.ts npm start
import { defineTheme } from '../../src/config/defineTheme.ts';

export default defineTheme({
  theme: 'default',
  // the brand scale from one colour, and the greys tinted with its hue; dark follows, the `brand` theme keeps its plum
  tokens: { color: { brand: { seed: '#0f766e' }, neutral: { seed: '#0f766e' } } },
});
