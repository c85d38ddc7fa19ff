export {
  ScreenShareMask,
  ScreenShareProvider,
  ScreenShareToggle,
  useScreenShare,
  type ScreenShareState,
  type ScreenShareToggleLabels,
  type ScreenShareToggleProps,
} from './ScreenShare.tsx';
