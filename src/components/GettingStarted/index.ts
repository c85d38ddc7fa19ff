// GettingStarted's public surface: outside src/components/ it is imported only through this file.
export {
  GettingStarted,
  type GettingStartedProps,
  type GettingStartedStep,
  type GettingStartedLabels,
} from './GettingStarted.tsx';
