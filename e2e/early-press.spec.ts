import http from "node:http";
import type { AddressInfo } from "node:net";
import { test as base, expect } from "./fixtures";

/** The marker the first paint waits for (components/sections/PageHeader.tsx). */
const LEAD_END = '<span id="lead-end" hidden=""></span>';

/**
 * Serves the site through a proxy that sends one page's HTML up to the end of its lead and holds
 * the rest back until `release()`, as a slow connection does with a long page: the header and
 * lead are painted, and the menus that come after the page have not arrived.
 */
async function holdPageAfterLead(baseURL: string, path: string) {
  const page = await (await fetch(new URL(path, baseURL))).text();
  expect(page, `${path} has the marker after its lead`).toContain(LEAD_END);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url!, baseURL), { redirect: "manual" });
    const headers = Object.fromEntries(
      [...upstream.headers].filter(
        ([name]) => !["content-encoding", "content-length", "transfer-encoding"].includes(name),
      ),
    );
    const body = Buffer.from(await upstream.arrayBuffer());
    response.writeHead(upstream.status, headers);
    if (request.url !== path) {
      response.end(body);
      return;
    }
    const html = body.toString("utf8");
    const cut = html.indexOf(LEAD_END) + LEAD_END.length;
    response.write(html.slice(0, cut));
    await released;
    response.end(html.slice(cut));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => {
    release();
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { url: `${origin}${path}`, release, close };
}

/**
 * `openTeam(width)` opens /team at that width with its HTML held back after the lead (above), and
 * returns what lets the rest through.
 */
const test = base.extend<{ openTeam: (width: number) => Promise<{ release: () => void }> }>({
  openTeam: async ({ page, baseURL }, use) => {
    const site = await holdPageAfterLead(baseURL!, "/team");
    await use(async (width) => {
      await page.setViewportSize({ width, height: 823 });
      await page.goto(site.url, { waitUntil: "commit" });
      return site;
    });
    await site.close();
  },
});

test.describe("a press on a header button whose menu has not arrived yet", () => {
  test("the hamburger's tap opens the menu as soon as its HTML arrives, focus inside", async ({
    page,
    openTeam,
  }) => {
    const site = await openTeam(412);
    const hamburger = page.getByRole("button", { name: "Open menu" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("#site-menu")).toHaveCount(0);
    await hamburger.click();
    // Nothing to open yet: the press is kept, not lost.
    await expect(page.getByRole("dialog")).toHaveCount(0);

    site.release();
    const menu = page.getByRole("dialog", { name: "Site menu" });
    await expect(menu).toBeVisible();
    // Opened once whole: its last entries are there.
    await expect(menu.getByRole("link", { name: "Contact us" })).toBeAttached();
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test("of two early presses, the later one is carried out", async ({ page, openTeam }) => {
    const site = await openTeam(412);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("button", { name: "Open menu" }).click();
    site.release();
    await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Search the site" })).toBeHidden();
  });

  test("a desktop menu group's click opens its submenu as soon as the submenu arrives", async ({
    page,
    openTeam,
  }) => {
    const site = await openTeam(1280);
    const about = page.getByRole("navigation", { name: "Main" }).getByRole("button", {
      name: "About",
    });
    await expect(about).toBeVisible();
    await about.click();
    await expect(page.getByRole("navigation", { name: "About" })).toHaveCount(0);

    site.release();
    await expect(
      page.getByRole("navigation", { name: "About" }).getByRole("link", {
        name: "Community partners",
      }),
    ).toBeVisible();
  });
});
