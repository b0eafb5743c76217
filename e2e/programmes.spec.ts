import { test, expect } from "./fixtures";
import type { Locator } from "@playwright/test";
import { appLinks } from "../data/site";

/** The key facts of the programme pages, as the foundation's public sources give them. */

const newTab = async (link: Locator) => {
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
};

test("landing: figures with their source, special events, journeys and the Discord invite", async ({
  page,
}) => {
  await page.goto("/");
  const main = page.getByRole("main");
  const figures = main.getByRole("region", { name: "µLearn in numbers" });
  await expect(figures.getByRole("definition")).toHaveText([
    "60,000+",
    "Published figure",
    "200",
    "2,000",
    "1,000",
  ]);
  await expect(figures).toContainText("As published on µLearn's website in 2025");
  const events = main.getByRole("region", { name: "Special events" });
  await expect(events.getByRole("heading", { level: 3 })).toHaveText([
    "Top 100 Coders",
    "Launchpad",
    "Trivial Ideas",
  ]);
  await expect(events.getByRole("link", { name: /^Visit Top 100 Coders/ })).toHaveAttribute(
    "href",
    "https://top100coders.com/",
  );
  await expect(events.getByRole("link", { name: /^Visit Launchpad/ })).toHaveAttribute(
    "href",
    "https://launchpad.mulearn.org/",
  );
  await expect(events.getByRole("link", { name: "About Trivial Ideas" })).toHaveAttribute(
    "href",
    "/trivial-ideas",
  );
  await expect(
    main.getByRole("region", { name: "Where your learning can lead" }).getByRole("heading", {
      level: 3,
    }),
  ).toHaveText(["Job", "Freelance", "Research", "Entrepreneurship", "Social Cause"]);
  const discord = main.getByRole("link", { name: /^Join the Discord server/ });
  await expect(discord).toHaveAttribute(
    "href",
    "https://discord.com/invite/gtech-mulearn-771670169691881483",
  );
  await newTab(discord);
});

test("manifesto: its idea, We, The Unbound, The Unbowed", async ({ page }) => {
  await page.goto("/manifesto");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We, The Unbound, The Unbowed");
  await expect(page.getByRole("heading", { level: 2 })).toContainText(["What we stand for"]);
});

test("company join: figures, four gains, four tracks, quick wins, form and contacts", async ({
  page,
}) => {
  await page.goto("/be-a-part/company");
  const main = page.getByRole("main");
  await expect(main.getByRole("region", { name: "The community you reach" })).toContainText(
    "59,000+",
  );
  await expect(main).toContainText("1,900+");
  await expect(
    main.getByRole("region", { name: "What your company gains" }).getByRole("heading"),
  ).toHaveText([
    "What your company gains",
    "Impact at Scale",
    "Hire Smarter",
    "Innovate Faster",
    "Shape the Future",
  ]);
  await expect(
    main.getByRole("region", { name: "Four ways to partner" }).getByRole("heading", { level: 3 }),
  ).toHaveText([
    "1. CSR & Skilling",
    "2. Talent & Workforce",
    "3. Innovation as a service",
    "4. Research & GovTech",
  ]);
  await expect(main.getByRole("region", { name: "Quick wins" })).toContainText("0% overhead");
  const form = main.getByRole("link", { name: /^Open the partnership form/ });
  await expect(form).toHaveAttribute(
    "href",
    "https://airtable.com/app0v220Yc0G3CPMr/shrpiEQrpuIFTMNh1",
  );
  await newTab(form);
  await expect(
    main.getByRole("link", { name: "Email partners@mulearn.org" }).first(),
  ).toHaveAttribute("href", "mailto:partners@mulearn.org");
  await expect(main.getByRole("link", { name: "Call +91 8943647000" })).toHaveAttribute(
    "href",
    "tel:+918943647000",
  );
});

test("campus join: for students and colleges, structure, activities, the seven steps, apply", async ({
  page,
}) => {
  await page.goto("/be-a-part/campus");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 3 })).toContainText([
    "For students",
    "For colleges",
  ]);
  await expect(main.getByRole("region", { name: "How a chapter is organised" })).toContainText(
    "5 to 10 students",
  );
  await expect(main.getByRole("region", { name: "What a chapter does" })).toContainText(
    "Permute, Mutate and Amuse",
  );
  await expect(
    main.getByRole("region", { name: "Seven steps to a chapter" }).getByRole("heading", {
      level: 3,
    }),
  ).toHaveText([
    "Interest Form",
    "Orientation",
    "Core Team Selection",
    "Official Onboarding (Mutate)",
    "Kick-off Event",
    "Sustain & Scale",
    "Review & Recognition",
  ]);
  const apply = main.getByRole("link", { name: /^Apply for a campus chapter/ }).first();
  await expect(apply).toHaveAttribute(
    "href",
    "https://airtable.com/appFdefxOwIVlTv1b/shrmtngt3zopg8eVh",
  );
  await newTab(apply);
});

