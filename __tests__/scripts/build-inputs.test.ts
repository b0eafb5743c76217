/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildInputs } from "../../scripts/build-inputs.mjs";

let dir: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};
const git = (...args: string[]) =>
  spawnSync("git", args, {
    cwd: dir,
    encoding: "utf8",
    env: {
      ...process.env,
      GIT_AUTHOR_DATE: "2026-11-20T08:00:00Z",
      GIT_COMMITTER_DATE: "2026-11-20T08:00:00Z",
      GIT_AUTHOR_NAME: "t",
      GIT_AUTHOR_EMAIL: "t@example.org",
      GIT_COMMITTER_NAME: "t",
      GIT_COMMITTER_EMAIL: "t@example.org",
    },
  });
const settings = { NEXT_PUBLIC_SITE_URL: "https://mulearn.org", PATH: "/usr/bin" };

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "build-inputs-"));
  write(".gitignore", "out/\n.next/\n");
  write("app/page.tsx", "export default function Home() { return null; }\n");
  write(
    "data/live/events.json",
    '{ "source": "events", "fetchedAt": "2026-11-21T06:15:00.000Z" }\n',
  );
  git("init", "-q");
  git("add", ".");
  git("commit", "-qm", "first");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test("two builds of the same tree, settings and snapshots get one id and one clock", () => {
  const first = buildInputs(dir, settings, new Date("2026-11-28T10:00:00Z"));
  // What a build writes, and settings no page reads, are not inputs.
  write("out/index.html", "<!doctype html>");
  write(".next/cache", "x");
  const second = buildInputs(
    dir,
    { ...settings, PATH: "/bin", HOME: "/root" },
    new Date("2026-11-28T11:30:00Z"),
  );

  expect(second).toEqual(first);
  expect(first.id).toMatch(/^[0-9a-f]{20}$/);
  // The clock is the newest of the commit's time and the snapshots', not the minute of the build.
  expect(first.time).toBe("2026-11-21T06:15:00.000Z");
});

test("a changed file, setting or snapshot is another build: another id", () => {
  const base = buildInputs(dir, settings).id;

  write("app/page.tsx", "export default function Home() { return 1; }\n");
  const edited = buildInputs(dir, settings).id;
  expect(edited).not.toBe(base);

  expect(
    buildInputs(dir, { ...settings, NEXT_PUBLIC_SITE_URL: "https://example.org" }).id,
  ).not.toBe(edited);
  expect(buildInputs(dir, { ...settings, BACKEND_ORIGIN: "https://api.example.org" }).id).not.toBe(
    edited,
  );
  // /admin's configuration names the repository the editor saves to.
  expect(buildInputs(dir, { ...settings, CMS_GITHUB_REPO: "gtech-mulearn/site" }).id).not.toBe(
    edited,
  );

  write(
    "data/live/events.json",
    '{ "source": "events", "fetchedAt": "2026-11-22T00:15:00.000Z" }\n',
  );
  const refreshed = buildInputs(dir, settings);
  expect(refreshed.id).not.toBe(edited);
  expect(refreshed.time).toBe("2026-11-22T00:15:00.000Z");
});

test("a new file git would add is an input; an ignored one, or one no build reads, is not", () => {
  const base = buildInputs(dir, settings).id;
  write("out/extra.html", "ignored");
  expect(buildInputs(dir, settings).id).toBe(base);
  // Documentation, tests and the AWS stack are never read by a build.
  write("docs/deploy.md", "# Deploying\n");
  write("__tests__/x.test.ts", "test.todo('x');\n");
  write("infra/lib/stack.ts", "export {};\n");
  expect(buildInputs(dir, settings).id).toBe(base);
  write("data/new.ts", "export const x = 1;\n");
  expect(buildInputs(dir, settings).id).not.toBe(base);
});

test("without snapshots the commit's time is the clock", () => {
  write("data/live/events.json", '{ "source": "events", "fetchedAt": null }\n');
  expect(buildInputs(dir, settings).time).toBe("2026-11-20T08:00:00.000Z");
});
