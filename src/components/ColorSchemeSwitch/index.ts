export {
  ColorSchemeSwitch,
  type ColorSchemeSwitchProps,
  type ColorSchemeSwitchLabels,
  type ColorSchemePreference,
} from './ColorSchemeSwitch.tsx';
