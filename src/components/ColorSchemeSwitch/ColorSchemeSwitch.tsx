// ColorSchemeSwitch: light / dark / system as three `aria-pressed` buttons in a labelled group; it only reports
// the choice (the runtime saves and applies it).
import { useState } from 'react';
import { cx } from '../private/cx.ts';
import * as styles from './ColorSchemeSwitch.css.ts';

export type ColorSchemePreference = 'light' | 'dark' | 'system';

export interface ColorSchemeSwitchLabels {
  /** the group's accessible name, e.g. "Color scheme" */
  label: string;
  light: string;
  dark: string;
  system: string;
}

export interface ColorSchemeSwitchProps {
  labels: ColorSchemeSwitchLabels;
  /** controlled value; omit it to let the switch keep its own state (starting at `defaultValue`) */
  value?: ColorSchemePreference;
  defaultValue?: ColorSchemePreference;
  onChange?: (preference: ColorSchemePreference) => void;
  /** on the header's colour (default) or on a surface (the menu panel) */
  surface?: 'header' | 'default';
  className?: string;
}

const OPTIONS: readonly ColorSchemePreference[] = ['light', 'dark', 'system'];

/** glyphs, not SVG paths: the switch is in every page's initial JavaScript */
const GLYPHS: Record<ColorSchemePreference, string> = { light: '\u2600\ufe0e', dark: '\u263e\ufe0e', system: '\u25d0\ufe0e' };

/**
 * The reader's colour scheme: three toggle buttons (light / dark / system) in a labelled group, the chosen
 * one `aria-pressed`. Each button is named by its label (icon plus visually hidden text, tooltip from
 * `title`), at least 24 × 24 px. The switch only reports the choice: the runtime saves and applies it.
 */
export function ColorSchemeSwitch({
  labels,
  value,
  defaultValue = 'system',
  onChange,
  surface = 'header',
  className,
}: ColorSchemeSwitchProps) {
  const [own, setOwn] = useState<ColorSchemePreference>(defaultValue);
  const current = value ?? own;
  return (
    <div role="group" aria-label={labels.label} className={cx(styles.group({ surface }), className)} data-color-scheme-switch="">
      {OPTIONS.map((option) => (
        <button
          key={option}
          type="button"
          className={styles.option({ surface })}
          aria-pressed={current === option}
          title={labels[option]}
          onClick={() => {
            setOwn(option);
            onChange?.(option);
          }}
        >
          <span aria-hidden="true" className={styles.glyph}>
            {GLYPHS[option]}
          </span>
          <span className={styles.text}>{labels[option]}</span>
        </button>
      ))}
    </div>
  );
}

export default ColorSchemeSwitch;
