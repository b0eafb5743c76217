import type { Page } from "@playwright/test";
import { test, expect, blockAppScripts, fontNote } from "./fixtures";
import { fontsDrawing, shiftsOf, watchPage } from "./page-checks";

/**
 * What the first frame waits for: the HTML only. The stylesheet comes inside the HTML (what the
 * page can use of it), and the framework's scripts are requested after the browser reports its
 * first paint (scripts/first-paint.mjs); the whole stylesheet, for the pages a visitor may go on
 * to, once the page has hydrated; the site's font, for the pages after it, once it has loaded
 * (lib/site-fonts.ts).
 */
test.describe("first paint @hosting", () => {
  for (const path of ["/", "/team/2022", "/donation"]) {
    test(`${path}: no stylesheet request, scripts only after the first paint, then hydrated`, async ({
      page,
    }) => {
      const requested: string[] = [];
      page.on("request", (request) => requested.push(new URL(request.url()).pathname));
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.documentElement.hasAttribute("data-hydrated")) return;
          observer.disconnect();
          (window as Window & { __hydratedAt?: number }).__hydratedAt = performance.now();
        }).observe(document, { subtree: true, attributeFilter: ["data-hydrated"] });
      });
      await page.goto(path);

      // Hydrated: React has added the real chunk tags (HydrationMark marks <html>).
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", /.*/);
      // Then the whole stylesheet, and no sooner.
      const stylesheets = () =>
        page.evaluate(() => ({
          hydrated: (window as Window & { __hydratedAt?: number }).__hydratedAt ?? -1,
          starts: performance
            .getEntriesByType("resource")
            .filter((entry) => new URL(entry.name).pathname.endsWith(".css"))
            .map((entry) => entry.startTime),
        }));
      await expect.poll(async () => (await stylesheets()).starts.length).toBe(1);
      const { hydrated, starts } = await stylesheets();
      expect(hydrated).toBeGreaterThan(0);
      expect(starts[0]).toBeGreaterThanOrEqual(hydrated);

      const timing = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1,
        chunks: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
        inertTags: document.querySelectorAll('script[type="text/x-after-paint"]').length,
      }));
      expect(requested.filter((pathname) => pathname.endsWith(".css"))).toHaveLength(1);
      expect(timing.firstPaint).toBeGreaterThan(0);
      expect(timing.inertTags).toBeGreaterThan(3);
      expect(timing.chunks.length).toBeGreaterThanOrEqual(timing.inertTags);
      for (const chunk of timing.chunks) {
        expect(
          chunk.start,
          `${chunk.path} requested before the first paint`,
        ).toBeGreaterThanOrEqual(timing.firstPaint);
      }
    });
  }

  test("the scripts a page starts with carry V8's compile hint; a chunk it loads later does not", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const bodies = new Map<string, Promise<string>>();
    page.on("response", (response) => {
      const pathname = new URL(response.url()).pathname;
      if (/^\/_next\/static\/chunks\/.+\.js$/.test(pathname)) bodies.set(pathname, response.text());
    });
    await page.goto("/campus-logo-generator");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", /.*/);
    const startup = await page
      .locator('script[type="text/x-after-paint"]')
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute("src") ?? ""));
    expect(startup.length).toBeGreaterThan(3);
    for (const src of startup) {
      expect(bodies.has(src), `${src} loaded`).toBe(true);
      expect((await bodies.get(src))!.startsWith("//# allFunctionsCalledOnLoad\n"), src).toBe(true);
    }

    // The logo tool's drawing code is a chunk of its own, loaded on the first touch of the tool:
    // V8 compiles it lazily.
    const before = new Set(bodies.keys());
    // A code drawn in the preview: the drawing code, its artwork and glyph table have all arrived.
    await page.getByRole("textbox", { name: "Campus code" }).fill("CET");
    await expect(page.getByRole("img", { name: /logo for CET$/ }).first()).toBeVisible();
    const later = [...bodies.keys()].filter((src) => !before.has(src));
    expect(later.length).toBeGreaterThan(0);
    for (const src of later) {
      expect((await bodies.get(src))!.startsWith("//# allFunctionsCalledOnLoad"), src).toBe(false);
    }
  });

  test("/: the partner logos, none the largest paint, are requested once it is shown", async ({
    page,
  }) => {
    await page.goto("/");
    const logos = page.getByRole("main").locator('img[src^="/images/partners/"]');
    // Every logo gets its src back and loads; the copies for no JavaScript are gone.
    await expect(page.locator("img[data-after-paint-src]")).toHaveCount(0);
    await expect(page.getByRole("main").locator("noscript")).toHaveCount(0);
    await logos.last().scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        logos.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth > 0)),
      )
      .toEqual(Array(6).fill(true));

    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1,
      logos: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.startsWith("/images/partners/"))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(timing.firstPaint).toBeGreaterThan(0);
    expect(timing.logos).toHaveLength(6);
    for (const logo of timing.logos) {
      expect(logo.start, `${logo.path} requested before the first paint`).toBeGreaterThanOrEqual(
        timing.firstPaint,
      );
    }
  });

  /** Fulfils the calendar's frame with a stand-in page, and records when <html data-hydrated> came. */
  async function calendarStandIn(page: Page) {
    await page.route("https://embed.styledcalendar.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<h1>Calendar</h1>" }),
    );
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute("data-hydrated")) return;
        observer.disconnect();
        document.documentElement.dataset.hydratedAt = String(performance.now());
      }).observe(document, { subtree: true, attributeFilter: ["data-hydrated"] });
    });
  }

  /** When the first paint came, the frame's request started, and the page hydrated (or -1). */
  const frameTiming = (page: Page) =>
    page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1,
      frame:
        performance
          .getEntriesByType("resource")
          .find((entry) => entry.name.startsWith("https://embed.styledcalendar.com/"))?.startTime ??
        -1,
      hydrated: Number(document.documentElement.dataset.hydratedAt ?? -1),
    }));

  test("a third-party frame is requested only once the page has hydrated, then shown", async ({
    page,
  }) => {
    await calendarStandIn(page);
    await page.goto("/events/calendar");
    const frame = page.getByTitle("The µLearn events calendar");
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute(
      "src",
      "https://embed.styledcalendar.com/#hew26NgCmtLDa4E2BeTK",
    );
    await expect(page.frameLocator("iframe").getByRole("heading")).toHaveText("Calendar");
    const timing = await frameTiming(page);
    expect(timing.firstPaint).toBeGreaterThan(0);
    expect(timing.hydrated).toBeGreaterThan(timing.firstPaint);
    expect(timing.frame).toBeGreaterThanOrEqual(timing.hydrated);
  });

  test.describe("when the page's scripts fail", () => {
    test.use({ expectedErrors: [/Failed to load resource: net::ERR_FAILED/] });

    test("the frame still loads", async ({ page }) => {
      await calendarStandIn(page);
      await blockAppScripts(page);
      await page.goto("/events/calendar");
      await expect(page.frameLocator("iframe").getByRole("heading")).toHaveText("Calendar", {
        timeout: 10_000,
      });
      const timing = await frameTiming(page);
      expect(timing.hydrated).toBe(-1);
      // Five seconds after the paint at the latest (scripts/first-paint.mjs).
      expect(timing.frame - timing.firstPaint).toBeGreaterThanOrEqual(4_900);
    });
  });

  for (const path of ["/events", "/ml"]) {
    test(`${path}: the favicon comes with the page, not from the network`, async ({ page }) => {
      await expectIconInPage(page, path);
    });
  }

  test.describe("the not-found page", () => {
    // Chromium logs the page's 404 status.
    test.use({ expectedErrors: [/status of 404/] });
    test("its favicon comes with the page, not from the network", async ({ page }) => {
      await expectIconInPage(page, "/no-such-page");
    });
  });

  test("a first visit is drawn in the device's font, fetches the site's after its load, and the next page is drawn in it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await watchPage(page);
    await page.goto("/contact");
    // Noted once the page has loaded and the browser was idle (lib/site-fonts.ts).
    await expect.poll(() => fontNote(page)).toBe("sans");
    const first = await page.evaluate(() => ({
      attribute: document.documentElement.getAttribute("data-fonts"),
      body: getComputedStyle(document.body).fontFamily,
      loadEnd: performance.getEntriesByType("navigation")[0]!.toJSON().loadEventEnd as number,
      fonts: performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".woff2"))
        .map((entry) => ({ file: entry.name.split("/").pop()!, start: entry.startTime })),
    }));
    expect(first.attribute).toBeNull();
    expect(first.body).toBe("system-ui, sans-serif, system-ui, sans-serif");
    // This machine's system-ui: the site's font is not asked for on this page.
    expect(await fontsDrawing(page, "h1")).toEqual(["DejaVu Sans"]);
    expect(first.fonts).toEqual([
      { file: expect.stringMatching(/^PlusJakartaSans_site/), start: expect.any(Number) },
    ]);
    expect(first.fonts[0]!.start).toBeGreaterThanOrEqual(first.loadEnd);
    // The page kept the device's font: nothing moved when the site's arrived.
    expect(await shiftsOf(page)).toEqual([]);

    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Founder's message", exact: true })
      .click();
    await expect(page).toHaveURL(/\/founders-message$/);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", /.*/);
    expect(
      await page.evaluate(() => ({
        attribute: document.documentElement.getAttribute("data-fonts"),
        heading: getComputedStyle(document.querySelector("h1")!).fontFamily,
      })),
    ).toEqual({ attribute: "sans", heading: 'sans, "sans Fallback", system-ui, sans-serif' });
    expect(await fontsDrawing(page, "h1")).toEqual(["Plus Jakarta Sans (web)"]);
    expect(await shiftsOf(page)).toEqual([]);
  });

  test("a visitor saving data is never sent the site's font", async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, "connection", { value: { saveData: true } }),
    );
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".woff2")) fonts.push(request.url());
    });
    await page.goto("/contact");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", /.*/);
    // Past the load event and two of the browser's idle moments: where the font would be fetched.
    await page.evaluate(async () => {
      if (document.readyState !== "complete")
        await new Promise((resolve) => addEventListener("load", resolve, { once: true }));
      for (let round = 0; round < 2; round += 1)
        await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 }));
    });
    expect(fonts).toEqual([]);
    expect(await fontNote(page)).toBeNull();
  });

  test("a link inside the site loads its page as a document, styled by its own stylesheet", async ({
    page,
  }) => {
    await page.goto("/");
    // The home page has no bulleted list, so the stylesheet in its HTML has no rule for one.
    expect(await page.locator("style[data-inlined]").textContent()).not.toContain(".list-disc");
    await expect(page.locator('link[rel="stylesheet"]')).not.toHaveAttribute("disabled");
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.frame() === page.mainFrame() && request.isNavigationRequest())
        documents.push(new URL(request.url()).pathname);
    });
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Founder's message", exact: true })
      .click();
    await expect(page).toHaveURL(/\/founders-message$/);
    await expect(page.getByRole("main").locator("ul").first()).toHaveCSS("list-style-type", "disc");
    // The browser loaded the page itself (its own policy, first paint and stylesheet), no script
    // stood in between.
    expect(documents).toEqual(["/founders-message"]);
    expect(await page.locator("style[data-inlined]").textContent()).toContain(".list-disc");
  });

  /** The framework's payload (the Server Component data React hydrates from): inline scripts of the HTML. */
  const payloadOf = (page: Page) =>
    page.evaluate(() =>
      [...document.scripts]
        .map((script) => script.text)
        .filter((text) => text.includes("self.__next_f"))
        .join(""),
    );

  test("the footer's facts, its forms and a page's heading and text sections are in the HTML once, kept after hydration", async ({
    page,
  }) => {
    await page.goto("/about");
    // The payload lacks them...
    const payload = await payloadOf(page);
    expect(payload).toContain("About µLearn");
    for (const shown of [
      "We are a non-profit community that started in Kerala",
      "Technopark Phase 1",
      "I agree to subscribe to the µPulse Newsletter",
      "What we believe",
      "Skills come from building things",
      "/founders-message",
    ])
      expect(payload).not.toContain(shown);
    // ...and the hydrated page still shows them, as the server drew them.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About µLearn Foundation");
    await expect(
      page.getByText(/^We are a non-profit community that started in Kerala/),
    ).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(/Technopark Phase 1/)).toBeVisible();
    await expect(
      footer.getByRole("navigation", { name: "Site map" }).getByRole("link", { name: "Careers" }),
    ).toHaveAttribute("href", "/careers");
    const believe = page.getByRole("region", { name: "What we believe" });
    await expect(believe.getByRole("heading", { name: "Learn by doing" })).toBeVisible();
    await expect(believe).toContainText("Skills come from building things");
    const email = footer.getByRole("textbox", { name: "Email" });
    await email.fill("asha@example.org");
    await page.getByRole("banner").getByRole("switch", { name: "Dark mode" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(email).toHaveValue("asha@example.org");
  });

  test("a legal page's heading and document are in the HTML once, and its contents lead to its sections", async ({
    page,
  }) => {
    await page.goto("/termsandconditions");
    const payload = await payloadOf(page);
    expect(payload).toContain("Terms of services");
    expect(payload).not.toContain("bullying or harassment of any member");
    expect(payload).not.toContain("These terms apply when you use this website");
    await page
      .getByRole("navigation", { name: "Contents" })
      .getByRole("link", { name: /Termination/ })
      .click();
    await expect(page).toHaveURL(/#termination$/);
    const termination = page.getByRole("region", { name: /Termination/ });
    await expect(termination).toBeInViewport();
    await expect(termination.getByRole("listitem").first()).toHaveText(
      "bullying or harassment of any member;",
    );
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the page is styled from the HTML alone", async ({ page }) => {
      const requested: string[] = [];
      page.on("request", (request) => requested.push(new URL(request.url()).pathname));
      await page.goto("/");
      // Tailwind's preflight and the header's own utilities apply without the stylesheet file.
      await expect(page.locator("body")).toHaveCSS("margin", "0px");
      await expect(page.getByRole("banner")).toHaveCSS("position", "sticky");
      expect(requested.filter((pathname) => pathname.endsWith(".css"))).toEqual([]);
    });

    test("the pictures that wait for the first paint show at once", async ({ page }) => {
      await page.goto("/");
      // The page's own copies for browsers without JavaScript, and the empty pictures hidden.
      const logos = page.getByRole("main").locator('img[src^="/images/partners/"]');
      await expect(logos).toHaveCount(6);
      await expect(page.locator("img[data-after-paint-src]").filter({ visible: true })).toHaveCount(
        0,
      );
      await expect
        .poll(() =>
          logos.evaluateAll((imgs) =>
            imgs.map((img) => (img as HTMLImageElement).naturalWidth > 0),
          ),
        )
        .toEqual(Array(6).fill(true));
      // Each copy is laid out where its picture would be, at the logo's own size: its <noscript>
      // is no box of its own, which a row beside a two-line name squeezed (KKEM, IEEE, SunTec).
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        expect(
          await logos.evaluateAll((imgs) =>
            imgs.map((img) => {
              const { width, height } = img.getBoundingClientRect();
              return `${width}x${height}`;
            }),
          ),
        ).toEqual(Array(6).fill("40x40"));
      }
    });

    test("a third-party frame loads at once", async ({ page }) => {
      await page.route("https://embed.styledcalendar.com/**", (route) =>
        route.fulfill({ contentType: "text/html", body: "<h1>Calendar</h1>" }),
      );
      await page.goto("/events/calendar");
      // The page's own copy of the frame for browsers without JavaScript, and the empty one hidden.
      const frames = page.getByTitle("The µLearn events calendar");
      await expect(frames.filter({ visible: true })).toHaveCount(1);
      await expect(frames.filter({ visible: true })).toHaveAttribute(
        "src",
        "https://embed.styledcalendar.com/#hew26NgCmtLDa4E2BeTK",
      );
      await expect(page.frameLocator("iframe[src]").getByRole("heading")).toHaveText("Calendar");
    });
  });
});

/**
 * The page's icon is a data: URL in its head, and the browser asks the network for no icon: not
 * at the load event, when Chromium looks for one, nor once the page has hydrated (React adds a
 * head link its payload names and the HTML lacks). A data: icon the page's policy refused would be
 * a console error, which fails the test.
 */
async function expectIconInPage(page: Page, path: string) {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", /.*/);
  await expect(page.locator('link[rel="icon"]')).toHaveCount(1);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
    "href",
    /^data:image\/svg\+xml,%3Csvg xmlns='http:\/\/www\.w3\.org\/2000\/svg'/,
  );
  // Chromium asks at the load event; by the time the network is quiet, any icon was asked for.
  await page.waitForLoadState("networkidle");
  expect(requested.filter((pathname) => /icon|favicon/.test(pathname))).toEqual([]);
}
