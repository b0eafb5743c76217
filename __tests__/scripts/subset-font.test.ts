import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const script = path.join(__dirname, "../../scripts/subset-font.mjs");
const check = (...args: string[]) =>
  spawnSync(process.execPath, [script, "--check", ...args], { encoding: "utf8" });

test("the site font has a glyph for every character the site's texts use", () => {
  const run = check();
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
});

test("a text with a character the site font lacks fails the check, naming file and character", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "site-font-texts-"));
  writeFileSync(path.join(dir, "people.ts"), 'export const name = "Ānanya Menon, µLearn ⚠ ₹";\n');
  const run = check("--texts", dir);
  expect(run.status).toBe(1);
  expect(run.stderr.split("\n")[0]).toMatch(
    /people\.ts: "Ā" \(U\+0100\) is not in app\/fonts\/PlusJakartaSans-site\.woff2$/,
  );
  expect(run.stderr).not.toMatch(/"µ"|"⚠"|"₹"/);
});
