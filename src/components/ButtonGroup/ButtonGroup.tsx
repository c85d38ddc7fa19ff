// ButtonGroup: related actions side by side (submit + cancel, card actions); a named `role="group"` when given a
// label.
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../private/cx.ts';
import { group } from './ButtonGroup.css.ts';

export interface ButtonGroupProps extends HTMLAttributes<HTMLDivElement> {
  align?: 'start' | 'end' | 'between';
  /** stack the buttons at full width below the `sm` breakpoint */
  stackOnSmall?: boolean;
  /** when given the group is announced as a named group (`role="group"`) */
  label?: string;
  children?: ReactNode;
}

/** Related actions side by side (form submit + cancel, card actions). */
export function ButtonGroup({ align, stackOnSmall, label, className, children, ...rest }: ButtonGroupProps) {
  return (
    <div
      {...rest}
      role={label ? 'group' : rest.role}
      aria-label={label ?? rest['aria-label']}
      className={cx(group({ align, stackOnSmall }), className)}
    >
      {children}
    </div>
  );
}
