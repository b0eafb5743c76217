#!/usr/bin/env node
// Keeps package-lock.json complete for `npm ci`.
//
// Packages such as next, tailwindcss and the ESLint resolver ship their native binaries as
// optional per-platform packages (@next/swc-darwin-arm64, @tailwindcss/oxide-win32-x64-msvc…).
// A registry mirror that serves only this machine's platform leaves those entries out of the
// lock, and `npm ci` then refuses the lock as "out of sync". This script adds an entry for every
// optional dependency the lock lacks, with the os, cpu and libc its name declares, so `npm ci`
// skips them on other platforms and installs the right one where it matches.
//
//   node scripts/lock-platforms.mjs          add the missing entries (run after `npm install`)
//   node scripts/lock-platforms.mjs --check  exit 1 and name them if any are missing
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const lockPath = path.join(root, "package-lock.json");

const OS = ["android", "darwin", "freebsd", "linux", "openharmony", "win32", "sunos", "aix"];
const CPU = ["arm64", "x64", "ia32", "arm", "loong64", "ppc64", "riscv64", "s390x", "wasm32"];

/** The platform a binary package's name declares, or null when the name declares none. */
export function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  if (!cpu) return null;
  const platform = { os: os ? [os] : undefined, cpu: [cpu] };
  if (os === "linux") {
    if (parts.some((part) => part.startsWith("musl"))) platform.libc = ["musl"];
    else if (parts.some((part) => part.startsWith("gnu"))) platform.libc = ["glibc"];
  }
  return platform;
}

/** Entries to add: optional dependencies with no lock entry reachable from their parent. */
export function missingEntries(lock) {
  const packages = lock.packages;
  const missing = new Map();
  for (const [key, entry] of Object.entries(packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      let dir = key;
      let found = false;
      while (true) {
        const candidate = `${dir ? `${dir}/` : ""}node_modules/${name}`;
        if (packages[candidate] || missing.has(candidate)) {
          found = true;
          break;
        }
        if (!dir) break;
        const at = dir.lastIndexOf("node_modules/");
        dir = at <= 0 ? "" : dir.slice(0, at - 1);
      }
      if (found) continue;
      const platform = platformOf(name);
      if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
      const added = { version, optional: true };
      if (entry.dev) added.dev = true;
      if (platform.os) added.os = platform.os;
      added.cpu = platform.cpu;
      if (platform.libc) added.libc = platform.libc;
      missing.set(`node_modules/${name}`, added);
    }
  }
  return missing;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lock = JSON.parse(readFileSync(lockPath, "utf8"));
  const missing = missingEntries(lock);
  if (process.argv.includes("--check")) {
    if (missing.size > 0) {
      console.error(
        `package-lock.json lacks ${missing.size} optional platform packages ` +
          `(${[...missing.keys()].slice(0, 3).join(", ")}…), so \`npm ci\` would refuse it.\n` +
          "Run `node scripts/lock-platforms.mjs` and commit package-lock.json.",
      );
      process.exit(1);
    }
    console.log("package-lock.json lists every optional platform package.");
  } else {
    const sorted = Object.fromEntries(
      [...Object.entries(lock.packages), ...missing].sort(([a], [b]) =>
        a === "" ? -1 : b === "" ? 1 : a.localeCompare(b),
      ),
    );
    lock.packages = sorted;
    writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
    console.log(`Added ${missing.size} optional platform entries to package-lock.json.`);
  }
}
