// The deploy roles' permissions are written once (lib/deploy-policy.ts): docs/deploy.md shows
// exactly those documents, and they allow exactly the AWS calls the deploy's code makes.
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import {
  deployPolicy,
  placeholders,
  policyBlocks,
  previewPlaceholder,
  previewPolicy,
  withPolicyBlocks,
} from "../lib/deploy-policy.ts";
import { repositoryRoot } from "../lib/site-rules.ts";

const docs = readFileSync(path.join(repositoryRoot, "docs", "deploy.md"), "utf8");

test("docs/deploy.md shows the policies the stack gives the roles", () => {
  assert.deepEqual(
    policyBlocks(docs),
    { deploy: deployPolicy(placeholders), preview: previewPolicy(previewPlaceholder) },
    "docs/deploy.md's policy differs from infra/lib/deploy-policy.ts: run `npm run docs:policy` in infra/",
  );
});

test("the docs' blocks are found by their markers: an edited policy fails the check above", () => {
  const edited = withPolicyBlocks(docs).replace('"s3:DeleteObject"', '"s3:DeleteBucket"');
  assert.notDeepEqual(policyBlocks(edited).deploy, deployPolicy(placeholders));
  assert.deepEqual(policyBlocks(withPolicyBlocks(edited)).deploy, deployPolicy(placeholders));
});

/** The IAM action of each S3 call; CloudFront's and the store's are named as their commands. */
const S3_ACTIONS: Record<string, string[]> = {
  ListObjectsV2: ["s3:ListBucket"],
  ListObjects: ["s3:ListBucket"],
  HeadBucket: ["s3:ListBucket"],
  GetObject: ["s3:GetObject"],
  HeadObject: ["s3:GetObject"],
  PutObject: ["s3:PutObject"],
  CopyObject: ["s3:GetObject", "s3:PutObject"],
  DeleteObject: ["s3:DeleteObject"],
  DeleteObjects: ["s3:DeleteObject"],
};
/** The calls a waiter makes. */
const WAITERS: Record<string, string> = {
  waitUntilInvalidationCompleted: "cloudfront:GetInvalidation",
  waitUntilDistributionDeployed: "cloudfront:GetDistribution",
};

/** Every source file of the deploy, wherever the deploy branch keeps it. */
function deploySources(): string[] {
  const found: string[] = [];
  const walk = (entry: string) => {
    const full = path.join(repositoryRoot, entry);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full)) walk(path.join(entry, name));
    } else if (/\.(ts|mts|mjs|js)$/.test(entry)) found.push(full);
  };
  for (const entry of ["lib/deploy", "ops/deploy", "scripts/deploy.mjs"]) walk(entry);
  return found;
}

/** The IAM actions of the AWS SDK calls the deploy imports, by client. */
function actionsCalled(): { s3: Set<string>; all: Set<string>; unknown: string[] } {
  const s3 = new Set<string>();
  const all = new Set<string>();
  const unknown: string[] = [];
  for (const file of deploySources()) {
    const text = readFileSync(file, "utf8");
    for (const [, names, client] of text.matchAll(
      /import\s*\{([^}]*)\}\s*from\s*["']@aws-sdk\/client-([a-z0-9-]+)["']/g,
    )) {
      for (const raw of names!.split(",")) {
        const name = raw.trim().split(/\s+as\s+/)[0]!;
        if (!name || name.startsWith("type ")) continue;
        let actions: string[] | undefined;
        if (name.startsWith("waitUntil")) actions = WAITERS[name] ? [WAITERS[name]] : undefined;
        else if (!name.endsWith("Command")) continue;
        else if (client === "s3") actions = S3_ACTIONS[name.slice(0, -7)];
        else if (client === "cloudfront" || client === "cloudfront-keyvaluestore") {
          actions = [`${client}:${name.slice(0, -7)}`];
        }
        if (!actions) unknown.push(`${name} (${path.relative(repositoryRoot, file)})`);
        for (const action of actions ?? []) {
          all.add(action);
          if (client === "s3") s3.add(action);
        }
      }
    }
  }
  return { s3, all, unknown };
}

const actionsOf = (document: { Statement: { Action: string | string[] }[] }) =>
  [...new Set(document.Statement.flatMap((s) => [s.Action].flat()))].sort();

test("the deploy role may make exactly the calls the deploy's code makes", () => {
  const called = actionsCalled();
  assert.deepEqual(called.unknown, [], "a call this test cannot name: add its IAM action above");
  assert.ok(called.all.size > 0, "the deploy's code was found");
  assert.deepEqual(
    actionsOf(deployPolicy(placeholders)),
    [...called.all].sort(),
    "the deploy's AWS calls and infra/lib/deploy-policy.ts differ: change the policy, then `npm run docs:policy` in infra/",
  );
});

test("the preview role may make exactly the deploy's bucket calls, and no CloudFront call", () => {
  assert.deepEqual(actionsOf(previewPolicy(previewPlaceholder)), [...actionsCalled().s3].sort());
});
