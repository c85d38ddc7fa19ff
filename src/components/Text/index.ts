// Text's public surface: outside src/components/ it is imported only through this file.
export { Text, type TextProps, type TextTone, type TextSize, type TextWeight } from './Text.tsx';
