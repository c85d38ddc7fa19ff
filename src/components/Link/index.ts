export { Link, safeRel, type LinkProps, type LinkTone } from './Link.tsx';
