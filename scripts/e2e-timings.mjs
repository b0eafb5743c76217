#!/usr/bin/env node
// Reads Playwright's JSON report (reports/e2e-results.json, written by every `npm run test:e2e`)
// and prints where the browser suites' time goes: the run's wall time, the worker-seconds per
// spec file and per project, and the slowest 20 tests (docs/testing.md keeps that list).
// Usage: node scripts/e2e-timings.mjs [report.json] [--markdown]
import { readFileSync } from "node:fs";

const file =
  process.argv.slice(2).find((arg) => !arg.startsWith("--")) ?? "reports/e2e-results.json";
const markdown = process.argv.includes("--markdown");
const report = JSON.parse(readFileSync(file, "utf8"));

const tests = [];
function walk(suite, titles) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      for (const result of test.results) {
        tests.push({
          file: spec.file,
          title: [...titles, spec.title].filter(Boolean).join(" › "),
          project: test.projectName,
          seconds: result.duration / 1000,
          status: result.status,
        });
      }
    }
  }
  for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
}
for (const suite of report.suites) walk(suite, []);

const sum = (list) => list.reduce((total, test) => total + test.seconds, 0);
const groupBy = (key) => {
  const groups = new Map();
  for (const test of tests) groups.set(test[key], [...(groups.get(test[key]) ?? []), test]);
  return [...groups].map(([name, list]) => ({ name, count: list.length, seconds: sum(list) }));
};
const row = (cells) => (markdown ? `| ${cells.join(" | ")} |` : cells.join("  "));

console.log(
  `wall ${(report.stats.duration / 1000).toFixed(0)} s; ${tests.length} results; ` +
    `${sum(tests).toFixed(0)} worker-seconds; expected ${report.stats.expected}, ` +
    `unexpected ${report.stats.unexpected}, flaky ${report.stats.flaky}, skipped ${report.stats.skipped}`,
);
console.log("\nby project");
for (const group of groupBy("project"))
  console.log(row([group.name, group.count, group.seconds.toFixed(0)]));
console.log("\nby spec (worker-seconds)");
for (const group of groupBy("file").sort((a, b) => b.seconds - a.seconds)) {
  console.log(row([group.name, group.count, group.seconds.toFixed(0)]));
}
console.log("\nslowest 20");
for (const test of [...tests].sort((a, b) => b.seconds - a.seconds).slice(0, 20)) {
  console.log(row([test.seconds.toFixed(1), test.project, test.file, test.title]));
}
const failed = tests.filter((test) => !["passed", "skipped"].includes(test.status));
if (failed.length) {
  console.log("\nnot passed");
  for (const test of failed) console.log(row([test.status, test.project, test.file, test.title]));
}
