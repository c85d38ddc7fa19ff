// A re-brand from one seed colour (docs/theming.md › Seed colours; screenshots docs/screenshots/rebrand-orange-docs.png, rebrand-orange-my-keys.png).
// Try it without editing theme.config.ts:  THEME_CONFIG=docs/examples/rebrand-orange.config.ts npm start
import { defineTheme } from '../../src/config/defineTheme.ts';

export default defineTheme({
  theme: 'default',
  tokens: { color: { brand: { seed: '#ea580c' } } },
});
