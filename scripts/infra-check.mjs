#!/usr/bin/env node
// npm test's `infra` stage: the AWS stack (infra/, docs/deploy.md "One-time setup") checked
// offline. Installs infra/'s own packages with `npm ci` when they are missing or older than its
// lockfile (`.ci/run` installs the site's only), then `cdk synth` with fixed settings and no AWS
// account (cdk-nag's AwsSolutions rules run in it), the type check, and infra/test/.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const infra = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "infra");
const bin = (name) => path.join(infra, "node_modules", ".bin", name);
// No AWS account, no network: the CLI neither looks for notices nor sends telemetry, and the app
// is given every setting (lib/settings.ts), so it looks nothing up.
const env = {
  ...process.env,
  CDK_DISABLE_CLI_TELEMETRY: "true",
  CDK_DISABLE_VERSION_CHECK: "true",
  CDK_DEFAULT_ACCOUNT: "",
  CDK_DEFAULT_REGION: "",
  AWS_EC2_METADATA_DISABLED: "true",
};
const settings = {
  domain: "mulearn.org",
  certificateArn:
    "arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-4000-8000-000000000000",
  backendOrigin: "https://backend.example.org",
  githubRepository: "gtech-mulearn/mulearn-site",
  stagingBackendOrigin: "https://staging.example.org",
};

/** Runs one step, its output shown; exits naming the step when it fails. Returns its output. */
function step(name, command, args) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: infra, env, encoding: "utf8" });
  process.stdout.write(result.stdout ?? "");
  process.stderr.write(result.stderr ?? "");
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ infra: ${name} failed (${seconds}s).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ infra: ${name} (${seconds}s)`);
  return result.stdout ?? "";
}

const installed = path.join(infra, "node_modules", ".package-lock.json");
const lockfile = path.join(infra, "package-lock.json");
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lockfile).mtimeMs) {
  step("npm ci", "npm", ["ci", "--no-audit", "--no-fund"]);
}
step("cdk synth", bin("cdk"), [
  "synth",
  "--quiet",
  "--no-notices",
  "--no-version-reporting",
  ...Object.entries(settings).flatMap(([key, value]) => ["-c", `${key}=${value}`]),
]);
step("tsc", bin("tsc"), ["--noEmit"]);
const tests = readdirSync(path.join(infra, "test"))
  .filter((name) => name.endsWith(".test.ts"))
  .map((name) => `test/${name}`);
const output = step("tests", process.execPath, ["--import", "tsx", "--test", ...tests]);
// For npm test's closing count (scripts/test.mjs).
const count = (label) => Number(new RegExp(`^# ${label} (\\d+)$`, "m").exec(output)?.[1] ?? 0);
const reports = path.join(infra, "..", "reports");
mkdirSync(reports, { recursive: true });
writeFileSync(
  path.join(reports, "infra-results.json"),
  `${JSON.stringify({ passed: count("pass"), failed: count("fail") })}\n`,
);
