/**
 * How every browser-driven test launches Chromium here: Debian's build (test tools cannot download
 * their own), and no background traffic, because nothing beyond loopback may be reached.
 */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumLaunchOptions = { executablePath: chromiumExecutablePath, args: chromiumArgs };