test("YIP 5.0: eight steps, 400 and 800 karma, apply, pre-registration and login", async ({
  page,
}) => {
  await page.goto("/yip");
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Young Innovators Programme 5.0",
  );
  await expect(main).toContainText("college and university students");
  const steps = main.getByRole("region", { name: "How to register your idea" });
  await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
    "Pre-Registration",
    "Ideator Registration",
    "Voice of Stakeholder course",
    "Team Formation",
    "Idea Submission",
    "Institutional Approval",
    "Preliminary Evaluation",
    "Winner Announcement",
  ]);
  await expect(steps).toContainText("#yip5.0-vos to earn 400 karma");
  await expect(steps).toContainText("#yip5.0-idea to earn 800 karma");
  await expect(
    main.getByRole("region", { name: "Karma you can earn" }).getByRole("definition"),
  ).toContainText(["400", "800"]);
  for (const [name, href] of [
    [/^Apply on the YIP portal/, "https://yip.kerala.gov.in/"],
    [/^Open pre-registration/, "https://yip.kerala.gov.in/yipapp/index.php/Idea2022"],
    [/^Log in to YIP/, "https://yip.kerala.gov.in/yipapp/index.php/Init/"],
  ] as const) {
    const link = main.getByRole("link", { name }).first();
    await expect(link).toHaveAttribute("href", href);
    await newTab(link);
  }
});

test("Trivial Ideas: the prize ladder, the ₹1 lakh pool, +400 karma and the six rules", async ({
  page,
}) => {
  await page.goto("/trivial-ideas");
  const main = page.getByRole("main");
  const prizes = main.getByRole("table", { name: "Trivial Ideas prizes by place" });
  await expect(prizes.getByRole("row")).toHaveText([
    "PlacePrize",
    "1st₹50,000",
    "2nd₹25,000",
    "3rd₹12,500",
    "4th₹6,250",
    "5th₹3,125",
    "6th₹1,600",
  ]);
  await expect(main).toContainText("₹1 lakh prize pool");
  await expect(main).toContainText("+400 karma points");
  const rules = main.getByRole("region", { name: "The rules, step by step" });
  await expect(rules.getByRole("listitem")).toHaveCount(6);
  await expect(rules).toContainText("#buildinship");
  await expect(main).not.toContainText("99999");
});

test("Art of Teaching 4.0: theme, two levels, former judges, first edition and register", async ({
  page,
}) => {
  await page.goto("/artofteaching");
  const main = page.getByRole("main");
  await expect(main).toContainText("Lessons of The Future.");
  await expect(
    main.getByRole("region", { name: "Two levels" }).getByRole("heading", { level: 3 }),
  ).toHaveText(["Level 1: Show how you teach", "Level 2: Design a course"]);
  await expect(main).toContainText("5-minute video");
  await expect(
    main.getByRole("region", { name: "Former judges" }).getByRole("listitem"),
  ).toHaveText(["Dr T M George", "Ann Andrews", "Rajeev J Sebastian"]);
  await expect(main).toContainText("100+");
  const register = main.getByRole("link", { name: /^Register for Art of Teaching 4.0/ });
  await expect(register).toHaveAttribute("href", "https://mulearn.org/r/artofteaching");
  await newTab(register);
});

test("Career Labs: a job board for learners with its figures, not staff roles", async ({
  page,
}) => {
  await page.goto("/careers");
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("µLearn Career Labs");
  await expect(
    main.getByRole("region", { name: "Career Labs so far" }).getByRole("definition"),
  ).toHaveText(["600+", "100+", "60+"]);
  await expect(main).toContainText("partner companies post their hiring calls");
  await expect(main.getByRole("heading", { name: "Open roles" })).toHaveCount(0);
});

test("learning circles: the published counters and creating or joining on the app", async ({
  page,
}) => {
  await page.goto("/learning-circle");
  const main = page.getByRole("main");
  const counters = main.getByRole("region", { name: "Learning circles so far" });
  await expect(counters.getByRole("definition")).toHaveText([
    "01",
    "16",
    "20+",
    "Published figure",
    "500+",
    "2500+",
    "Published figure",
  ]);
  await expect(counters.getByRole("term")).toHaveText([
    "State",
    "Districts",
    "Interest groups",
    "Campuses",
    "Learning circles",
  ]);
  const open = main.getByRole("link", { name: /^Open learning circles/ });
  await expect(open).toHaveAttribute("href", appLinks.learningCircles);
  await newTab(open);
});

