import type { Page } from "@playwright/test";
import { test, expect, holdSiteFonts, noteFonts, signIn } from "./fixtures";
import { fontsDrawing, narrowProblems } from "./page-checks";
import { wordsFor } from "./lang-words";

/**
 * The header at the narrowest phones (WCAG 1.4.10, Reflow: no sideways scrolling at 320 CSS px):
 * every control inside the window and 40 × 40 px to tap, in light and dark, with the menu and the
 * search dialog open and closed, for a visitor and a signed-in one, with and without scripts. Its
 * row is the same on every page (routes.spec.ts checks every route's width at 320, 360 and 375
 * px); here on the home page and the not-found page, whose header was once the widest.
 */
const pages = ["/", "/ml", "/a-page-that-does-not-exist"];
const banner = (page: Page) => page.getByRole("banner");

/**
 * Waits until the page shows `mode`'s colours (a white page in light mode): with scripts they turn
 * in the frame after the switch's own, without them at once.
 */
async function untilColoursOf(page: Page, mode: string) {
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  if (mode === "light") await expect.poll(background).toBe("rgb(255, 255, 255)");
  else await expect.poll(background).not.toBe("rgb(255, 255, 255)");
}

/**
 * What does not fit in each state of the header at this width: closed, menu open, search open,
 * in light and then in dark when `bothModes` (the modes change colours, not sizes: the narrowest
 * width is checked in both).
 */
async function problemsInEveryState(page: Page, width: number, bothModes: boolean) {
  const problems: string[] = [];
  const check = async (state: string) =>
    problems.push(...(await narrowProblems(page)).map((problem) => `${state}: ${problem}`));
  const words = wordsFor(new URL(page.url()).pathname).header;
  const search = wordsFor(new URL(page.url()).pathname).search;
  const dark = banner(page).getByRole("switch", { name: words.darkMode });
  for (const mode of bothModes ? ["light", "dark"] : ["light"]) {
    if (mode === "dark") await dark.click();
    await expect(dark).toBeChecked({ checked: mode === "dark" });
    await untilColoursOf(page, mode);
    await check(`${width} px, ${mode}`);
    await banner(page).getByRole("button", { name: words.openMenu }).click();
    const menu = page.getByRole("dialog", { name: words.menuTitle });
    await expect(menu).toBeVisible();
    // The menu slides in from the right edge: measured where it comes to rest.
    await menu.evaluate((dialog) =>
      Promise.all(dialog.getAnimations().map((animation) => animation.finished)),
    );
    await check(`${width} px, ${mode}, menu open`);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: words.menuTitle })).toBeHidden();
    await banner(page).getByRole("button", { name: search.open, exact: true }).click();
    await expect(page.getByRole("dialog", { name: search.dialogTitle })).toBeVisible();
    await check(`${width} px, ${mode}, search open`);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: search.dialogTitle })).toBeHidden();
  }
  if (bothModes) {
    await dark.click();
    await untilColoursOf(page, "light");
  }
  return problems;
}

/** The header's Login or Dashboard link: its name, and whether its word shows. */
async function authLink(page: Page, name: string) {
  const link = banner(page).getByRole("link", { name, exact: true });
  await expect(link).toBeVisible();
  // The words a sighted visitor reads: text not clipped to 1 px for screen readers (sr-only).
  const text = await link.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let seen = "";
    while (walker.nextNode()) {
      const box = walker.currentNode.parentElement?.getBoundingClientRect();
      if (box && box.width > 1 && box.height > 1) seen += walker.currentNode.textContent;
    }
    return seen.trim();
  });
  return { box: await link.boundingBox(), text };
}

for (const scripts of [true, false]) {
  test.describe(scripts ? "with scripts" : "without scripts", () => {
    test.use({ javaScriptEnabled: scripts, expectedErrors: [/status of 404/] });

    // Without scripts the site cannot read the stored token: every visitor sees "Login".
    for (const signedIn of scripts ? [false, true] : [false]) {
      const who = signedIn ? "a signed-in visitor" : "a visitor";
      test(`at 320 and 360 px the header fits for ${who}: light and dark, menu and search open and closed`, async ({
        page,
      }) => {
        test.setTimeout(60_000);
        if (signedIn) await signIn(page);
        // In the site's faces, as a returning visitor's browser holds them (lib/site-fonts.ts); a
        // first visit's device font below. Without scripts, the device's font is all there is.
        if (scripts) await holdSiteFonts(page);
        for (const path of pages) {
          const { login, dashboard } = wordsFor(path).header;
          const name = signedIn ? dashboard : login;
          await page.setViewportSize({ width: 320, height: 640 });
          await page.goto(path);
          if (scripts && path === "/")
            expect(await fontsDrawing(page, "h1")).toEqual(["Plus Jakarta Sans (web)"]);
          // Narrower than its word needs, the link is a 40 px icon named by the word.
          expect(await authLink(page, name), path).toEqual({
            box: expect.objectContaining({ width: 40, height: 40 }),
            text: "",
          });
          expect.soft(await problemsInEveryState(page, 320, true), path).toEqual([]);
          await page.setViewportSize({ width: 360, height: 640 });
          // "Login" has room for its word at 360 px; the longer "Dashboard", and the Malayalam
          // words, from 400 px.
          const wordShows = !signedIn && path !== "/ml";
          expect((await authLink(page, name)).text, path).toBe(wordShows ? login : "");
          expect.soft(await problemsInEveryState(page, 360, false), path).toEqual([]);
        }
        if (signedIn) {
          await page.setViewportSize({ width: 400, height: 640 });
          expect((await authLink(page, "Dashboard")).text).toBe("Dashboard");
          expect(await narrowProblems(page)).toEqual([]);
        }
      });
    }
  });
}

test.describe("in the phone's own font", () => {
  // A first visit is drawn in the phone's own font (lib/site-fonts.ts), which is wider; so is a
  // page whose font, noted as held, came too late (`font-display: optional`). Refused here.
  test.use({ expectedErrors: [/ERR_FAILED/] });

  test("at 320 and 360 px the header fits a visitor when the site's font does not come", async ({
    page,
  }) => {
    await noteFonts(page, "sans ml");
    await page.route("**/*.woff2", (route) => route.abort());
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/");
    expect(
      await page.evaluate(
        () => [...document.fonts].filter((font) => font.status === "loaded").length,
      ),
    ).toBe(0);
    expect.soft(await problemsInEveryState(page, 320, false)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 640 });
    expect((await authLink(page, "Login")).text).toBe("Login");
    expect.soft(await problemsInEveryState(page, 360, false)).toEqual([]);
  });
});
