import type { Page, Route } from "@playwright/test";
import { fontsDrawing } from "./page-checks";
import { test, expect, fontNote, holdSiteFonts, noteFonts } from "./fixtures";

/**
 * The pages in Malayalam at /ml: their language, their link to the English twin and back, the
 * alternates, the font only they load, the menus' links to pages in English only, and the search
 * in Malayalam. The per-route checks (routes, a11y, no-JavaScript, CSP) take them from data/routes.ts.
 */
const twins = [
  ["/", "/ml", "കൂട്ടുകാർക്കൊപ്പം പഠിക്കാം. ചെയ്തു വളരാം."],
  ["/about", "/ml/about", "µLearn Foundation-നെക്കുറിച്ച്"],
  ["/be-a-part/learners", "/ml/be-a-part/learners", "µLearn-നൊപ്പം പഠിക്കാം"],
  ["/be-a-part/campus", "/ml/be-a-part/campus", "µLearn ക്യാമ്പസ് ചാപ്റ്ററുകൾ"],
  ["/enablers", "/ml/enablers", "എനേബ്ലർമാർ"],
  ["/kkem", "/ml/kkem", "KKEM-നൊപ്പം µLearn"],
  ["/donation", "/ml/donation", "µLearn-നെ പിന്തുണയ്ക്കുക"],
  ["/donation/success", "/ml/donation/success", "µLearn-ന് നിങ്ങൾ നൽകിയ സംഭാവന"],
  ["/search", "/ml/search", "µLearn-ൽ തിരയുക"],
] as const;

/** The site's own font files the page requests. */
function fontRequests(page: Page) {
  const fonts: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".woff2")) fonts.push(pathname.split("/").pop()!);
  });
  return fonts;
}

const alternates = (page: Page) =>
  page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => [
        link.getAttribute("hreflang"),
        new URL(link.getAttribute("href")!).pathname,
      ]),
    );

