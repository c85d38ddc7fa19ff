export {
  GettingStarted,
  type GettingStartedProps,
  type GettingStartedStep,
  type GettingStartedLabels,
} from './GettingStarted.tsx';
