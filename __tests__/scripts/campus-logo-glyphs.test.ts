import { spawnSync } from "node:child_process";
import path from "node:path";

test("the campus logo's glyph tables are what the font gives today", () => {
  const script = path.join(__dirname, "../../scripts/campus-logo-glyphs.mjs");
  const run = spawnSync(process.execPath, [script, "--check"], { encoding: "utf8" });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
});