test.describe("the Malayalam pages", () => {
  for (const [english, malayalam, heading] of twins) {
    test(`${malayalam} is in Malayalam and links ${english} both ways`, async ({ page }) => {
      // Both pages name both, the English one as the default.
      const bothWays = [
        ["en-IN", english],
        ["ml", malayalam],
        ["x-default", english],
      ];
      const response = await page.goto(malayalam);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "ml");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      expect(await alternates(page)).toEqual(bothWays);
      const toEnglish = page.getByRole("link", { name: "Read in English" });
      await expect(toEnglish).toHaveAttribute("hreflang", "en");
      await toEnglish.click();
      await expect(page).toHaveURL(english);
      await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
      expect(await alternates(page)).toEqual(bothWays);
      const toMalayalam = page.getByRole("link", { name: "മലയാളത്തിൽ വായിക്കുക" });
      await expect(toMalayalam).toHaveAttribute("hreflang", "ml");
      await toMalayalam.click();
      await expect(page).toHaveURL(malayalam);
    });
  }

  test("an English page with no twin has no language link and no alternates", async ({ page }) => {
    await page.goto("/team");
    await expect(page.getByRole("link", { name: "മലയാളത്തിൽ വായിക്കുക" })).toHaveCount(0);
    expect(await alternates(page)).toEqual([]);
  });

  test("only the Malayalam pages load the Malayalam font, after a first page, drawn from the next", async ({
    page,
  }) => {
    const fonts = fontRequests(page);
    for (const path of ["/", "/about", "/team"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(fonts.filter((file) => file.startsWith("NotoSansMalayalam"))).toEqual([]);
    await page.goto("/ml/about");
    // Fetched once the page has loaded (lib/site-fonts.ts): this page keeps the device's fonts.
    await expect.poll(() => fontNote(page)).toBe("sans ml");
    expect(fonts.filter((file) => file.startsWith("NotoSansMalayalam")).sort()).toEqual([
      expect.stringMatching(/^NotoSansMalayalam_400/),
      expect.stringMatching(/^NotoSansMalayalam_700/),
    ]);
    expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0);
    // Drawn in the site's Latin face, noted on the English pages; its Malayalam in the device's
    // (none on this machine, so Chromium names no font for it).
    expect(await fontsDrawing(page, "h1")).toEqual(["Plus Jakarta Sans (web)"]);
    // The next page is drawn in the site's faces: Malayalam has no capitals and no spaced letters.
    await page.goto("/ml/kkem");
    expect(await page.locator("html").getAttribute("data-fonts")).toBe("sans ml");
    expect(await fontsDrawing(page, "h1")).toEqual([
      "Noto Sans Malayalam (web)",
      "Plus Jakarta Sans (web)",
    ]);
    expect(
      await page
        .getByRole("heading", { level: 1 })
        .evaluate((element) => [
          getComputedStyle(element).textTransform,
          getComputedStyle(element).letterSpacing,
        ]),
    ).toEqual(["none", "normal"]);
  });

  test("a first visit is drawn in the phone's own fonts, its Malayalam ones named next", async ({
    page,
  }) => {
    // Named before any generic family: behind one, every size of Malayalam text first asked the
    // system for that family (docs/performance.md, "Malayalam words and the generic family").
    await page.goto("/ml");
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toBe(
      'system-ui, "Noto Sans Malayalam", "Nirmala UI", Kartika, "Malayalam Sangam MN", system-ui, sans-serif',
    );
  });

  test("an English page's first visit names the phone's Malayalam fonts for its language link", async ({
    page,
  }) => {
    await page.goto("/");
    const toMalayalam = page.getByRole("link", { name: "മലയാളത്തിൽ വായിക്കുക" });
    expect(await toMalayalam.evaluate((link) => getComputedStyle(link).fontFamily)).toBe(
      'system-ui, "Noto Sans Malayalam", "Nirmala UI", Kartika, "Malayalam Sangam MN", system-ui, sans-serif',
    );
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toBe(
      "system-ui, sans-serif, system-ui, sans-serif",
    );
  });

  test("at 320 px no word is cut between its letters, the headings' long words included", async ({
    page,
  }) => {
    // Drawn in the site's faces, whose letters are as wide as a phone's Noto Sans Malayalam; this
    // machine's own fonts have no Malayalam.
    await holdSiteFonts(page);
    await page.setViewportSize({ width: 320, height: 800 });
    for (const [, malayalam] of twins) {
      await page.goto(malayalam);
      await expect(page.locator("html")).toHaveAttribute("data-fonts", "sans ml");
      await page.evaluate(() => document.fonts.ready);
      // Every word of the main text drawn on two lines, as "start|end"; a break after a hyphen
      // ("KKEM-|മായി") is one a reader knows.
      const cut = await page.getByRole("main").evaluate((main) => {
        const words: string[] = [];
        const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
        const lines = (node: Text, start: number, end: number) => {
          const range = document.createRange();
          range.setStart(node, start);
          range.setEnd(node, end);
          return new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          ).size;
        };
        for (let node; (node = walker.nextNode() as Text | null);) {
          if (!node.parentElement?.getClientRects().length) continue;
          for (const match of node.data.matchAll(/\S+/g)) {
            const [start, end] = [match.index, match.index + match[0].length];
            if (lines(node, start, end) < 2) continue;
            let at = start + 1;
            while (lines(node, start, at + 1) < 2) at++;
            if (node.data[at - 1] !== "-")
              words.push(`${node.data.slice(start, at)}|${node.data.slice(at, end)}`);
          }
        }
        return words;
      });
      expect(cut, malayalam).toEqual([]);
    }
  });

  test("what a visitor types is drawn by the phone's Malayalam font; placeholders by the site's", async ({
    page,
  }) => {
    // The site's face holds only the glyphs of the site's own words (scripts/malayalam-font.mjs).
    // The families asked for where the site's faces are noted as held (lib/site-fonts.ts).
    await noteFonts(page, "sans ml");
    await page.goto("/ml/about");
    await page.getByRole("banner").getByRole("button", { name: "തിരയുക", exact: true }).click();
    const search = page
      .getByRole("dialog", { name: "സൈറ്റിൽ തിരയുക" })
      .getByRole("searchbox", { name: "µLearn-ൽ തിരയുക" });
    await search.fill("ജ്ഞാനം");
    const families = await search.evaluate((input) => ({
      typed: getComputedStyle(input).fontFamily,
      placeholder: getComputedStyle(input, "::placeholder").fontFamily,
      heading: getComputedStyle(document.querySelector("h1")!).fontFamily,
    }));
    expect(families.typed).toMatch(/^sans, "sans Fallback", "Noto Sans Malayalam", /);
    expect(families.placeholder).toMatch(
      /^sans, "sans Fallback", malayalam, "malayalam Fallback", /,
    );
    expect(families.heading).toMatch(/^sans, "sans Fallback", malayalam, "malayalam Fallback", /);
  });

  test("the menus speak Malayalam, link the twins, and mark pages in English only", async ({
    page,
  }) => {
    await page.goto("/ml/about");
    const siteMap = page.getByRole("navigation", { name: "സൈറ്റ് മാപ്പ്" });
    await expect(siteMap.getByRole("link", { name: "µLearn-നെക്കുറിച്ച്" })).toHaveAttribute(
      "href",
      "/ml/about",
    );
    const team = siteMap.getByRole("link", { name: "ടീം (ഇംഗ്ലീഷ്)" });
    await expect(team).toHaveAttribute("href", "/team");
    await expect(team).toHaveAttribute("hreflang", "en");
    // A button in the page's text to a page in English only says so too.
    const manifesto = page.getByRole("main").getByRole("link", {
      name: "ഞങ്ങളുടെ മാനിഫെസ്റ്റോ വായിക്കുക (ഇംഗ്ലീഷ്)",
    });
    await expect(manifesto).toHaveAttribute("hreflang", "en");
  });

  test("a Malayalam word typed in the search on a Malayalam page finds its page", async ({
    page,
  }) => {
    await page.goto("/ml/about");
    await page.getByRole("banner").getByRole("button", { name: "തിരയുക", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "സൈറ്റിൽ തിരയുക" });
    await dialog.getByRole("searchbox", { name: "µLearn-ൽ തിരയുക" }).fill("എനേബ്ലർമാർ");
    await expect(dialog.getByRole("status")).toHaveText(/^“എനേബ്ലർമാർ” എന്നതിന് \d+ ഫലങ്ങ?ൾ?/);
    const first = dialog.getByRole("list", { name: "ഫലങ്ങൾ" }).getByRole("link").first();
    await expect(first).toHaveAttribute("href", "/ml/enablers");
    // Every Malayalam result is a page: no kind filter to choose (English pages have five).
    await expect(dialog.getByRole("radio")).toHaveCount(0);
    // What the result is, in Malayalam too ("Page" once, on every Malayalam result).
    await expect(first).toContainText("പേജ്");
    await expect(first).not.toContainText(/page/i);
  });

  test("Enter pressed before the answer goes to the Malayalam search page, which answers it", async ({
    page,
  }) => {
    // The index waits, as on a slow connection: the answer comes only once it is let through.
    const held: Route[] = [];
    let holding = true;
    await page.route("**/pagefind/**", (route) =>
      holding ? void held.push(route) : route.continue(),
    );
    const englishSearch: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/search") englishSearch.push(request.url());
    });
    await page.goto("/ml/about");
    await page.getByRole("banner").getByRole("button", { name: "തിരയുക", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "സൈറ്റിൽ തിരയുക" });
    const box = dialog.getByRole("searchbox", { name: "µLearn-ൽ തിരയുക" });
    await box.fill("എനേബ്ലർമാർ");
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await box.press("Enter");
    await page.waitForURL(
      "/ml/search?q=%E0%B4%8E%E0%B4%A8%E0%B5%87%E0%B4%AC%E0%B5%8D%E0%B4%B2%E0%B5%BC%E0%B4%AE%E0%B4%BE%E0%B5%BC",
    );
    await expect(page.locator("html")).toHaveAttribute("lang", "ml");
    holding = false;
    for (const route of held.splice(0)) await route.continue();
    const main = page.getByRole("main");
    await expect(main.getByRole("searchbox", { name: "µLearn-ൽ തിരയുക" })).toHaveValue("എനേബ്ലർമാർ");
    await expect(main.getByRole("status")).toHaveText(/^“എനേബ്ലർമാർ” എന്നതിന് \d+ ഫലങ്ങ?ൾ?/);
    await expect(
      main.getByRole("list", { name: "ഫലങ്ങൾ" }).getByRole("link").first(),
    ).toHaveAttribute("href", "/ml/enablers");
    expect(englishSearch).toEqual([]);
  });

  test("a shared link's filter the Malayalam search lacks is dropped, not applied unseen", async ({
    page,
  }) => {
    await page.goto(
      "/ml/search?q=%E0%B4%95%E0%B5%8D%E0%B4%AF%E0%B4%BE%E0%B4%AE%E0%B5%8D%E0%B4%AA%E0%B4%B8%E0%B5%8D&kind=People",
    );
    const main = page.getByRole("main");
    await expect(main.getByRole("status")).toHaveText(/^“ക്യാമ്പസ്” എന്നതിന് \d+ ഫലങ്ങ?ൾ?/);
    await expect(page).toHaveURL(
      "/ml/search?q=%E0%B4%95%E0%B5%8D%E0%B4%AF%E0%B4%BE%E0%B4%AE%E0%B5%8D%E0%B4%AA%E0%B4%B8%E0%B5%8D",
    );
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the search's form goes to the Malayalam search page, which lists every Malayalam page", async ({
      page,
    }) => {
      await page.goto("/ml/about");
      await page.getByRole("banner").getByRole("button", { name: "തിരയുക", exact: true }).click();
      const box = page
        .getByRole("dialog", { name: "സൈറ്റിൽ തിരയുക" })
        .getByRole("searchbox", { name: "µLearn-ൽ തിരയുക" });
      await box.fill("ക്യാമ്പസ്");
      await box.press("Enter");
      await expect(page).toHaveURL(
        "/ml/search?q=%E0%B4%95%E0%B5%8D%E0%B4%AF%E0%B4%BE%E0%B4%AE%E0%B5%8D%E0%B4%AA%E0%B4%B8%E0%B5%8D",
      );
      await expect(page.locator("html")).toHaveAttribute("lang", "ml");
      const index = page.getByRole("region", { name: "മലയാളത്തിലുള്ള പേജുകൾ" });
      // Playwright's text matchers skip <noscript>; innerText is what the visitor sees.
      expect(await index.innerText()).toContain(
        "ടൈപ്പ് ചെയ്ത് തിരയാൻ JavaScript വേണം; അതില്ലാതെ, മലയാളത്തിലുള്ള എല്ലാ പേജുകളും ഇതാ.",
      );
      const links = index.getByRole("link");
      await expect(links).toHaveText([
        "µLearn Foundation ഹോം",
        "µLearn-നെക്കുറിച്ച്",
        "പഠിതാക്കൾ",
        "µLearn ക്യാമ്പസ് ചാപ്റ്ററുകൾ",
        "എനേബ്ലർമാർ: വിദ്യാർഥികൾക്കൊപ്പം പഠിക്കുന്ന അധ്യാപകർ",
        "KKEM-ഉം µLearn-ഉം",
        "സംഭാവന",
        "സൈറ്റിലെ എല്ലാ പേജുകളും (ഇംഗ്ലീഷ്)",
      ]);
      await expect(links.nth(3)).toHaveAttribute("href", "/ml/be-a-part/campus");
      await expect(links.last()).toHaveAttribute("href", "/search");
      await expect(links.last()).toHaveAttribute("hreflang", "en");
    });
  });
});
