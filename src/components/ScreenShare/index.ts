// ScreenShare's public surface: outside src/components/ it is imported only through this file.
export {
  ScreenShareMask,
  ScreenShareProvider,
  ScreenShareToggle,
  useScreenShare,
  type ScreenShareState,
  type ScreenShareToggleLabels,
  type ScreenShareToggleProps,
} from './ScreenShare.tsx';
