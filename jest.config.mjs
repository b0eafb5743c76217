import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import("jest").Config} */
const config = {
  testEnvironment: "jsdom",
  // `npm test` runs jest beside the build and the browser on two cores, where a test that takes
  // under a second alone can take several: jest's 5 s default then fails it for the machine's
  // load, not the code (docs/testing.md). 30 s still stops a test that hangs.
  testTimeout: 30_000,
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    // As in next build (images.loaderFile): next/image loads through the site's asset loader.
    "^next/dist/shared/lib/image-loader$": "<rootDir>/lib/image-loader.ts",
  },
  testMatch: ["<rootDir>/__tests__/**/*.test.{ts,tsx}"],
  // What builds write: npm test runs jest beside the build, and a folder the build is replacing
  // must not be read while it does (jest's file map once met .next/package.json half gone).
  modulePathIgnorePatterns: [
    "<rootDir>/.next/",
    "<rootDir>/out/",
    "<rootDir>/hosting/",
    "<rootDir>/reports/",
    "<rootDir>/test-results/",
    "<rootDir>/scratch/",
    // The AWS stack has its own packages and tests (infra/, run by npm test's infra stage).
    "<rootDir>/infra/",
  ],
};

export default createJestConfig(config);
