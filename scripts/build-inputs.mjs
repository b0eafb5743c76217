// The build's id and clock, from what the build is made of (next.config.ts reads them; docs/deploy.md,
// "The build id"). Next.js writes its build id into every page and names a folder of immutable
// files after it; a random id made every build rewrite every page and invalidate the whole CDN.
// Here the id is a hash of every input of the build:
//   · every file of the working tree git knows or would add (source, data, live snapshots,
//     scripts, the lockfile), by path and content, so an uncommitted change is an input too; not
//     the folders no build reads (docs/, __tests__/, e2e/, .github/, infra/);
//   · the build-time settings (NEXT_PUBLIC_*, BACKEND_ORIGIN, NODE_ENV, CMS_GITHUB_*) and Node's major version (a
//     patch release of Node does not make every page new; should one ever change a byte, the
//     deploy's immutable-name check stops it);
//   · the build's clock: the newest of the commit's time and the live snapshots' fetchedAt.
// The clock is what pages that depend on "now" (which events are still to come, the footer's year,
// a calendar file's stamp) use instead of the time the build happens to run, so two builds of the
// same inputs write the same bytes, and a build whose bytes could differ has another id.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Folders that are the build's output, or that no build reads (documentation, tests, workflows, the
 * AWS stack): a commit that changes only them builds the same site under the same id.
 */
const NOT_INPUTS = new Set([
  ".git",
  "node_modules",
  ".next",
  "out",
  "hosting",
  "reports",
  "test-results",
  "docs",
  "__tests__",
  "e2e",
  ".github",
  "infra",
]);

/** The tree's files, relative, sorted: git's view when it has one, else a walk. */
function inputFiles(root) {
  const git = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (git.status === 0) {
    return git.stdout
      .split("\0")
      .filter((file) => file && !NOT_INPUTS.has(file.split("/")[0]))
      .filter(
        (file) => existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile(),
      )
      .sort();
  }
  const walk = (dir) =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const file = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return NOT_INPUTS.has(entry.name) ? [] : walk(file);
      return entry.isFile() ? [file] : [];
    });
  return walk("").sort();
}

/** The commit's time (ISO), or null outside git. */
function commitTime(root) {
  const git = spawnSync("git", ["log", "-1", "--format=%cI"], { cwd: root, encoding: "utf8" });
  const value = git.status === 0 ? git.stdout.trim() : "";
  return value ? new Date(value).toISOString() : null;
}

/** The newest fetchedAt of the live snapshots (data/live/*.json), or null. */
function newestSnapshot(root) {
  const dir = path.join(root, "data", "live");
  if (!existsSync(dir)) return null;
  const times = readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => {
      try {
        return JSON.parse(readFileSync(path.join(dir, name), "utf8")).fetchedAt;
      } catch {
        return null;
      }
    })
    .filter((value) => typeof value === "string" && !Number.isNaN(Date.parse(value)))
    .map((value) => new Date(value).toISOString());
  return times.sort().at(-1) ?? null;
}

/** The settings a build reads, sorted by name. */
function buildSettings(env) {
  return Object.entries(env)
    .filter(
      ([name]) =>
        name.startsWith("NEXT_PUBLIC_") ||
        ["BACKEND_ORIGIN", "NODE_ENV", "CMS_GITHUB_REPO", "CMS_GITHUB_BRANCH"].includes(name),
    )
    .sort(([a], [b]) => a.localeCompare(b));
}

/**
 * { id, time }: the build id (20 hex digits) and the build's clock (ISO). Outside git and without a
 * snapshot time, the clock is `now` and the id still covers it.
 */
export function buildInputs(root, env = process.env, now = new Date()) {
  const times = [commitTime(root), newestSnapshot(root)].filter(Boolean).sort();
  const time = times.at(-1) ?? now.toISOString();
  const hash = createHash("sha256");
  for (const file of inputFiles(root)) {
    const content = createHash("sha256")
      .update(readFileSync(path.join(root, file)))
      .digest("hex");
    hash.update(`file ${file} ${content}\n`);
  }
  for (const [name, value] of buildSettings(env)) hash.update(`env ${name}=${value}\n`);
  hash.update(`node ${process.versions.node.split(".")[0]}\ntime ${time}\n`);
  return { id: hash.digest("hex").slice(0, 20), time };
}
