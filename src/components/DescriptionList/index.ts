export { DescriptionList, type DescriptionListProps, type DescriptionItem } from './DescriptionList.tsx';
