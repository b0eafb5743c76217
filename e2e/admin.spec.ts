import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Page } from "@playwright/test";
import { z } from "zod";
import { test, expect } from "./fixtures";
import { axeViolations, expectNoAxeViolations } from "./axe";
import { collectPolicyReports, violationsOf, watchPage } from "./page-checks";
import { partnerFileSchema } from "../data/schema";
import { teamMemberFileSchema } from "../data/team-files";
import { contentPageFileSchema } from "../data/page-schema";
import { readContentPages } from "../data/pages";
import { ContentSections } from "../components/sections/ContentSections";
import {
  editorField as field,
  editorSeedFiles,
  fillSamplePartner,
  openEditorEntry as openEntry,
  seedTestRepository,
  TEST_REPO,
} from "../scripts/editor-test-repo.mjs";

/**
 * The content editor at /admin (Sveltia CMS, scripts/admin.mjs) against its test repository: the
 * browser's private file system, folder sveltia-cms-test/, seeded with this repository's content
 * files and partner logos. The build the tests run has no CMS_GITHUB_REPO, so the editor's
 * configuration (generated from the schemas, data/cms.ts) names the test repository.
 */

/** A logo of its own (the editor reuses a stored file with the same bytes instead of uploading). */
const SAMPLE_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" rx="28" fill="#155e75"/></svg>';

/** Writes content/ and the partner logos into the test repository, before the editor starts. */
async function seed(page: Page) {
  await page.goto("/admin/config.json");
  await seedTestRepository(page, editorSeedFiles("."));
}

/** A file of the test repository as the editor left it, or null when there is none. */
function readBack(page: Page, file: string) {
  return page.evaluate(
    async ({ repo, file }) => {
      try {
        let folder = await (await navigator.storage.getDirectory()).getDirectoryHandle(repo);
        const parts = file.split("/");
        for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part);
        return await (await (await folder.getFileHandle(parts.at(-1)!)).getFile()).text();
      } catch {
        return null;
      }
    },
    { repo: TEST_REPO, file },
  );
}

/** Seeds the test repository, opens /admin and signs in to it. */
async function openEditor(page: Page) {
  await seed(page);
  await page.goto("/admin");
  await page.getByRole("button", { name: "Work with Test Repository" }).click();
  await expect(page.getByRole("treeitem", { name: /^Partners/ })).toBeVisible({ timeout: 15_000 });
}

const save = (page: Page) => page.getByRole("button", { name: "Save", exact: true }).click();

/** The first 2025 and 2024 cards' files. */
const memberFiles = (year: number) =>
  readdirSync(`content/team/${year}`)
    .sort()
    .map((name) => `content/team/${year}/${name}`);
const entryOf = (file: string) => file.replace("content/team/", "entries/").replace(/\.json$/, "");

