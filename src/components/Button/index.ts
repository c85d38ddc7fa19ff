// Button's public surface (with its tone and variant lists): outside src/components/ it is imported only through
// this file.
export { Button, type ButtonProps, type ButtonAsButtonProps, type ButtonAsLinkProps, type ButtonSize } from './Button.tsx';
export { buttonTones, buttonVariants, type ButtonTone, type ButtonVariant } from './Button.css.ts';
