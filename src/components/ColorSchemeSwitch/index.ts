// ColorSchemeSwitch's public surface (and its box class, for the placeholder shown while it loads): outside
// src/components/ they are imported only through this file.
export {
  ColorSchemeSwitch,
  type ColorSchemeSwitchProps,
  type ColorSchemeSwitchLabels,
  type ColorSchemePreference,
} from './ColorSchemeSwitch.tsx';
export { group as colorSchemeSwitchBox } from './ColorSchemeSwitch.css.ts';
