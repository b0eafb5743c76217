// `npm run github:variables -- OWNER/REPO`: the `gh` commands that set the workflows' variables
// from outputs.json, which `npx cdk deploy … --outputs-file outputs.json` wrote (docs/deploy.md).
import { readFileSync } from "node:fs";
import { githubCommands } from "../lib/variables.ts";

const repository = process.argv[2];
if (!repository || !/^[\w.-]+\/[\w.-]+$/.test(repository)) {
  console.error(
    "Usage: npm run github:variables -- OWNER/REPO   (after cdk deploy --outputs-file outputs.json)",
  );
  process.exit(1);
}
const outputs = JSON.parse(readFileSync("outputs.json", "utf8")) as Record<
  string,
  Record<string, string>
>;
console.log(githubCommands(outputs, repository).join("\n"));
