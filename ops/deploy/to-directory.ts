/**
 * A deploy to a folder an nginx host serves (`npm run deploy -- --to dir:/srv/mulearn`,
 * docs/deploy.md, "Recipe: nginx"): the build's out/ and hosting/ are copied to
 * `releases/<build-id>/` under a temporary name and renamed into place whole, then the `current`
 * link is switched to it by renaming a new link over the old one, which is atomic: a reader finds
 * either the old release or the new one, complete. The last `keep` releases stay; a folder without
 * this deploy's `release.json` is never touched.
 */
import { createHash } from "node:crypto";
import { existsSync, lstatSync, readdirSync, readFileSync } from "node:fs";
import { copyFile, mkdir, readFile, rename, rm, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Export } from "@/ops/deploy/export";
import { DeployError, formatBytes, type Reporter } from "@/ops/deploy/report";

/** `releases/<name>/release.json`: what the release holds and when it was last made current. */
export interface Release {
  name: string;
  buildId: string;
  deployedAt: string;
  commit: string | null;
  /** "out/team.html" → MD5, "hosting/nginx-http.conf" → MD5. */
  files: Record<string, string>;
}

export interface DirectoryDeploy {
  dir: string;
  site: Export;
  hostingDir: string;
  keep: number;
  dryRun: boolean;
  commit: string | null;
  now: Date;
  snapshots: Record<string, unknown> | null;
  report: Reporter;
}

export interface DirectoryDeployResult {
  release: string;
  reused: boolean;
  removed: string[];
}

const RELEASE_FILE = "release.json";
const md5Of = (file: string) => createHash("md5").update(readFileSync(file)).digest("hex");

/** Every file below `dir`, relative, with forward slashes. */
function listKeys(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const key = `${prefix}${entry.name}`;
    if (entry.isDirectory()) return listKeys(path.join(dir, entry.name), `${key}/`);
    return entry.isFile() ? [key] : [];
  });
}

