// One Chromium for the run (Debian's, at /usr/bin/chromium unless CHROMIUM_PATH says otherwise):
// Vitest's global setup starts it as a Playwright browser server; each test file connects to it
// and works in contexts of its own, which closing the connection closes.
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the Playwright endpoint of the run's Chromium (`chromium.connect`) */
    browserEndpoint: string;
  }
}

export default async function startBrowser(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  project.provide('browserEndpoint', server.wsEndpoint());
  return () => server.close();
}