test("KKEM: ten interest groups on learn.mulearn.org and five partnered events with dates", async ({
  page,
}) => {
  await page.goto("/kkem");
  const main = page.getByRole("main");
  const groups = main.getByRole("region", { name: "Pick a skill to learn" });
  await expect(groups.getByRole("heading", { level: 3 })).toHaveText([
    "Android",
    "Front-End",
    "Blockchain",
    "Artificial Intelligence",
    "AR/VR",
    "QA",
    "Product Management",
    "IoT",
    "UI/UX",
    "Cyber Security",
  ]);
  const links = groups.getByRole("link");
  await expect(links).toHaveCount(10);
  expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))).toEqual([
    "https://learn.mulearn.org/webmobile/android",
    "https://learn.mulearn.org/webmobile/web",
    "https://learn.mulearn.org/blockchain",
    "https://learn.mulearn.org/aimlanalytics/ai",
    "https://learn.mulearn.org/arvrxr",
    "https://learn.mulearn.org/webmobile/qa",
    "https://learn.mulearn.org/innovationentre/pm",
    "https://learn.mulearn.org/iotrf/iot",
    "https://learn.mulearn.org/uiuxcreative/ux",
    "https://learn.mulearn.org/cybersec",
  ]);
  await expect(links.first()).toHaveAccessibleName("Start learning: Android (opens in a new tab)");
  const events = main.getByRole("region", { name: "Events with KKEM" }).getByRole("listitem");
  await expect(events.getByRole("heading", { level: 3 })).toHaveText([
    "GTA: SandShores",
    "Learning Fest",
    "GTA: CodeStorm",
    "Beyond Us Hackathon",
    "Karma Fest",
  ]);
  await expect(events).toContainText([
    "14–15 October",
    "7 August 2023",
    "19–20 August",
    "8–9 August 2023",
    "May 2023",
  ]);
  await expect(events.nth(2).getByRole("link")).toHaveAttribute(
    "href",
    "https://gta.mulearn.org/codestorm",
  );
});

test("Beyond Us: a 2023 recap with its figures and the winners by domain", async ({ page }) => {
  await page.goto("/kkem/events/beyondus");
  const main = page.getByRole("main");
  await expect(main).toContainText("8–9 August 2023");
  await expect(main).toContainText("Kerala Skill Express");
  await expect(
    main.getByRole("region", { name: "Beyond Us in numbers" }).getByRole("definition"),
  ).toHaveText(["200+", "375+", "50K"]);
  const design = main.getByRole("table", { name: "Beyond Us winners in the design domain" });
  await expect(design.getByRole("rowheader")).toHaveText(["Team DT12", "Team DT05", "Team DT08"]);
  const software = main.getByRole("table", { name: "Beyond Us winners in the software domain" });
  await expect(software.getByRole("rowheader")).toHaveText(["Team ST03", "Team ST10", "Team ST13"]);
  await expect(software.getByRole("row", { name: /Team ST03/ }).getByRole("link")).toHaveAttribute(
    "href",
    "https://github.com/shihabsaleem/CV-BeyondUs",
  );
  await expect(software.getByRole("row", { name: /Team ST13/ }).getByRole("link")).toHaveAttribute(
    "href",
    "https://github.com/suryan-s/Ekipa",
  );
  await expect(software.getByRole("row", { name: /Team ST10/ }).getByRole("link")).toHaveCount(0);
});

test("Salt Mango Tree: English-speaking practice every Wednesday, with no invented time", async ({
  page,
}) => {
  await page.goto("/events/saltmangotree");
  const main = page.getByRole("main");
  await expect(main).toContainText("English-speaking practice");
  await expect(main).toContainText("Every Wednesday (time not yet published)");
  await expect(main.getByRole("link", { name: /calendar/ })).toHaveCount(0);
});

test("donation refund policy: its terms, refunds@mulearn.org and the date it was last updated", async ({
  page,
}) => {
  await page.goto("/donation/refund");
  const main = page.getByRole("main");
  await expect(main).toContainText("Last updated: 15 May 2024");
  await expect(main).toContainText("within 7 days");
  await expect(
    main.getByRole("region", { name: "When we consider a refund" }).getByRole("listitem"),
  ).toHaveCount(3);
  await expect(main).toContainText("original payment method");
  await expect(main.getByRole("link", { name: "Email refunds@mulearn.org" })).toHaveAttribute(
    "href",
    "mailto:refunds@mulearn.org?subject=Donation%20refund%20request",
  );
  await expect(main).toContainText(
    "Mulearn Foundation, GTech Nila Building, Phase 1, Technopark, Karyavattom, Trivandrum",
  );
});
