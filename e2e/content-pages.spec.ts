import { test, expect } from "./fixtures";
import { batchTitle, inBatches } from "./visited-routes";
import { contentPages } from "../data/pages";
import { routeInfo } from "../data/routes";
import { communityPartners, companyPartners, featuredPartners } from "../data/partners";

const newTab = async (link: import("@playwright/test").Locator) => {
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
};

test.describe("every open-content page", () => {
  // Visited in batches in one tab (e2e/visited-routes.ts); each check names its page.
  for (const batch of inBatches(Object.keys(contentPages), 6)) {
    test(`${batchTitle(batch)}: each its own h1 and lead, landmarks, sections and no placeholder text`, async ({
      page,
    }) => {
      test.setTimeout(batch.length * 10_000);
      for (const path of batch) {
        await page.goto(path);
        const info = routeInfo(path);
        await expect.soft(page.getByRole("heading", { level: 1 }), path).toHaveText(info.heading);
        await expect.soft(page.getByRole("main"), path).toContainText(info.lead);
        await expect.soft(page.getByRole("banner"), path).toBeVisible();
        await expect.soft(page.getByRole("contentinfo"), path).toBeVisible();
        const headings = page.getByRole("main").getByRole("heading", { level: 2 });
        expect
          .soft(await headings.count(), `${path}: section headings`)
          .toBeGreaterThanOrEqual(contentPages[path as keyof typeof contentPages].sections.length);
        await expect
          .soft(page.locator("body"), path)
          .not.toContainText(/coming soon|lorem ipsum|\bTODO\b/i);
        for (const link of await page.getByRole("main").locator('a[target="_blank"]').all()) {
          await expect.soft(link, path).toHaveAttribute("rel", "noopener noreferrer");
        }
        for (const image of await page.getByRole("main").locator("img").all()) {
          await expect.soft(image, path).toHaveAttribute("width", /\d+/);
          await expect.soft(image, path).toHaveAttribute("height", /\d+/);
        }
      }
    });
  }
});

test("landing: supporters strip, what µLearn offers, register action", async ({ page }) => {
  await page.goto("/");
  const main = page.getByRole("main");
  const strip = main.getByRole("region", { name: "Supported by our partners" });
  await expect(strip.getByRole("listitem")).toHaveText(featuredPartners.map((p) => p.name));
  for (const logo of await strip.locator("img").all()) {
    await expect(logo).toHaveJSProperty("complete", true);
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  const offers = main.getByRole("region", { name: "What µLearn offers" });
  await expect(offers.getByRole("heading", { level: 3 })).toHaveText([
    "Community",
    "Mentors",
    "Interest Groups",
    "Roadmaps",
    "Challenges",
    "Opportunities",
  ]);
  const register = main.getByRole("link", { name: /^Join µLearn for free/ }).first();
  await expect(register).toHaveAttribute("href", "https://app.mulearn.org/register");
  await newTab(register);
});

test("about: mission, principles and the learner progression to level 4", async ({ page }) => {
  for (const path of ["/about"]) {
    await page.goto(path);
    const progression = page.getByRole("region", { name: "How learning works at µLearn" });
    await expect(progression.getByRole("heading", { level: 3 })).toHaveText([
      "Create your profile",
      "Join Discord",
      "Connect your µ-ID",
      "Rise through the levels",
      "Choose Interest Groups",
    ]);
    await expect(progression).toContainText("At level 4 you can edit your Interest Groups");
  }
});

test("partner pages: a card per partner from data/, logo, name and website in a new tab", async ({
  page,
}) => {
  for (const [path, partners, label] of [
    ["/community-partners", communityPartners, "Community partners"],
    ["/company-partners", companyPartners, "Company partners"],
  ] as const) {
    await page.goto(path);
    const cards = page.getByRole("list", { name: label }).getByRole("listitem");
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(partners.map((p) => p.name));
    for (const [index, partner] of partners.entries()) {
      const card = cards.nth(index);
      const link = card.getByRole("link", {
        name: `Visit website of ${partner.name} (opens in a new tab)`,
      });
      await expect(link).toHaveAttribute("href", partner.website);
      await newTab(link);
      await expect(card.locator("img")).toHaveAttribute("src", `${partner.logo}?w=112`);
    }
  }
});

test("programme pages: what, how, and where to act", async ({ page }) => {
  await page.goto("/artofteaching");
  await expect(page.getByRole("main")).toContainText("150+");
  await page.goto("/hr");
  await expect(page.getByRole("main")).toContainText("µLearn's industry engagement team");
  await expect(page.getByRole("link", { name: "How companies work with µLearn" })).toHaveAttribute(
    "href",
    "/be-a-part/company",
  );
  await page.goto("/learning-circle");
  const circles = page.getByRole("link", { name: /^Find a learning circle/ });
  await expect(circles).toHaveAttribute(
    "href",
    "https://app.mulearn.org/dashboard/learning-circle",
  );
  await newTab(circles);
  await page.goto("/yip");
  await page.getByRole("link", { name: "Meet the 2022 YIP team" }).click();
  await expect(page).toHaveURL(/\/team\/2022$/);
});

test("KKEM pages link to each other and to the app's learning circles", async ({ page }) => {
  await page.goto("/kkem");
  await page.getByRole("link", { name: "KKEM learning circles" }).first().click();
  await expect(page).toHaveURL(/\/kkem\/learningcircles\/dashboard$/);
  const open = page.getByRole("link", { name: /^Open learning circles/ }).first();
  await expect(open).toHaveAttribute("href", "https://app.mulearn.org/dashboard/learning-circle");
  await page.goto("/kkem");
  await page.getByRole("link", { name: "About Beyond Us" }).click();
  await expect(page).toHaveURL(/\/kkem\/events\/beyondus$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Beyond Us");
});
