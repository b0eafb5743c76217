import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const helper = pathToFileURL(path.resolve(__dirname, "../../scripts/import-data.mjs")).href;

/** Runs `body` in a Node ES module with importData in scope; returns what it prints as JSON. */
function run(body: string, env: Record<string, string> = {}) {
  const code = `import { importData } from ${JSON.stringify(helper)};\n${body}`;
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", code], {
    encoding: "utf8",
    // An empty NEXT_PUBLIC_SITE_URL means the default address, whatever the shell has set.
    env: { ...process.env, NEXT_PUBLIC_SITE_URL: "", ...env },
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout);
}

describe("importData, how scripts read the site's data", () => {
  // One Node process for both data files: each start loads the TypeScript compiler again.
  let data: { org: Record<string, string>; partners: Record<string, string>[] };
  beforeAll(() => {
    data = run(`const { org } = await importData("data/site.ts");
const { allPartners: partners } = await importData("data/partners.ts");
console.log(JSON.stringify({ org, partners }));`);
  });

  test("data/site.ts gives the organisation's name, tagline and site address", () => {
    expect(data.org.name).toBe("µLearn Foundation");
    expect(data.org.tagline).toBe(
      "A community of learners, campuses, companies and teachers who learn together.",
    );
    expect(data.org.website).toBe("https://mulearn.org");
  });

  test("data/partners.ts loads through its @/ imports and zod, every partner named", () => {
    expect(data.partners[0]).toMatchObject({
      id: "kkem",
      name: "Kerala Knowledge Economy Mission",
      logo: "/images/partners/kkem.svg",
      website: "https://knowledgemission.kerala.gov.in/",
    });
    expect(data.partners.length).toBeGreaterThan(1);
    for (const partner of data.partners) expect(partner.name).toMatch(/\S/);
  });

  test("NEXT_PUBLIC_SITE_URL changes the site address, as it does for the build", () => {
    const website = run(
      `const { org } = await importData("data/site.ts");
console.log(JSON.stringify(org.website));`,
      { NEXT_PUBLIC_SITE_URL: "https://staging.example.org/some/path" },
    );
    expect(website).toBe("https://staging.example.org");
  });

  test("a module in any layout loads: single quotes, types, an import without extension", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "import-data-"));
    writeFileSync(
      path.join(dir, "names.ts"),
      "export type Name = string\nexport const suffix: Name = ' Foundation'\n",
    );
    writeFileSync(
      path.join(dir, "org.ts"),
      "import { suffix, type Name } from './names'\n" +
        "export const org = {\n  tagline: 'Learn together.',\n  name: ('µLearn' + suffix) as Name\n} as const\n",
    );
    const org = run(`const { org } = await importData(${JSON.stringify(path.join(dir, "org.ts"))});
console.log(JSON.stringify(org));`);
    expect(org).toEqual({ tagline: "Learn together.", name: "µLearn Foundation" });
  });
});
