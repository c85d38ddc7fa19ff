export { Checkbox, Radio, type CheckboxProps, type RadioProps, type ChoiceProps } from './Checkbox.tsx';
export { ChoiceGroup, type ChoiceGroupProps } from './ChoiceGroup.tsx';
