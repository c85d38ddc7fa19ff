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

function Icon({ name }: { name: ColorSchemePreference }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="1.125em"
      height="1.125em"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {name === 'light' ? (
        <>
          <circle cx="10" cy="10" r="3.5" />
          <path d="M10 2v2M10 16v2M2 10h2M16 10h2M4.3 4.3l1.4 1.4M14.3 14.3l1.4 1.4M4.3 15.7l1.4-1.4M14.3 5.7l1.4-1.4" />
        </>
      ) : name === 'dark' ? (
        <path d="M16 12.5A6.5 6.5 0 0 1 7.5 4a6.5 6.5 0 1 0 8.5 8.5z" />
      ) : (
        <>
          <rect x="2.5" y="3.5" width="15" height="10" rx="1.5" />
          <path d="M7 17h6M10 13.5V17" />
        </>
      )}
    </svg>
  );
}

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
          <Icon name={option} />
          <span className={styles.text}>{labels[option]}</span>
        </button>
      ))}
    </div>
  );
}
