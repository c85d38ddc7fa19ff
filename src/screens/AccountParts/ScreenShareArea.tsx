// Screen-share mode (issue 35): one toggle that masks every key and secret of the page at once, kept per
// reader through the runtime's preference service (localStorage `portalTheme.keys.screenShare`: a display
// preference like the colour scheme, so not a per-user entry — Sign Out keeps it; runtime/services.ts).
import { useCallback, useState, type ReactNode } from 'react';
import { ScreenShareProvider, ScreenShareToggle } from '../../components/ScreenShare/index.ts';
import { usePortalServices } from '../services.ts';
import type { AccountLabels } from './labels.ts';

/** the preference's name (the runtime stores it as `portalTheme.keys.screenShare`: 'on' / 'off') */
export const SCREEN_SHARE_PREFERENCE = 'keys.screenShare';

/** The reader's screen-share mode and its setter (saved at once; read synchronously: right on first paint). */
export function useScreenShareMode(): [boolean, (on: boolean) => void] {
  const preference = usePortalServices()?.preference;
  const [on, setOn] = useState(() => preference?.get(SCREEN_SHARE_PREFERENCE) === 'on');
  const set = useCallback(
    (next: boolean) => {
      setOn(next);
      preference?.set(SCREEN_SHARE_PREFERENCE, next ? 'on' : 'off');
    },
    [preference],
  );
  return [on, set];
}

/** The toggle, labelled from `labels.accountKeys.screenShare*`. */
export function ScreenShareSwitch({
  on,
  onChange,
  labels,
}: {
  on: boolean;
  onChange: (on: boolean) => void;
  labels: AccountLabels;
}) {
  const k = labels.accountKeys;
  return (
    <ScreenShareToggle
      pressed={on}
      onPressedChange={onChange}
      labels={{ label: k.screenShare, hint: k.screenShareHint, on: k.screenShareOn, off: k.screenShareOff }}
    />
  );
}

/**
 * A page part that shows keys or secrets: the toggle first, then `children` under the mode. Pages that place
 * the toggle elsewhere use ScreenShareSwitch with useScreenShareMode and a ScreenShareProvider (My Keys).
 */
export function ScreenShareArea({ labels, children }: { labels: AccountLabels; children: ReactNode }) {
  const [on, setOn] = useScreenShareMode();
  return (
    <>
      <ScreenShareSwitch on={on} onChange={setOn} labels={labels} />
      <ScreenShareProvider on={on} reason={labels.accountKeys.screenShareShowBlocked}>
        {children}
      </ScreenShareProvider>
    </>
  );
}
