export { default } from '../../../../.storybook/test-runner.ts';
