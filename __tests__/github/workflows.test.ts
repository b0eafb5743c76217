/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";

interface Step {
  name?: string;
  if?: string;
  uses?: string;
  run?: string;
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
  expect(workflow("deploy.yml").jobs.deploy?.env?.CMS_GITHUB_REPO).toBe("${{ github.repository }}");
  const deploy = steps("deploy.yml").find((step) =>
    step.run?.startsWith("npm run deploy -- --summary"),
  );
  expect(deploy?.run).not.toContain("--no-rollback");
  expect(deploy?.run).not.toContain("--no-check");
});

test("no step of either workflow prints a secret or traces its commands", () => {
  for (const name of ["deploy.yml", "ci.yml", "preview.yml"]) {
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

describe("preview.yml", () => {
  const preview = () =>
    workflow("preview.yml") as Workflow & {
      jobs: Record<
        string,
        { if?: string; environment?: string; permissions?: object; steps: Step[] }
      >;
    };
  const previewSteps = () => preview().jobs.preview!.steps;
  const step = (name: string) => previewSteps().find((s) => s.name === name);

  test("runs on every pull request event that changes or closes it, one run per pull request", () => {
    const { on, concurrency } = preview();

    expect(on).toEqual({
      pull_request: { types: ["opened", "synchronize", "reopened", "closed"] },
    });
    expect(concurrency).toEqual({
      group: "preview-pr-${{ github.event.pull_request.number }}",
      "cancel-in-progress": false,
    });
  });

  test("deploys under the pull request's prefix of the preview bucket with the preview role", () => {
    const job = preview().jobs.preview!;
    const credentials = previewSteps().find((s) =>
      s.uses?.startsWith("aws-actions/configure-aws-credentials@"),
    );

    expect(job.environment).toBe("preview");
    expect(job.env?.DEPLOY_BUCKET).toBe("${{ vars.PREVIEW_BUCKET }}");
    expect(job.env?.PREFIX).toBe("previews/pr-${{ github.event.pull_request.number }}/");
    expect(credentials?.with?.["role-to-assume"]).toBe("${{ vars.AWS_PREVIEW_ROLE_ARN }}");
    expect(step("Build and deploy the preview (npm run deploy)")?.run).toBe(
      'npm run deploy -- --no-refresh --prefix "$PREFIX" --summary "$GITHUB_STEP_SUMMARY"',
    );
    expect(step("Build and deploy the preview (npm run deploy)")?.env?.BACKEND_ORIGIN).toBe(
      "${{ vars.STAGING_BACKEND_ORIGIN }}",
    );
  });

  test("never names production's bucket, distribution, store or role, nor a stored key", () => {
    expect(text("preview.yml")).not.toMatch(
      /vars\.(DEPLOY_BUCKET|CLOUDFRONT_\w+|AWS_DEPLOY_ROLE_ARN|BACKEND_ORIGIN)\b|CLOUDFRONT_DISTRIBUTION_ID|aws-access-key-id|secrets\./,
    );
  });

  test("removes the prefix when the pull request closes, and builds nothing then", () => {
    const closedOnly = previewSteps().filter((s) => s.if === "github.event.action == 'closed'");
    const openOnly = previewSteps().filter((s) => s.if === "github.event.action != 'closed'");

    expect(closedOnly.map((s) => s.run)).toEqual([
      'npm ci --no-audit --no-fund && npm run deploy -- --remove-prefix "$PREFIX"',
    ]);
    expect(openOnly.map((s) => s.name)).toEqual([
      "Install (npm ci)",
      "Build and deploy the preview (npm run deploy)",
      "The previews' not-found page",
    ]);
  });

  test("a fork's pull request gets a note instead of a preview, with no permissions", () => {
    const { jobs } = preview();

    expect(jobs.preview!.if).toBe(
      "github.event.pull_request.head.repo.full_name == github.repository",
    );
    expect(jobs.fork!.if).toBe(
      "github.event.pull_request.head.repo.full_name != github.repository && github.event.action != 'closed'",
    );
    expect(jobs.fork!.permissions).toEqual({});
    expect(jobs.fork!.steps[0]!.run).toMatch(/No preview: a pull request from a fork/);
  });

  /** Runs the comment step's script as actions/github-script does, against a fake GitHub. */
  async function comment(action: string, comments: { id: number; body: string; user: object }[]) {
    const script = String(step("Comment the address on the pull request")?.with?.script);
    const calls: [string, object][] = [];
    const github = {
      paginate: async () => comments,
      rest: {
        issues: {
          listComments: "listComments",
          updateComment: async (args: object) => void calls.push(["update", args]),
          createComment: async (args: object) => void calls.push(["create", args]),
        },
      },
    };
    const context = {
      repo: { owner: "gtech-mulearn", repo: "mulearn-site" },
      payload: { action, pull_request: { number: 12, head: { sha: "0123456789abcdef" } } },
    };
    const run = new Function(
      "github",
      "context",
      "process",
      `return (async () => {${script}})();`,
    ) as (...args: unknown[]) => Promise<void>;
    await run(github, context, { env: { PREVIEW_URL: "https://pr-12.preview.mulearn.org" } });
    return calls;
  }

  test("comments the address once, then updates that same comment", async () => {
    const bot = { type: "Bot" };
    const created = await comment("opened", [
      { id: 1, body: "Looks good", user: { type: "User" } },
    ]);
    expect(created).toEqual([
      ["create", expect.objectContaining({ issue_number: 12, owner: "gtech-mulearn" })],
    ]);
    const body = (created[0]![1] as { body: string }).body;
    expect(body).toContain("https://pr-12.preview.mulearn.org");
    expect(body).toContain("0123456");

    const updated = await comment("synchronize", [
      { id: 1, body: "Looks good", user: { type: "User" } },
      { id: 7, body, user: bot },
    ]);
    expect(updated).toEqual([["update", expect.objectContaining({ comment_id: 7 })]]);

    const removed = await comment("closed", [{ id: 7, body, user: bot }]);
    expect(removed).toEqual([
      [
        "update",
        expect.objectContaining({ comment_id: 7, body: expect.stringContaining("removed") }),
      ],
    ]);
    expect(await comment("closed", [])).toEqual([]);
  });
});
