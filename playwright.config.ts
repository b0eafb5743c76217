import { defineConfig } from "@playwright/test";
const { chromeArgs, findChrome, findHeadlessShell } =
  require("./scripts/chrome.cjs") as typeof import("./scripts/chrome.cjs");

const port = Number(process.env.E2E_PORT ?? 3100);
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? port + 1);
const backendPort = Number(process.env.E2E_BACKEND_PORT ?? port + 2);
const standInPort = Number(process.env.E2E_STAND_IN_PORT ?? port + 3);
/** Both servers pass the backend's paths to the fake backend (e2e/fake-backend.mjs). */
const backend = { BACKEND_ORIGIN: `http://127.0.0.1:${backendPort}` };

/**
 * The browser a project drives. Every other host resolves to the stand-in (e2e/stand-in-hosts.mjs),
 * whose certificate is its own. Unlike a catch-all `page.route`, this leaves the HTTP cache on, so
 * the pages a test visits one after the other reuse the scripts the first one fetched and compiled.
 */
const launch = (executablePath: string) => ({
  launchOptions: {
    executablePath,
    args: [
      ...chromeArgs,
      `--host-resolver-rules=MAP * 127.0.0.1:${standInPort}, EXCLUDE localhost, EXCLUDE 127.0.0.1`,
      "--ignore-certificate-errors",
    ],
  },
});
/**
 * Chromium's headless shell runs the suites (scripts/chrome.cjs): the same engine, in about half
 * the time. Tests tagged @full-chromium are about the full browser's own rules (a framed page's
 * storage across sites, which the shell leaves open) and run in the full Chromium.
 */
const shell = launch(findHeadlessShell({ install: false }) ?? findChrome());
const fullChromium = launch(findChrome());

/**
 * End-to-end tests drive a real Chromium against the served export: every test against `npm
 * start`'s server (scripts/serve.mjs), and the tests tagged @hosting (status codes, redirects,
 * headers, policies, framing) also against nginx under the build's configuration (scripts/nginx.mjs).
 * Both send the backend's paths to a fake backend on this machine (e2e/fake-backend.mjs).
 */
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
    // A trace costs every test about 0.4 s on a 2-core machine, about a tenth of the suite: asked
    // for when a failure needs one (`npm run test:e2e -- --trace retain-on-failure`).
    trace: "off",
  },
  projects: [
    {
      name: "serve",
      grepInvert: /@full-chromium/,
      use: { baseURL: `http://localhost:${port}`, ...shell },
    },
    {
      name: "nginx",
      grep: /@hosting/,
      grepInvert: /@full-chromium/,
      use: { baseURL: `http://localhost:${nginxPort}`, ...shell },
    },
    {
      name: "chromium",
      grep: /@full-chromium/,
      use: { baseURL: `http://localhost:${port}`, ...fullChromium },
    },
  ],
  webServer: [
    {
      command: `node e2e/fake-backend.mjs --port ${backendPort}`,
      url: `http://127.0.0.1:${backendPort}/api/v1/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node e2e/stand-in-hosts.mjs --port ${standInPort}`,
      url: `https://127.0.0.1:${standInPort}/`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node scripts/serve.mjs --port ${port}`,
      env: backend,
      url: `http://localhost:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node scripts/nginx.mjs --port ${nginxPort}`,
      env: backend,
      url: `http://localhost:${nginxPort}`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
