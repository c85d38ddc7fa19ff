export { Button, type ButtonProps, type ButtonAsButtonProps, type ButtonAsLinkProps, type ButtonSize } from './Button.tsx';
export { buttonTones, buttonVariants, type ButtonTone, type ButtonVariant } from './Button.css.ts';
