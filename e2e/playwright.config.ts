import { defineConfig } from '@playwright/test';
import { E2E_PORTS } from './support/ports';

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: `http://localhost:${E2E_PORTS.shell}`,
    // A trace records every action's page for every test, failing or not: half as much again on
    // the suite's time on a 2-core CI machine (5.7 against 8.5 min for the axe and business files),
    // enough to push the slowest journeys past their timeouts. CI keeps the failure's screenshot and
    // error context; E2E_TRACE=1 records traces there too when a failure needs one.
    trace: process.env.CI && !process.env.E2E_TRACE ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright's own browser download does not work on these machines.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
