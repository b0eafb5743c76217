import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    "out/**",
    "reports/**",
    "test-results/**",
    "coverage/**",
    "next-env.d.ts",
    "hosting/**",
  ]),
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // scripts/chrome.cjs is CommonJS so that Playwright's config loader can require it.
    files: ["scripts/**/*.cjs", "playwright.config.ts"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
]);
