// DescriptionList's public surface: outside src/components/ it is imported only through this file.
export { DescriptionList, type DescriptionListProps, type DescriptionItem } from './DescriptionList.tsx';
