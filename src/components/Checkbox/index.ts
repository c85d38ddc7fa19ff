// The public surface of Checkbox, Radio and ChoiceGroup: outside src/components/ they are imported only through
// this file.
export { Checkbox, Radio, type CheckboxProps, type RadioProps, type ChoiceProps } from './Checkbox.tsx';
export { ChoiceGroup, type ChoiceGroupProps } from './ChoiceGroup.tsx';
