// `npm run docs:policy`: writes lib/deploy-policy.ts's documents into docs/deploy.md.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { withPolicyBlocks } from "../lib/deploy-policy.ts";
import { repositoryRoot } from "../lib/site-rules.ts";

const file = path.join(repositoryRoot, "docs", "deploy.md");
writeFileSync(file, withPolicyBlocks(readFileSync(file, "utf8")));
console.log(`${path.relative(process.cwd(), file)}: the deploy roles' policies written.`);
