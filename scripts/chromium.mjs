// The one browser the tests and the bench use: Debian's Chromium (scripts/ensure-chromium.sh),
// with the flags this closed-network machine needs.
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
