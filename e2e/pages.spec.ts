import { test, expect } from "./fixtures";
import { weeklyEvents } from "../data/events";

test.describe("Enablers", () => {
  test("who, then anchored Benefits, Program, Stories, Onboarding and Colleges sections", async ({
    page,
  }) => {
    await page.goto("/enablers");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "Who is an Enabler",
      "What an Enabler does for a campus chapter",
      "Benefits",
      "Program",
      "Stories from Enablers",
      "Onboarding",
      "Working with your campus chapter",
      "Colleges with µLearn Enablers",
    ]);
    await expect(main.getByRole("heading", { level: 3 })).toContainText([
      "Industry Immersion Programs",
      "Up-Skill Programs",
      "Meet-ups",
      "Learning Fest for Enablers",
      "Art of Teaching",
      "Create Profile",
      "Join Discord and connect your µ-ID",
      "Add Interest Groups",
    ]);
    await page
      .getByRole("navigation", { name: "On this page" })
      .getByRole("link", { name: "Onboarding" })
      .click();
    await expect(page).toHaveURL(/#onboarding$/);
    await expect(page.getByRole("heading", { name: "Onboarding", level: 2 })).toBeInViewport();
    await expect(main).toContainText("150+ entries");
    await expect(main).toContainText("I'm teaching in an Institute");
    await expect(main).toContainText("at level 4 you can edit your Interest Groups");
  });

  test("external links open in a new tab with noopener noreferrer", async ({ page }) => {
    await page.goto("/enablers");
    const enroll = page.getByRole("link", { name: /Enroll Now/ });
    await expect(enroll).toHaveAttribute("href", "https://mulearn.org/r/enablers-learningfest");
    await expect(page.getByRole("link", { name: /Join the Discord server/ })).toHaveAttribute(
      "href",
      "https://discord.gg/3v5GvJ8",
    );
    const external = page.getByRole("main").locator('a[href^="http"]');
    expect(await external.count()).toBeGreaterThan(1);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });
});

test("In50Hours: three steps, joining, 23 February, fees, Register Now", async ({ page }) => {
  await page.goto("/in50hours");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 3 })).toContainText([
    "Pitch",
    "Prototype",
    "Get Funded",
    "Register",
    "Get your ticket",
    "Use your coupon",
  ]);
  await expect(main).toContainText("Event on 23 February");
  await expect(main).toContainText("confirmation mail with your ticket");
  await expect(main).toContainText("INR 1000");
  await expect(main).toContainText("Level 5 µLearners join free");
  await expect(main).toContainText("coupon command in the challenge channel");
  const register = main.getByRole("link", { name: /Register Now/ }).first();
  await expect(register).toHaveAttribute("href", "https://www.makemypass.com/in50hours");
  await expect(register).toHaveAttribute("rel", "noopener noreferrer");
});

test.describe("third-party frames", () => {
  for (const { path, src, name, height } of [
    {
      path: "/launchpad",
      src: "https://mu-3.vercel.app/launchpad",
      name: "the Launchpad leaderboard",
      height: null,
    },
    {
      path: "/events/calendar",
      src: "https://embed.styledcalendar.com/#hew26NgCmtLDa4E2BeTK",
      name: "the µLearn events calendar",
      height: 700,
    },
  ]) {
    test(`${path}: a titled, lazy, sandboxed frame that covers its loading note once it loads`, async ({
      page,
    }) => {
      await page.route(`${new URL(src).origin}/**`, (route) =>
        route.fulfill({
          contentType: "text/html",
          body: "<body style='margin:0;background:#fff'><h1>Provider's page</h1></body>",
        }),
      );
      await page.goto(path);
      const frame = page.locator("iframe");
      await expect(frame).toHaveAttribute("title", new RegExp(name.replace(/^the /, ""), "i"));
      await expect(frame).toHaveAttribute("src", src);
      await expect(frame).toHaveAttribute("loading", "lazy");
      await expect(frame).toHaveAttribute("sandbox", /allow-scripts/);
      await expect(frame).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin");
      const box = await frame.boundingBox();
      if (height) expect(box?.height).toBe(height);
      else expect(box?.height).toBeGreaterThanOrEqual(600);

      // Loaded: the provider's page shows, over the note that stays behind for a failed frame.
      await expect(page.frameLocator("iframe").getByRole("heading")).toHaveText("Provider's page");
      const note = page.getByText(`Loading ${name}…`);
      const covered = await note.evaluate((element) => {
        element.scrollIntoView({ block: "center", behavior: "instant" });
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return top?.tagName;
      });
      expect(covered).toBe("IFRAME");
      const fallback = page.getByRole("link", { name: `Open ${name} in a new tab` });
      await expect(fallback).toBeVisible();
      await expect(fallback).toHaveAttribute("href", src);
      await expect(fallback).toHaveAttribute("target", "_blank");
      await expect(fallback).toHaveAttribute("rel", "noopener noreferrer");
    });
  }
});

