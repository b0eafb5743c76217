// `npm run docs:policy`: writes lib/deploy-policy.ts's documents into docs/deploy.md, formatted
// by the site's Prettier when it is installed (npm test's format stage checks the file).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { withPolicyBlocks } from "../lib/deploy-policy.ts";
import { repositoryRoot } from "../lib/site-rules.ts";

const file = path.join(repositoryRoot, "docs", "deploy.md");
writeFileSync(file, withPolicyBlocks(readFileSync(file, "utf8")));
const prettier = path.join(repositoryRoot, "node_modules", ".bin", "prettier");
if (existsSync(prettier)) spawnSync(prettier, ["--write", file], { stdio: "inherit" });
console.log(`${path.relative(process.cwd(), file)}: the deploy roles' policies written.`);