/** The releases this tool made, newest first. */
export function readReleases(releasesDir: string): Release[] {
  if (!existsSync(releasesDir)) return [];
  return readdirSync(releasesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
    .flatMap((entry) => {
      try {
        const release = JSON.parse(
          readFileSync(path.join(releasesDir, entry.name, RELEASE_FILE), "utf8"),
        ) as Release;
        return release.name === entry.name && typeof release.deployedAt === "string"
          ? [release]
          : [];
      } catch {
        return [];
      }
    })
    .sort((a, b) => b.deployedAt.localeCompare(a.deployedAt) || a.name.localeCompare(b.name));
}

const sameFiles = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** The live snapshot the previous deploy to `dir` used, or null. */
export async function previousDirectorySnapshot(dir: string, source: string): Promise<unknown> {
  const file = path.join(dir, "live", `${source}.json`);
  return existsSync(file) ? JSON.parse(await readFile(file, "utf8")) : null;
}

/** Writes a file next to its place, then renames it there. */
async function writeWhole(file: string, text: string) {
  await writeFile(`${file}.tmp-${process.pid}`, text);
  await rename(`${file}.tmp-${process.pid}`, file);
}

export async function deployToDirectory(options: DirectoryDeploy): Promise<DirectoryDeployResult> {
  const { dir, site, hostingDir, keep, dryRun, report, now } = options;
  if (!Number.isInteger(keep) || keep < 1)
    throw new Error(`--keep must be 1 or more, not ${keep}.`);
  const releasesDir = path.join(dir, "releases");
  const current = path.join(dir, "current");
  const step = async <T>(name: string, state: string, run: () => Promise<T>) => {
    try {
      return await run();
    } catch (error) {
      throw new DeployError(name, error instanceof Error ? error.message : String(error), state);
    }
  };
  const untouched = "The current link was not switched: the release online before is whole.";

  const plan = await step("plan", untouched, async () => {
    if (!existsSync(path.join(hostingDir, "nginx-server.conf"))) {
      throw new Error(`${hostingDir}/nginx-server.conf is missing: run "npm run build".`);
    }
    if (existsSync(current) && !lstatSync(current).isSymbolicLink()) {
      throw new Error(`${current} is not a link: move it aside once, then deploy again.`);
    }
    const hostingKeys = listKeys(hostingDir).sort();
    const files: Record<string, string> = Object.fromEntries([
      ...site.files.map((file) => [`out/${file.key}`, file.md5]),
      ...hostingKeys.map((key) => [`hosting/${key}`, md5Of(path.join(hostingDir, key))]),
    ]);
    const releases = readReleases(releasesDir);
    // The same build again reuses its folder; other bytes under the same id get a new name.
    let name = site.buildId;
    for (let n = 2; existsSync(path.join(releasesDir, name)); n += 1) {
      const existing = releases.find((release) => release.name === name);
      if (existing && sameFiles(existing.files, files)) break;
      name = `${site.buildId}.${n}`;
    }
    const reused = existsSync(path.join(releasesDir, name));
    const release: Release = {
      name,
      buildId: site.buildId,
      deployedAt: now.toISOString(),
      commit: options.commit,
      files,
    };
    const kept = [release.name, ...releases.map((r) => r.name).filter((r) => r !== name)].slice(
      0,
      keep,
    );
    const removed = releases.map((r) => r.name).filter((r) => !kept.includes(r));
    return { release, reused, hostingKeys, removed };
  });
  const { release, reused, hostingKeys, removed } = plan;
  const size = site.files.reduce((total, file) => total + file.size, 0);
  report.line(
    `${dryRun ? "Dry run, nothing changes. " : ""}Plan for dir:${dir}: build ${site.buildId}, ${site.files.length} files, ${formatBytes(size)}.`,
  );
  report.line(
    reused
      ? `  releases/${release.name} is already there with these bytes: switch current to it`
      : `  copy out/ and hosting/ to releases/${release.name}, then switch current to it`,
  );
  report.line(
    `  remove ${removed.length} older releases${removed.length ? `: ${removed.join(", ")}` : ""}`,
  );
  if (dryRun) return { release: release.name, reused, removed };

  const target = path.join(releasesDir, release.name);
  await step("copy", untouched, async () => {
    await mkdir(releasesDir, { recursive: true });
    if (reused) {
      await writeWhole(path.join(target, RELEASE_FILE), `${JSON.stringify(release, null, 2)}\n`);
      return;
    }
    const temporary = path.join(releasesDir, `.${release.name}.${process.pid}`);
    await rm(temporary, { recursive: true, force: true });
    const copies = [
      ...site.files.map((file) => ({ from: file.file, to: `out/${file.key}`, size: file.size })),
      ...hostingKeys.map((key) => ({
        from: path.join(hostingDir, key),
        to: `hosting/${key}`,
        size: 0,
      })),
    ];
    const started = Date.now();
    let bytes = 0;
    for (const [index, copy] of copies.entries()) {
      const destination = path.join(temporary, ...copy.to.split("/"));
      await mkdir(path.dirname(destination), { recursive: true });
      await copyFile(copy.from, destination);
      bytes += copy.size;
      await options.report.progress?.({
        step: "copy",
        done: index + 1,
        total: copies.length,
        bytes,
        totalBytes: size,
        elapsedMs: Date.now() - started,
        key: copy.to,
      });
    }
    await writeFile(path.join(temporary, RELEASE_FILE), `${JSON.stringify(release, null, 2)}\n`);
    await rename(temporary, target);
  });

  await step("switch", untouched, async () => {
    const link = path.join(dir, `.current.${process.pid}`);
    await rm(link, { force: true });
    await symlink(path.join("releases", release.name), link);
    await rename(link, current);
  });
  report.line(`current → releases/${release.name}`);

  const online = "The current link points at the new release; the step above did not finish.";
  if (options.snapshots) {
    const snapshots = Object.entries(options.snapshots);
    await step("snapshots", online, async () => {
      await mkdir(path.join(dir, "live"), { recursive: true });
      for (const [source, snapshot] of snapshots) {
        await writeWhole(
          path.join(dir, "live", `${source}.json`),
          `${JSON.stringify(snapshot, null, 2)}\n`,
        );
      }
    });
  }
  await step("clean-up", online, async () => {
    for (const name of removed) {
      await rm(path.join(releasesDir, name), { recursive: true, force: true });
    }
  });
  return { release: release.name, reused, removed };
}
