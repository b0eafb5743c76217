import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import("jest").Config} */
const config = {
  testEnvironment: "jsdom",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    // As in next build (images.loaderFile): next/image loads through the site's asset loader.
    "^next/dist/shared/lib/image-loader$": "<rootDir>/lib/image-loader.ts",
  },
  testMatch: ["<rootDir>/__tests__/**/*.test.{ts,tsx}"],
};

export default createJestConfig(config);
