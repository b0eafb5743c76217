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
    "infra/cdk.out/**",
  ]),
  {
    // Imports point one way, app → components → lib → data (docs/STYLE): data imports only data.
    files: ["data/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: ["@/lib/*", "@/hooks/*", "@/components/*", "@/app/*", "@/ops/*"] },
      ],
    },
  },
  {
    // lib/ is plain TypeScript under the views: it imports lib and data only, never the operation
    // (ops/: the deploy, its checks), which runs on a deploying machine and never in a page.
    files: ["lib/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: ["@/hooks/*", "@/components/*", "@/app/*", "@/ops/*"] },
      ],
    },
  },
  {
    // CloudFront Functions: CloudFront calls `handler`, which nothing in the file does.
    files: ["ops/cloudfront/**/*.js"],
    rules: { "@typescript-eslint/no-unused-vars": ["error", { varsIgnorePattern: "^handler$" }] },
  },
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
