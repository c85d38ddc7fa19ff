// Debian's Chromium as every browser test and tool here launches it: browsers cannot be downloaded on
// these machines (/usr/bin/chromium, installed by `npm test` when missing), and without the
// background-networking flags Chromium keeps knocking on this machine's closed network.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
