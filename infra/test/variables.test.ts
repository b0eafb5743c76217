// The stack's outputs are the variables the workflows read, and the `gh` lines set each in the
// environment whose workflow reads it.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { repositoryRoot } from "../lib/site-rules.ts";
import { githubCommands, outputName, variables } from "../lib/variables.ts";

const read = (name: string) =>
  [
    ...readFileSync(path.join(repositoryRoot, ".github", "workflows", name), "utf8").matchAll(
      /vars\.([A-Z0-9_]+)/g,
    ),
  ].map((match) => match[1]!);
/** Build-time settings the foundation sets by hand (docs/deploy.md), not from the stack. */
const byHand = ["NEXT_PUBLIC_RAZORPAY_KEY_ID"];

test("each workflow reads exactly its environment's variables from the stack, and the settings set by hand", () => {
  const of = (environment: string) =>
    Object.entries(variables)
      .filter(([name, env]) => env === environment || name === "AWS_REGION")
      .map(([name]) => name)
      .sort();
  assert.deepEqual(
    [...new Set(read("deploy.yml"))].sort(),
    [...of("production"), ...byHand].sort(),
  );
  assert.deepEqual([...new Set(read("preview.yml"))].sort(), of("preview"));
});

test("the gh lines set every variable in its environment from the outputs file", () => {
  const outputs = {
    MulearnSite: Object.fromEntries(
      Object.keys(variables).map((name) => [outputName(name as never), `v-${name}`]),
    ),
  };
  const lines = githubCommands(outputs, "gtech-mulearn/mulearn-site");
  assert.ok(
    lines.includes(
      "gh variable set DEPLOY_BUCKET --repo gtech-mulearn/mulearn-site --env production --body 'v-DEPLOY_BUCKET'",
    ),
  );
  assert.ok(
    lines.includes(
      "gh variable set PREVIEW_BUCKET --repo gtech-mulearn/mulearn-site --env preview --body 'v-PREVIEW_BUCKET'",
    ),
  );
  assert.ok(
    lines.includes(
      "gh variable set SITE_URL --repo gtech-mulearn/mulearn-site --env production --body 'v-SITE_URL'",
    ),
  );
  assert.deepEqual(
    lines
      .filter((line) => line.includes(" AWS_REGION "))
      .map((line) => line.split(" --env ")[1]?.split(" ")[0]),
    ["production", "preview"],
  );
  assert.equal(lines.length, 12);
  assert.throws(
    () => githubCommands({ MulearnSite: {} }, "a/b"),
    /no DEPLOYBUCKET \(DEPLOY_BUCKET\)/,
  );
});
