// The network profiles of `npm run bench` and the speed targets it reports against (issue 38). Pure: the
// bench (scripts/bench/bench.ts) measures, this file says what the figures mean; scripts/bench/bench-profiles.test.ts.

export type ProfileName = 'local' | 'desktop' | 'mobile';

export interface Profile {
  /** what a reader of the table needs to know */
  label: string;
  /** CDP Network.emulateNetworkConditions: added latency per request (≈ one round trip), throughput */
  network: { rttMs: number; downMbit: number; upMbit: number } | null;
  /** CDP Emulation.setCPUThrottlingRate */
  cpu: number;
  /** the browser context's screen: a desktop window, or a phone (touch, a 2× screen) */
  screen: ProfileScreen;
}

/** the parts of Playwright's context options that make a screen */
export interface ProfileScreen {
  viewport: { width: number; height: number };
  isMobile?: boolean;
  hasTouch?: boolean;
  deviceScaleFactor?: number;
}

const DESKTOP_SCREEN: ProfileScreen = { viewport: { width: 1280, height: 900 } };
/** a phone: what the theme lays out there (stacked cards, the menu button) is what a phone's user waits for */
const PHONE_SCREEN: ProfileScreen = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

export const PROFILES: Record<ProfileName, Profile> = {
  local: { label: 'local (loopback, no emulation)', network: null, cpu: 1, screen: DESKTOP_SCREEN },
  desktop: {
    label: 'desktop (40 ms RTT, 10 Mbit/s)',
    network: { rttMs: 40, downMbit: 10, upMbit: 5 },
    cpu: 1,
    screen: DESKTOP_SCREEN,
  },
  mobile: {
    label: 'mobile (CPU 4×, 150 ms RTT, 1.6 Mbit/s, 390 px touch screen)',
    network: { rttMs: 150, downMbit: 1.6, upMbit: 0.75 },
    cpu: 4,
    screen: PHONE_SCREEN,
  },
};

/** the part of a CDP session the emulation needs (Playwright's CDPSession) */
export interface CdpSender {
  send(method: 'Network.enable'): Promise<unknown>;
  send(method: 'Network.emulateNetworkConditions', params: object): Promise<unknown>;
  send(method: 'Emulation.setCPUThrottlingRate', params: { rate: number }): Promise<unknown>;
}

/** Makes the page behind `cdp` load as on the profile: CDP network emulation (latency, throughput) and CPU throttling. */
export async function emulateProfile(cdp: CdpSender, name: ProfileName): Promise<void> {
  const p = PROFILES[name];
  if (p.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: p.network.rttMs,
      downloadThroughput: (p.network.downMbit * 1e6) / 8,
      uploadThroughput: (p.network.upMbit * 1e6) / 8,
    });
  }
  if (p.cpu !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: p.cpu });
}

/** themed `complete` / bare `load`: the median over page types and the worst page type, per profile */
export interface Target {
  median: number;
  worst: number;
}

export const TARGETS: { first: Record<ProfileName, Target>; warm: Record<ProfileName, Target>; cls: number } = {
  first: {
    local: { median: 1.8, worst: 1.8 },
    desktop: { median: 1.3, worst: 1.5 },
    mobile: { median: 1.5, worst: 1.7 },
  },
  warm: {
    local: { median: 1.3, worst: 1.3 },
    desktop: { median: 1.3, worst: 1.3 },
    mobile: { median: 1.3, worst: 1.3 },
  },
  cls: 0,
};

export interface BenchRow {
  profile: ProfileName;
  visit: 'first' | 'warm';
  type: string;
  ratio: number;
  cls: number;
}

export interface Verdict {
  profile: ProfileName;
  visit: 'first' | 'warm';
  medianRatio: number;
  worstRatio: number;
  worstType: string;
  maxCls: number;
  target: Target;
  met: boolean;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Per profile and visit: the median and worst ratio over page types against its target, and the worst CLS. */
export function judge(rows: BenchRow[]): Verdict[] {
  const out: Verdict[] = [];
  for (const visit of ['first', 'warm'] as const)
    for (const profile of Object.keys(PROFILES) as ProfileName[]) {
      const these = rows.filter((r) => r.profile === profile && r.visit === visit && Number.isFinite(r.ratio));
      if (!these.length) continue;
      const worst = these.reduce((a, r) => (r.ratio > a.ratio ? r : a));
      const target = TARGETS[visit][profile];
      const medianRatio = Math.round(median(these.map((r) => r.ratio)) * 100) / 100;
      const maxCls = Math.max(...these.map((r) => r.cls));
      out.push({
        profile,
        visit,
        medianRatio,
        worstRatio: worst.ratio,
        worstType: worst.type,
        maxCls,
        target,
        met: medianRatio <= target.median && worst.ratio <= target.worst && maxCls <= TARGETS.cls,
      });
    }
  return out;
}

/** A Markdown table of the verdicts (stdout and docs/budgets.md). */
export function budgetsTable(verdicts: Verdict[], targets = TARGETS): string {
  const lines = [
    '| Profile | Visit | Median ratio (target) | Worst page type (target) | Largest CLS from the first frame (target) | Met |',
    '|---|---|---|---|---|---|',
  ];
  for (const v of verdicts)
    lines.push(
      `| ${PROFILES[v.profile].label} | ${v.visit} | ${v.medianRatio.toFixed(2)} (≤ ${v.target.median}) | ${v.worstRatio.toFixed(2)} ${v.worstType} (≤ ${v.target.worst}) | ${v.maxCls.toFixed(3)} (${targets.cls}) | ${v.met ? 'yes' : '**no**'} |`,
    );
  return lines.join('\n');
}
