import { defineConfig } from "@playwright/test";
const { chromeArgs, findChrome } =
  require("./scripts/chrome.cjs") as typeof import("./scripts/chrome.cjs");

const port = Number(process.env.E2E_PORT ?? 3100);

/** End-to-end tests drive a real Chromium against the served export (scripts/serve.mjs). */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ["list"],
    ["json", { outputFile: "reports/e2e-results.json" }],
    ["html", { open: "never", outputFolder: "reports/playwright" }],
  ],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: findChrome(),
      args: chromeArgs,
    },
    trace: "retain-on-failure",
  },
  webServer: {
    command: `node scripts/serve.mjs --port ${port}`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
