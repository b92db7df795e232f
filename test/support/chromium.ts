// Debian's Chromium, headless, as the tests and the reference benchmark drive it. The background-networking flags
// keep it from dialling out at start, which a machine without outside network refuses many times over.
import { type Browser, chromium } from 'playwright-core';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
