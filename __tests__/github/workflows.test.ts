/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  concurrency?: { group: string; "cancel-in-progress": boolean };
  jobs: Record<string, { steps: Step[]; env?: Record<string, string> }>;
}

const text = (name: string) =>
  readFileSync(path.join(__dirname, "..", "..", ".github", "workflows", name), "utf8");
const workflow = (name: string) => parse(text(name)) as Workflow;
const steps = (name: string) => Object.values(workflow(name).jobs).flatMap((job) => job.steps);

test("the deploy runs on a push to main, every six hours and by hand", () => {
  const { on } = workflow("deploy.yml");

  expect(on.push).toEqual({ branches: ["main"] });
  expect(on.schedule).toEqual([{ cron: "15 0,6,12,18 * * *" }]);
  expect(Object.keys(on)).toContain("workflow_dispatch");
});

test("the deploy assumes its AWS role by OIDC, with no stored keys", () => {
  const { permissions } = workflow("deploy.yml");
  const credentials = steps("deploy.yml").find((step) =>
    step.uses?.startsWith("aws-actions/configure-aws-credentials@"),
  );

  expect(permissions).toEqual({ "id-token": "write", contents: "read" });
  expect(Object.keys(credentials?.with ?? {}).sort()).toEqual([
    "aws-region",
    "role-session-name",
    "role-to-assume",
  ]);
  expect(text("deploy.yml")).not.toMatch(/aws-access-key-id|aws-secret-access-key|secrets\./);
});

test("two deploys never overlap", () => {
  expect(workflow("deploy.yml").concurrency).toEqual({
    group: "deploy-production",
    "cancel-in-progress": false,
  });
});

test("the deploy installs with npm ci, then runs npm run deploy writing the job's summary", () => {
  const runs = steps("deploy.yml").flatMap((step) => (step.run ? [[step.if, step.run]] : []));

  expect(runs).toEqual([
    [undefined, "npm ci --no-audit --no-fund"],
    // Run by hand with the rollback box: the last deploy that passed its live check, no build.
    ["${{ inputs.rollback }}", 'npm run deploy -- --rollback --summary "$GITHUB_STEP_SUMMARY"'],
    ["${{ !inputs.rollback }}", 'npm run deploy -- --summary "$GITHUB_STEP_SUMMARY" $DRY_RUN'],
  ]);
});

test("the deploy checks the live site it switched to, SITE_URL, and rolls back by default", () => {
  expect(workflow("deploy.yml").jobs.deploy?.env?.SITE_URL).toBe("${{ vars.SITE_URL }}");
  const deploy = steps("deploy.yml").find((step) =>
    step.run?.startsWith("npm run deploy -- --summary"),
  );
  expect(deploy?.run).not.toContain("--no-rollback");
  expect(deploy?.run).not.toContain("--no-check");
});

test("no step of either workflow prints a secret or traces its commands", () => {
  for (const name of ["deploy.yml", "ci.yml"]) {
    for (const step of steps(name)) {
      expect(step.run ?? "").not.toMatch(/\$\{\{\s*secrets\.|set -x|printenv|env\b\s*$/);
    }
  }
});

test("pull requests run every check through .ci/run", () => {
  expect(Object.keys(workflow("ci.yml").on)).toEqual(["pull_request"]);
  expect(steps("ci.yml").map((step) => step.run ?? step.uses)).toEqual([
    "actions/checkout@v4",
    "actions/setup-node@v4",
    "bash .ci/run",
  ]);
});