test.describe("weekly events", () => {
  test.use({ timezoneId: "America/New_York" });

  test("a card per event with its India-time schedule and the next session in the visitor's zone", async ({
    page,
  }) => {
    // Tuesday 25 November 2025, 7:59 PM in India: ISR starts in a minute.
    await page.clock.setFixedTime(new Date("2025-11-25T14:29:00Z"));
    await page.goto("/events/weekly");
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText(
      weeklyEvents.map((e) => e.name),
    );
    await expect(cards.nth(0)).toContainText("Tuesdays, 8:00 PM India time (IST)");
    await expect(cards.nth(1)).toContainText("Thursdays, 8:00 PM India time (IST)");
    await expect(cards.nth(2)).toContainText("Fridays, 7:00 PM India time (IST)");
    await expect(cards.nth(3)).toContainText("Every Wednesday (time not yet published)");
    await expect(cards.nth(3).getByRole("link", { name: /calendar/ })).toHaveCount(0);

    await expect(cards.nth(0).locator("[data-next-session]")).toHaveAttribute(
      "data-next-session",
      "2025-11-25T14:30:00.000Z",
    );
    // Tuesday 8:00 PM in India is Tuesday 9:30 (or 10:30 in summer) in the morning in New York.
    await expect(cards.nth(0).locator("time")).toContainText(
      /^Tue, .* (9|10):30 am (GMT-[45]|E[SD]T)$/,
    );
  });

  for (const event of weeklyEvents) {
    test(`Check It Out opens ${event.name}'s own page`, async ({ page }) => {
      await page.goto("/events/weekly");
      await page.getByRole("link", { name: `Check It Out: ${event.name}` }).click();
      await expect(page).toHaveURL(new RegExp(`${event.path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.name);
      await expect(page.getByRole("heading", { name: "How to join" })).toBeVisible();
      await expect(page.getByRole("main").getByRole("listitem")).toContainText(event.howToJoin);
    });
  }

  test("the event drawings come with the page: no request of their own, each from its own gradient", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const asked: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/images/events/")) asked.push(pathname);
    });
    await page.goto("/events/weekly");
    const drawings = page.getByRole("main").locator("article svg[data-drawing]");
    expect(await drawings.evaluateAll((svgs) => svgs.map((svg) => svg.dataset.drawing))).toEqual([
      "/images/events/isr.svg",
      "/images/events/openmic.svg",
      "/images/events/mentorconnect.svg",
      "/images/events/saltmangotree.svg",
    ]);
    // The card's width inside its border, 16:9, as the pictures were.
    const box = (await drawings.first().boundingBox())!;
    expect(box.width).toBe(341);
    expect(box.height).toBeCloseTo(191.8, 0);
    // Every file names its gradient "g"; each card fills from the one inside it, once on the page.
    expect(
      await drawings.evaluateAll((svgs) =>
        svgs.map((svg) => {
          const id = /^url\(#(.+)\)$/.exec(svg.querySelector("rect")!.getAttribute("fill")!)![1]!;
          return [
            id,
            svg.querySelectorAll(`#${id}`).length,
            document.querySelectorAll(`#${id}`).length,
          ];
        }),
      ),
    ).toEqual([
      ["isr-picture-g", 1, 1],
      ["openmic-picture-g", 1, 1],
      ["mentorconnect-picture-g", 1, 1],
      ["saltmangotree-picture-g", 1, 1],
    ]);
    await page.goto("/isr");
    await expect(page.getByRole("complementary").locator("svg[data-drawing]")).toHaveAttribute(
      "data-drawing",
      "/images/events/isr.svg",
    );
    expect(asked).toEqual([]);
  });

  test("Add to calendar gives a weekly .ics in India time", async ({ page, request }) => {
    await page.goto("/events/openmic");
    const link = page.getByRole("link", { name: "Add to calendar for Open Mic (.ics file)" });
    const href = await link.getAttribute("href");
    expect(href).toBe("/calendar/openmic.ics");
    const response = await request.get(href ?? "");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/calendar");
    const body = await response.text();
    expect(body).toContain("DTSTART;TZID=Asia/Kolkata:20250102T200000");
    expect(body).toContain("RRULE:FREQ=WEEKLY;BYDAY=TH");
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("openmic.ics");
  });
});

test.describe("legal pages", () => {
  for (const { path, heading, contents, lastId, mustSay } of [
    {
      path: "/termsandconditions",
      heading: "Terms of services",
      contents: [
        "1. Who we are",
        "2. Using this website",
        "3. Community code of conduct",
        "4. Termination",
        "5. Access rules and monitoring",
        "6. Content and intellectual property",
        "7. Links and third-party services",
        "8. Disclaimer",
        "9. Changes to these terms",
        "10. Governing law and jurisdiction",
        "11. Contact",
      ],
      lastId: "contact",
      mustSay: [
        "laws of India",
        "Trivandrum",
        "mulearnadmin@gtechindia.org",
        "+91 99957 10101",
        "Kazhakkoottam",
        "bullying",
        "IP address",
        "suspension from the µLearn Discord server",
      ],
    },
    {
      path: "/privacypolicy",
      heading: "Privacy policy",
      contents: [
        "1. What this website stores in your browser",
        "2. What we do not collect",
        "3. Embedded third-party frames",
        "4. Links to other sites",
        "5. Hosting logs",
        "6. Your choices",
        "7. Children",
        "8. Changes to this policy",
        "9. Contact",
      ],
      lastId: "contact",
      mustSay: [
        "refreshToken",
        "theme",
        "site-fonts",
        "mulearn-donation-receipt",
        "no cookies",
        "only when you submit it",
        "Embedded third-party frames",
        "mulearnadmin@gtechindia.org",
        "30 November 2026",
      ],
    },
  ]) {
    test(`${path}: numbered sections, a table of contents and a last-updated date`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      const main = page.getByRole("main");
      await expect(main).toContainText("Last updated:");
      const toc = main.getByRole("navigation", { name: "Contents" }).getByRole("link");
      await expect(toc).toHaveText(contents);
      for (const text of mustSay) await expect(main).toContainText(text);
      await toc.last().click();
      await expect(page).toHaveURL(new RegExp(`#${lastId}$`));
      await expect(main.getByRole("heading", { name: contents.at(-1) })).toBeInViewport();
    });
  }
});
