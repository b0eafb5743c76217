import { test, expect } from "./fixtures";
import { contentPages } from "../data/pages";
import { routeInfo } from "../data/routes";
import { communityPartners, companyPartners, featuredPartners } from "../data/partners";
import { donationTiers } from "../data/donation";

const newTab = async (link: import("@playwright/test").Locator) => {
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
};

test.describe("every open-content page", () => {
  for (const path of Object.keys(contentPages)) {
    test(`${path}: its own h1 and lead, landmarks, sections and no placeholder text`, async ({
      page,
    }) => {
      await page.goto(path);
      const info = routeInfo(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(info.heading);
      await expect(page.getByRole("main")).toContainText(info.lead);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      const headings = page.getByRole("main").getByRole("heading", { level: 2 });
      expect(await headings.count()).toBeGreaterThanOrEqual(
        contentPages[path as keyof typeof contentPages].sections.length,
      );
      await expect(page.locator("body")).not.toContainText(/coming soon|lorem ipsum|\bTODO\b/i);
      for (const link of await page.getByRole("main").locator('a[target="_blank"]').all()) {
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
      for (const image of await page.getByRole("main").locator("img").all()) {
        await expect(image).toHaveAttribute("width", /\d+/);
        await expect(image).toHaveAttribute("height", /\d+/);
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
        name: `Visit ${partner.name}'s website (opens in a new tab)`,
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

test("donation: tiers from data/, each starting an email that offers its amount", async ({
  page,
}) => {
  await page.goto("/donation");
  const tiers = page.getByRole("region", { name: "Choose how you help" }).getByRole("listitem");
  const giveLinks = [
    [
      "Write to give ₹500: Support a learner, by email to info@mulearn.org",
      "mailto:info@mulearn.org?subject=A%20donation%20to%20%C2%B5Learn%20Foundation%3A%20Support%20a%20learner%2C%20%E2%82%B9500",
    ],
    [
      "Write to give ₹2,000: Fuel a learning circle, by email to info@mulearn.org",
      "mailto:info@mulearn.org?subject=A%20donation%20to%20%C2%B5Learn%20Foundation%3A%20Fuel%20a%20learning%20circle%2C%20%E2%82%B92%2C000",
    ],
    [
      "Write to give ₹10,000: Power an event, by email to info@mulearn.org",
      "mailto:info@mulearn.org?subject=A%20donation%20to%20%C2%B5Learn%20Foundation%3A%20Power%20an%20event%2C%20%E2%82%B910%2C000",
    ],
    [
      "Write to give ₹25,000: Fund a scholarship, by email to info@mulearn.org",
      "mailto:info@mulearn.org?subject=A%20donation%20to%20%C2%B5Learn%20Foundation%3A%20Fund%20a%20scholarship%2C%20%E2%82%B925%2C000",
    ],
  ] as const;
  await expect(tiers).toHaveCount(giveLinks.length);
  for (const [index, [name, href]] of giveLinks.entries()) {
    await expect(tiers.nth(index)).toContainText(donationTiers[index]!.supports);
    await expect(tiers.nth(index).getByRole("link", { name })).toHaveAttribute("href", href);
  }
  // No payment page exists to link: the page says whom to write to instead.
  await expect(page.getByRole("main")).toContainText(
    "each button starts an email to info@mulearn.org",
  );
  await expect(page.locator('a[href*="razorpay"]')).toHaveCount(0);
  await page.getByRole("main").getByRole("link", { name: "How to give" }).click();
  await expect(page).toHaveURL(/#how-to-donate$/);
  await expect(page.getByRole("main").locator("form, input, iframe")).toHaveCount(0);
  await page.getByRole("main").getByRole("link", { name: "Refund policy" }).first().click();
  await expect(page).toHaveURL(/\/donation\/refund$/);
  await expect(page.getByRole("main")).toContainText("within 7 days");
  await expect(
    page.getByRole("main").getByRole("link", { name: "Email refunds@mulearn.org" }),
  ).toHaveAttribute("href", "mailto:refunds@mulearn.org?subject=Donation%20refund%20request");
  await page.goto("/donation/success");
  await expect(page.getByRole("main")).toContainText("receipt");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
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