test.describe("the content editor at /admin", () => {
  // Seeding the test repository and signing in reads every content file: about 20 s here.
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => {
    await watchPage(page);
  });

  test("edits a member's role, adds a partner, and writes files the schemas accept", async ({
    page,
  }) => {
    const reports = collectPolicyReports(page);
    await openEditor(page);

    // The lists write a year as the site does (2022), not in the number format ("2,022").
    await page.evaluate(() => (window.location.hash = "#/collections/team"));
    // The list sorts and draws every member of every year (over 600 entries) before it shows:
    // under a busy machine's load that took over 5 s (a run with three browser workers).
    await expect(page.getByText(/ · YIP Organization Team 2022$/).first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText(/2,02\d/)).toHaveCount(0);
    await page.evaluate(() => (window.location.hash = "#/collections/team-groups"));
    await expect(page.getByText("2022", { exact: true })).toBeVisible();

    // A team member's role.
    const [memberFile] = memberFiles(2025);
    const member = teamMemberFileSchema.parse(JSON.parse(readFileSync(memberFile!, "utf8")));
    await openEntry(page, "team", entryOf(memberFile!));
    await expect(field(page, "Name")).toHaveValue(member.name);
    await field(page, "Role").fill("Community Lead");
    await save(page);
    await expect
      .poll(async () => JSON.parse((await readBack(page, memberFile!)) ?? "{}").designation)
      .toBe("Community Lead");
    const saved = teamMemberFileSchema.parse(JSON.parse((await readBack(page, memberFile!))!));
    expect(saved).toEqual({ ...member, designation: "Community Lead" });

    // A new partner, with its logo uploaded.
    await fillSamplePartner(page);
    await page.getByRole("group", { name: /Logo/ }).getByRole("button", { name: "Browse" }).click();
    const picker = page.getByRole("dialog", { name: "Select Image" });
    const chooser = page.waitForEvent("filechooser");
    await picker.getByRole("button", { name: "Upload" }).click();
    await (
      await chooser
    ).setFiles({
      name: "sample-labs.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from(SAMPLE_LOGO),
    });
    // Chosen, then inserted: the field offers to replace it once it holds the picture.
    const upload = picker.getByRole("option", { name: /sample-labs\.svg/ });
    await upload.click();
    await expect(upload).toHaveAttribute("aria-selected", "true");
    await picker.getByRole("button", { name: "Insert" }).click();
    await expect(picker).toBeHidden();
    await expect(
      page.getByRole("group", { name: /Logo/ }).getByRole("button", { name: "Replace Image" }),
    ).toBeVisible();
    await save(page);
    const partnerFile = "content/partners/sample-labs.json";
    // Saving writes the entry and the picture into the browser's file system: beside the other
    // suites on two cores that once took over the 20 s this allowed.
    await expect.poll(() => readBack(page, partnerFile), { timeout: 60_000 }).not.toBeNull();
    const partner = partnerFileSchema.parse(JSON.parse((await readBack(page, partnerFile))!));
    expect(partner).toMatchObject({
      id: "sample-labs",
      name: "Sample Labs",
      kind: "company",
      order: 500,
      website: "https://sample-labs.example.org/",
      logo: "/images/partners/sample-labs.svg",
    });
    expect(await readBack(page, "public/images/partners/sample-labs.svg")).toContain("<svg");

    expect(await violationsOf(page)).toEqual([]);
    expect(reports).toEqual([]);
  });

  test("changes a page's paragraph, and the page it writes is the one the site then draws", async ({
    page,
  }) => {
    const reports = collectPolicyReports(page);
    await openEditor(page);
    const file = "content/pages/about.json";
    const original = readFileSync(file, "utf8");
    const before = contentPageFileSchema.parse(JSON.parse(original));
    const [first] = before.sections;
    if (first?.kind !== "prose") throw new Error(`${file} no longer opens with a prose section`);
    const changed =
      "µLearn is a community where students, campuses, companies and teachers learn by doing.";

    await openEntry(page, "pages", "entries/about");
    // The editor draws a list's items only once they scroll into view (the sections, then a
    // section's paragraphs): scroll to each list until the first paragraph is drawn.
    const sections = page.getByRole("group", { name: /Sections/ }).first();
    const paragraphs = sections.getByRole("group", { name: /Paragraphs/ }).first();
    const paragraph = paragraphs.getByRole("textbox", { name: "Paragraph", exact: true }).first();
    const scrollTo = (list: typeof sections) =>
      list.evaluate((element) => element.scrollIntoView({ block: "start" }));
    await expect(async () => {
      await scrollTo(sections);
      await scrollTo(paragraphs);
      await expect(paragraph).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(paragraph).toHaveValue(first.paragraphs[0]!);
    await paragraph.fill(changed);
    await save(page);
    await expect
      .poll(
        async () => JSON.parse((await readBack(page, file)) ?? "{}").sections?.[0].paragraphs[0],
      )
      .toBe(changed);

    // The file as written: the schema takes it, and nothing else in it changed, to the byte (the
    // content files are kept in the editor's own form, so an edit's diff is the edit).
    const written = (await readBack(page, file))!;
    contentPageFileSchema.parse(JSON.parse(written));
    expect(written).toBe(
      original.replace(JSON.stringify(first.paragraphs[0]), JSON.stringify(changed)),
    );

    // The site's loader reads the folder with the written file, and About's first section says it.
    const folder = mkdtempSync(path.join(tmpdir(), "pages-"));
    cpSync("content/pages", folder, { recursive: true });
    writeFileSync(path.join(folder, "about.json"), written);
    const about = readContentPages(folder)["/about"];
    expect(about.sections[0]).toMatchObject({
      heading: first.heading,
      paragraphs: [changed, first.paragraphs[1]],
    });
    const html = renderToStaticMarkup(createElement(ContentSections, { sections: about.sections }));
    expect(html).toContain(`<p class="`);
    expect(html).toContain(changed);
    expect(html).not.toContain(first.paragraphs[0]);

    expect(await violationsOf(page)).toEqual([]);
    expect(reports).toEqual([]);
  });

  test("refuses an empty name, a link that is not https and a photo host the CSP refuses", async ({
    page,
  }) => {
    await openEditor(page);
    const [memberFile] = memberFiles(2024);
    const before = readFileSync(memberFile!, "utf8");
    const member = teamMemberFileSchema.parse(JSON.parse(before));
    await openEntry(page, "team", entryOf(memberFile!));
    await expect(field(page, "Name")).toHaveValue(member.name);
    const refusals = [
      ["Name", "", member.name, "This field is required."],
      [
        "LinkedIn",
        "http://www.linkedin.com/in/someone",
        member.linkedin,
        "must be a full address starting with https://",
      ],
      [
        "Photo",
        "https://pictures.example.com/someone.jpg",
        member.image,
        "must be empty, a path on this site",
      ],
    ] as const;
    for (const [label, value, original, message] of refusals) {
      await field(page, label).fill(value);
      await save(page);
      await expect(page.getByText(message).first()).toBeVisible();
      expect(await readBack(page, memberFile!)).toBe(before);
      await field(page, label).fill(original);
    }
  });

  test("the editor's own screens: axe finds only the editor's two known issues", async ({
    page,
  }) => {
    await page.goto("/admin");
    await expect(page.getByRole("button", { name: "Work with Test Repository" })).toBeVisible();
    // The sign-in button shows while the editor's hidden "Loading" layer is still in the page, and
    // axe reads that moment as a page without a main landmark; wait until the editor removes it.
    await expect(page.locator(".font-loader")).toHaveCount(0);
    // Sveltia CMS 0.221.1 limits zooming (maximum-scale=1) and puts its sign-in heading outside a
    // landmark; an upgrade that fixes either fails this test, to be updated then.
    expect((await axeViolations(page)).map((violation) => violation.split(":")[0])).toEqual([
      "meta-viewport",
      "region",
    ]);
  });
});

test.describe("the editor's page as served", () => {
  test.use({ expectedErrors: [/Failed to load resource/] });
  test("is noindex, names its configuration, and what it shows without JavaScript passes axe", async ({
    page,
  }) => {
    // The page as a browser without JavaScript draws it: the <noscript> content shown, no editor.
    await page.route("**/admin", async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<\/?noscript>/g, "");
      await route.fulfill({ response, body });
    });
    await page.route("**/admin/sveltia-cms.js", (route) => route.abort());
    const response = await page.goto("/admin");
    const policy = (await response?.headerValue("content-security-policy")) ?? "";
    expect(policy).toContain(
      "connect-src 'self' https://api.github.com https://*.githubusercontent.com blob:;",
    );
    expect(policy).toContain("img-src 'self' data: blob: https://assets.mulearn.org");
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain("unsafe-eval");
    await expect(page).toHaveTitle("Content editor · µLearn Foundation");
    await expect(page.getByRole("heading", { level: 1, name: "Content editor" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex, nofollow",
    );
    await expect(page.locator('link[rel="cms-config-url"]')).toHaveAttribute(
      "href",
      "/admin/config.json",
    );
    await expectNoAxeViolations(page);
  });
});

test("/admin is kept out of search engines and the sitemap", async ({ request }) => {
  expect(await (await request.get("/robots.txt")).text()).toMatch(/^Disallow: \/admin$/m);
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
});

test("the configuration the editor reads is the one generated from the schemas", async ({
  request,
}) => {
  const config = z
    .object({
      collections: z.array(
        z.object({
          name: z.string(),
          folder: z.string().optional(),
          files: z.array(z.object({ file: z.string() })).optional(),
        }),
      ),
    })
    .parse(await (await request.get("/admin/config.json")).json());
  expect(
    config.collections.map(({ name, folder, files }) => [
      name,
      folder ?? files?.map(({ file }) => file).join(),
    ]),
  ).toEqual([
    ["partners", "content/partners"],
    ["team", "content/team"],
    ["pages", "content/pages"],
    ["pages-ml", "content/pages-ml"],
    ["donation", ["content/donation/en.json", "content/donation/ml.json"].join()],
    [
      "languages",
      [
        "content/i18n/en.json",
        "content/i18n/ml.json",
        "content/i18n/ml-menus.json",
        "content/i18n/glossary.json",
      ].join(),
    ],
    ["events", "content/events"],
    ["gallery", "content/gallery"],
    ["impact-stories", "content/impact-stories"],
    ["impact-categories", "content/impact-categories.json"],
    ["interest-groups", "content/interest-groups"],
    ["legal", "content/legal"],
    [
      "words",
      [
        "content/career-board.json",
        "content/events-hub.json",
        "content/shows.json",
        "content/interest-group-words.json",
        "content/weekly-events-page.json",
      ].join(),
    ],
    ["team-groups", "content/team-groups"],
  ]);
});
