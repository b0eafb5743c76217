// Finds a program the tests need from the system (Chromium, nginx): an environment variable, known
// paths, PATH, or a fallback. On a bare Debian machine, running as root, it installs Debian's
// package with apt-get and says so; otherwise it fails with a message that says how to get one.
const { execFileSync, spawnSync } = require("node:child_process");
const { existsSync } = require("node:fs");

function canInstallWithApt() {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  return isRoot && spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
}

/** The first of `commands` on PATH, or null. */
function onPath(commands) {
  for (const command of commands) {
    const found = spawnSync("sh", ["-c", 'command -v "$0"', command], { encoding: "utf8" });
    if (found.status === 0 && found.stdout.trim().startsWith("/")) return found.stdout.trim();
  }
  return null;
}

/**
 * @param {object} tool
 * @param {string} tool.label       what the tests need, in messages: "Chromium"
 * @param {string} tool.envVar      the variable that names a binary: "CHROME_PATH"
 * @param {string[]} tool.paths     where the system keeps it
 * @param {string[]} [tool.commands] names to look up on PATH
 * @param {() => string | null} [tool.fallback] a last place to look before installing
 * @param {string} tool.aptPackage  Debian's package, installed as root
 * @param {string} tool.installedAt where that package puts the binary
 * @param {string[]} tool.instructions how to get one, for the error message
 * @param {boolean} [install]       false: never install
 * @returns {string} the binary's path
 */
function findTool(tool, install = true) {
  const named = process.env[tool.envVar];
  if (named) {
    if (existsSync(named)) return named;
    throw new Error(`${tool.envVar} is set to ${named}, but no file is there.`);
  }
  const found =
    tool.paths.find((candidate) => existsSync(candidate)) ??
    onPath(tool.commands ?? []) ??
    tool.fallback?.();
  if (found) return found;

  if (install && canInstallWithApt()) {
    console.log(
      `No ${tool.label} found: installing Debian's ${tool.aptPackage} with apt-get for the tests…`,
    );
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", tool.aptPackage], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (existsSync(tool.installedAt)) return tool.installedAt;
  }
  throw new Error(
    [
      `The tests need ${tool.label}, and none was found. Install it, then run npm test again:`,
      ...tool.instructions.map((line) => `  ${line}`),
      `or point ${tool.envVar} at an existing binary.`,
    ].join("\n"),
  );
}

module.exports = { findTool };
