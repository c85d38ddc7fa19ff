// Card's public surface: outside src/components/ it is imported only through this file.
export { Card, type CardProps, type CardTone } from './Card.tsx';
