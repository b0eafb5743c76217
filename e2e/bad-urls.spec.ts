import { connect } from "node:net";
import { test, expect } from "./fixtures";

const notFound = "Uh, oh! You've lost in space.";

test.describe("bad URLs get the not-found page or the right hand-off, never an error or an echo", () => {
  test.use({ expectedErrors: [/status of 404/] });
  // The status the browser ends on (after any redirect), case by case.
  const bad: [path: string, status: number][] = [
    ["/%2e%2e/%2e%2e/etc/passwd", 404],
    ["/..%2f..%2fetc%2fpasswd", 404],
    ["/team/%3Cscript%3Ealert(1)%3C%2Fscript%3E", 404],
    [`/${"a".repeat(3000)}`, 404],
    ["/about/%00", 404],
    ["/%E0%A4%A", 404],
    ["/team/2021", 404],
    // Redirected to /profile, which is no page: only /profile/<id> is.
    ["/profile/", 404],
    ["/kkem/authorization", 404],
    ["/about.html/extra", 404],
    ["/%252e%252e/hosting/serve.json", 404],
  ];
  // One tab visits them all; each check names its address.
  test(`${bad.length} bad addresses each end on the not-found page with their status`, async ({
    page,
  }) => {
    // Eleven loads of the not-found page: a page's budget each, as the other batched visits have.
    test.setTimeout(bad.length * 8_000);
    for (const [path, status] of bad) {
      const name = path.slice(0, 60);
      const response = await page.goto(path);
      expect.soft(response?.status(), name).toBe(status);
      const body = await page.locator("body").innerText();
      expect.soft(body, name).not.toContain("Unexpected Application Error");
      expect.soft(body, name).not.toMatch(/<script|alert\(1\)|passwd|serve\.json/);
      await expect.soft(page.getByRole("heading", { level: 1 }), name).toHaveText(notFound);
    }
  });

  test("hostile query strings are ignored and never echoed", async ({ page }) => {
    for (const query of [
      "?year=%3Cscript%3Ealert(1)%3C/script%3E",
      "?year=../../etc",
      `?q=${"x".repeat(4000)}`,
      "?__proto__[polluted]=1",
      "?constructor[prototype][polluted]=1",
    ]) {
      const response = await page.goto(`/team${query}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(/\/team\?/);
      await expect(page.getByRole("button", { name: /Team of the year/ })).toContainText("2025");
      const html = await page.content();
      expect(html).not.toContain("alert(1)");
      expect(html).not.toContain("x".repeat(100));
      // Asked inside the page: a fresh object there has no "polluted" property, own or inherited.
      expect(await page.evaluate(() => "polluted" in {}), query).toBe(false);
    }
  });
});

/** Sends `path` exactly as written, over a socket: browsers and fetch resolve ".." before sending. */
function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("end", () => {
      const [head = "", ...rest] = answer.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), body: rest.join("\r\n\r\n") });
    });
    socket.on("error", reject);
  });
}

test.describe("path traversal, sent raw", () => {
  for (const path of [
    "/../package.json",
    "/../../etc/passwd",
    "/events/weekly/../../secret",
    "/_next/static/../../package.json",
    "/_next/../package.json",
    "/profile/../package.json",
    "/%2e%2e/package.json",
  ]) {
    test(`${path} is 404 and reads nothing outside the export`, async ({ baseURL }) => {
      const { status, body } = await rawGet(Number(new URL(baseURL!).port), path);
      expect(status).toBe(404);
      expect(body).not.toContain("mulearn-site");
      expect(body).not.toMatch(/root:.*:0:0:/);
    });
  }
});
