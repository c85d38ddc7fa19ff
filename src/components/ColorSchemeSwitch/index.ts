export {
  ColorSchemeSwitch,
  type ColorSchemeSwitchProps,
  type ColorSchemeSwitchLabels,
  type ColorSchemePreference,
} from './ColorSchemeSwitch.tsx';
export { group as colorSchemeSwitchBox } from './ColorSchemeSwitch.css.ts';
