import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium (CHROMIUM_PATH to use another), started as the machine's notes say it must be
 * behind a closed network: no background connections, no sandbox as root.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
