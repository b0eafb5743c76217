import http from "node:http";
import type { AddressInfo } from "node:net";
import { test, expect } from "./fixtures";

/** The marker the first paint waits for (components/sections/PageHeader.tsx). */
const LEAD_END = '<span id="lead-end" hidden=""></span>';

/**
 * Serves the site through a proxy that sends one page's HTML up to the end of its lead and holds
 * the rest back until `release()`, as a slow connection does with a long page: the header and
 * lead are painted, and the menus that come after the page have not arrived.
 */
async function holdPageAfterLead(baseURL: string, path: string) {
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
    expect(cut, `${path} has the lead's end marker`).toBeGreaterThan(LEAD_END.length);
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

test.describe("a press on a header button whose menu has not arrived yet", () => {
  test("the hamburger's tap opens the menu as soon as its HTML arrives, focus inside", async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const site = await holdPageAfterLead(baseURL!, "/team");
    try {
      await page.goto(site.url, { waitUntil: "commit" });
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
    } finally {
      await site.close();
    }
  });

  test("of two early presses, the later one is carried out", async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const site = await holdPageAfterLead(baseURL!, "/team");
    try {
      await page.goto(site.url, { waitUntil: "commit" });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.getByRole("button", { name: "Search" }).click();
      await page.getByRole("button", { name: "Open menu" }).click();
      site.release();
      await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible();
      await expect(page.getByRole("dialog", { name: "Search the site" })).toBeHidden();
    } finally {
      await site.close();
    }
  });

  test("a desktop menu group's click opens its submenu as soon as the submenu arrives", async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const site = await holdPageAfterLead(baseURL!, "/team");
    try {
      await page.goto(site.url, { waitUntil: "commit" });
      const about = page
        .getByRole("navigation", { name: "Main" })
        .getByRole("button", { name: "About" });
      await expect(about).toBeVisible();
      await about.click();
      await expect(page.getByRole("navigation", { name: "About" })).toHaveCount(0);

      site.release();
      await expect(
        page.getByRole("navigation", { name: "About" }).getByRole("link", {
          name: "Community partners",
        }),
      ).toBeVisible();
    } finally {
      await site.close();
    }
  });
});
