import { test, expect, holdScripts } from "./fixtures";

const reasons: [name: string, label: string, href: string][] = [
  ["Join the student community", "Start or join a campus chapter", "/be-a-part/campus"],
  ["Partner with µLearn", "Partner as a company", "/be-a-part/company"],
  [
    "Run a challenge or programme",
    "E-mail us: Run a challenge or programme",
    "mailto:partners@mulearn.org?subject=Run%20a%20challenge%20or%20programme&body=Name%3A%20%0APhone%20(optional)%3A%20%0ARegion%20or%20district%3A%20%0AOrganisation%3A%20%0AKind%20of%20programme%3A%20%0AWho%20it%20is%20for%3A%20%0ATimeline%3A%20%0ABudget%2C%20if%20known%3A%20%0A%0AMessage%3A%0A",
  ],
  [
    "Hiring and Launchpad",
    "E-mail us: Hiring and Launchpad",
    "mailto:partners@mulearn.org?subject=Hiring%20and%20Launchpad&body=Name%3A%20%0APhone%20(optional)%3A%20%0ARegion%20or%20district%3A%20%0ACompany%3A%20%0ARole%3A%20%0ASkills%20it%20needs%3A%20%0ANumber%20of%20hires%3A%20%0APay%3A%20%0A%0AMessage%3A%0A",
  ],
  ["Nominate an HR contact", "Nominate an HR contact", "/hr"],
  [
    "Events and speaking",
    "E-mail us: Events and speaking",
    "mailto:info@mulearn.org?subject=Events%20and%20speaking&body=Name%3A%20%0APhone%20(optional)%3A%20%0ARegion%20or%20district%3A%20%0AEvent%20name%3A%20%0ADate%3A%20%0APlace%3A%20%0AWhat%20you%20would%20like%20from%20%C2%B5Learn%3A%20%0A%0AMessage%3A%0A",
  ],
  [
    "Media and press",
    "E-mail us: Media and press",
    "mailto:info@mulearn.org?subject=Media%20and%20press&body=Name%3A%20%0APhone%20(optional)%3A%20%0ARegion%20or%20district%3A%20%0AOutlet%3A%20%0ADeadline%3A%20%0AYour%20questions%3A%20%0A%0AMessage%3A%0A",
  ],
  [
    "Technical support",
    "E-mail us: Technical support",
    "mailto:info@mulearn.org?subject=Technical%20support&body=Name%3A%20%0APhone%20(optional)%3A%20%0ARegion%20or%20district%3A%20%0AYour%20%C2%B5-ID%3A%20%0AWhat%20it%20is%20about%3A%20logging%20in%2C%20your%20profile%2C%20a%20bug%2C%20or%20something%20else%3A%20%0AWhat%20you%20did%20and%20what%20happened%3A%20%0ABrowser%20and%20device%3A%20%0A%0AMessage%3A%0A",
  ],
  ["Give to µLearn", "Make a donation", "/donation"],
  [
    "Something else",
    "E-mail us: A message from the website",
    "mailto:info@mulearn.org?subject=A%20message%20from%20the%20website&body=Name%3A%20%0APhone%20(optional)%3A%20%0ARegion%20or%20district%3A%20%0A%0AMessage%3A%0A",
  ],
];

test("/contact: every reason leads to its form or to an e-mail with its subject and outline", async ({
  page,
}) => {
  await page.goto("/contact");
  const cards = page.getByRole("list", { name: "Reasons to write" }).getByRole("listitem");
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(reasons.map(([name]) => name));
  for (const [name, label, href] of reasons) {
    const link = page.getByRole("listitem", { name }).getByRole("link", { name: label });
    await expect(link).toHaveAttribute("href", href);
  }
});

test("/contact: the address, the e-mail and the phone", async ({ page }) => {
  await page.goto("/contact");
  const where = page.getByRole("region", { name: "Where to find us" });
  await expect(where).toContainText(
    "µLearn Foundation, Technopark Phase 1, Thiruvananthapuram, Kerala - 695581, India",
  );
  await expect(where.getByRole("link", { name: "info@mulearn.org" })).toHaveAttribute(
    "href",
    "mailto:info@mulearn.org",
  );
  await expect(where.getByRole("link", { name: "+91 89436 47000" })).toHaveAttribute(
    "href",
    "tel:+918943647000",
  );
});

test("/contact?intent=partner preselects the reason and shows it alone", async ({ page }) => {
  await page.goto("/contact?intent=partner");
  await expect(page.getByLabel("I am here to…")).toHaveValue("partner");
  const cards = page.getByRole("list", { name: "Reasons to write" }).getByRole("listitem");
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole("link")).toHaveAttribute("href", "/be-a-part/company");
});

test("/contact: an unknown intent is ignored; choosing a reason puts it in the address", async ({
  page,
}) => {
  await page.goto("/contact?intent=unicorns");
  const picker = page.getByLabel("I am here to…");
  await expect(picker).toHaveValue("");
  const cards = page.getByRole("list", { name: "Reasons to write" }).getByRole("listitem");
  await expect(cards).toHaveCount(10);
  await picker.selectOption({ label: "Media and press" });
  await expect(page).toHaveURL(/\/contact\?intent=media$/);
  await expect(cards).toHaveCount(1);
  await picker.selectOption({ label: "See every reason" });
  await expect(page).toHaveURL(/\/contact$/);
  await expect(cards).toHaveCount(10);
});

test("/contact: a reason chosen before the page's scripts arrive shows alone once they do", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  const picker = page.getByLabel("I am here to…");
  await picker.selectOption({ label: "Media and press" });
  await release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", /.*/);
  await expect(page).toHaveURL(/\/contact\?intent=media$/);
  await expect(picker).toHaveValue("media");
  const cards = page.getByRole("list", { name: "Reasons to write" }).getByRole("listitem");
  await expect(cards).toHaveCount(1);
});
