export { Text, type TextProps, type TextTone, type TextSize, type TextWeight } from './Text.tsx';
