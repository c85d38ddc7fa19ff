// Button: the action component — a button, or a link styled as one (`href`); disabled and busy states use
// `aria-disabled` so the control stays reachable by keyboard.
import {
  forwardRef,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { cx } from '../private/cx.ts';
import { safeRel } from '../Link/Link.tsx';
import { useAbsoluteUrl } from '../Link/urlBase.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { button, icon as iconClass, spinner, type ButtonTone, type ButtonVariant } from './Button.css.ts';

export type ButtonSize = 'sm' | 'md' | 'lg';

interface CommonProps {
  tone?: ButtonTone;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** stretch to the container's width */
  fullWidth?: boolean;
  /** busy: a spinner shows, `aria-busy` and `aria-disabled` are set, clicks are ignored */
  loading?: boolean;
  /** extra text read by screen readers while loading (e.g. "Saving…") */
  loadingLabel?: string;
  /** not actionable: `aria-disabled` (the control stays focusable and keeps its name), clicks are ignored */
  disabled?: boolean;
  /** an icon element (decorative: give it aria-hidden) */
  icon?: ReactNode;
  iconPosition?: 'start' | 'end';
  /** show only the icon; the children stay as the accessible name */
  hideLabel?: boolean;
  children: ReactNode;
}

export type ButtonAsButtonProps = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof CommonProps> & { href?: undefined };

export type ButtonAsLinkProps = CommonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof CommonProps> & {
    /** renders an `<a>` that looks like a button */
    href: string;
    /** opt out of in-place loading (`data-full-load`) */
    reloadDocument?: boolean;
  };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

/**
 * The action component: tones × variants × sizes. With `href` it is a link styled as a button.
 * Disabled and loading use `aria-disabled` rather than `disabled`, so keyboard users can still reach
 * the control and hear why nothing happens.
 */
export const Button = forwardRef<HTMLButtonElement | HTMLAnchorElement, ButtonProps>(function Button(props, ref) {
  const {
    tone,
    variant,
    size,
    fullWidth,
    loading = false,
    loadingLabel,
    disabled = false,
    icon,
    iconPosition = 'start',
    hideLabel = false,
    children,
    className,
    onClick,
    ...rest
  } = props;
  const absolute = useAbsoluteUrl();
  const inert = disabled || loading;
  const classes = cx(button({ tone, variant, size, fullWidth }), className);
  const iconNode = loading ? (
    <span className={spinner} aria-hidden="true" />
  ) : icon ? (
    <span className={iconClass} aria-hidden="true">
      {icon}
    </span>
  ) : null;
  const label = hideLabel ? <VisuallyHidden>{children}</VisuallyHidden> : <span>{children}</span>;
  const content = (
    <>
      {iconPosition === 'start' && iconNode}
      {label}
      {iconPosition === 'end' && iconNode}
      {loading && loadingLabel ? <VisuallyHidden>{loadingLabel}</VisuallyHidden> : null}
    </>
  );
  const guard = (event: MouseEvent<HTMLElement>) => {
    if (inert) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    (onClick as ((e: MouseEvent<HTMLElement>) => void) | undefined)?.(event);
  };

  if (typeof rest.href === 'string') {
    const { href, reloadDocument, target, rel, ...anchor } = rest as Omit<ButtonAsLinkProps, keyof CommonProps>;
    return (
      <a
        ref={ref as Ref<HTMLAnchorElement>}
        {...anchor}
        // a disabled link has no destination; role keeps it announced as a link and tabIndex keeps it reachable
        href={inert ? undefined : absolute(href)}
        role={inert ? 'link' : anchor.role}
        tabIndex={inert ? 0 : anchor.tabIndex}
        target={target}
        rel={safeRel(target, rel)}
        aria-disabled={inert ? true : undefined}
        aria-busy={loading ? true : undefined}
        data-full-load={reloadDocument ? '' : undefined}
        className={classes}
        onClick={guard}
      >
        {content}
      </a>
    );
  }
  const { type = 'button', ...buttonRest } = rest as Omit<ButtonAsButtonProps, keyof CommonProps>;
  return (
    <button
      ref={ref as Ref<HTMLButtonElement>}
      {...buttonRest}
      type={type}
      aria-disabled={inert ? true : undefined}
      aria-busy={loading ? true : undefined}
      className={classes}
      onClick={guard}
    >
      {content}
    </button>
  );
});
