import { test, expect, blockAppScripts } from "./fixtures";

const appOrigin = "https://app.mulearn.org";

// None of these values exists at build time: the export holds only the "_" shell of each route.
// On the app host each value arrives as one encoded path segment.
const cases = [
  {
    path: "/profile/",
    kind: "profile",
    value: "learner-7f3a9c@mulearn",
    onApp: "/profile/learner-7f3a9c%40mulearn",
  },
  {
    path: "/profile/",
    kind: "profile",
    value: "<img src=x onerror=alert(1)>",
    onApp: "/profile/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E",
  },
  {
    path: "/profile/",
    kind: "profile",
    value: "x".repeat(1500),
    onApp: `/profile/${"x".repeat(1500)}`,
  },
];

test.describe(
  "dynamic routes hand any value, never seen at build time, to the app host",
  { tag: "@hosting" },
  () => {
    for (const { path, kind, value, onApp } of cases) {
      test(`${kind} with a ${value.length}-character value`, async ({ page }) => {
        await page.route(`${appOrigin}/**`, (route) =>
          route.fulfill({ contentType: "text/html", body: "<title>app</title>" }),
        );
        const response = await page.goto(path + encodeURIComponent(value), { waitUntil: "commit" });
        expect(response?.status()).toBe(200);
        await page.waitForURL((url) => url.origin === appOrigin);
        expect(new URL(page.url()).pathname).toBe(onApp);
      });
    }

    test("the shell itself explains itself and links to the app", async ({ page }) => {
      await page.goto("/profile/_");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Opening a µLearn profile");
      await expect(page.getByRole("status")).toContainText("not complete");
      await expect(page.getByRole("link", { name: "Open the µLearn app" })).toHaveAttribute(
        "href",
        "https://app.mulearn.org",
      );
    });
  },
);

test("the hand-off says what is happening and keeps a link when the app host does not open", async ({
  page,
}) => {
  const token = "tok-<b>never-shown<b>";
  const target = "https://app.mulearn.org/profile/tok-%3Cb%3Enever-shown%3Cb%3E";
  // The app host answers 204 No Content (fixtures.ts), so the browser stays on the hand-off page.
  const redirect = page.waitForRequest(target);
  await page.goto(`/profile/${encodeURIComponent(token)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Opening a µLearn profile");
  await expect(page.getByRole("status")).toHaveText(/Taking you there now/);
  await expect(
    page.getByRole("link", { name: "Open the profile on the µLearn app" }),
  ).toHaveAttribute("href", target);
  await expect(page.locator("body")).not.toContainText("never-shown");
  expect(
    await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage })),
  ).not.toContain("tok-");
  expect((await redirect).isNavigationRequest()).toBe(true);
});

test("an id too long to be one gets the 'not complete' message and the app's address", async ({
  page,
}) => {
  await page.goto(`/profile/${"t".repeat(3000)}`);
  await expect(page.getByRole("status")).toContainText("This profile link is not complete.");
  await expect(page.getByRole("link", { name: "Open the µLearn app" })).toHaveAttribute(
    "href",
    "https://app.mulearn.org",
  );
  await expect(page).toHaveURL(/\/profile\/t+$/);
});

test.describe("values that are not one path segment", () => {
  // Chromium logs the 404 status of the document itself.
  test.use({ expectedErrors: [/status of 404/] });

  test("an id with an encoded slash is not a profile: the not-found page, status 404", async ({
    page,
  }) => {
    const response = await page.goto("/profile/" + encodeURIComponent("<script>x</script>"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Uh, oh! You've lost in space.",
    );
    await expect(page.locator("body")).not.toContainText("<script>");
  });
});

test.describe("the hand-off shell's value", () => {
  const value = "learner-7f3a9c@mulearn";
  const target = "https://app.mulearn.org/profile/learner-7f3a9c%40mulearn";

  test.describe("with the app's scripts blocked", () => {
    test.use({ expectedErrors: [/Failed to load resource: net::ERR_FAILED/] });

    test("stays in the link to the app", async ({ page }) => {
      await blockAppScripts(page);
      await page.goto(`/profile/${encodeURIComponent(value)}`);
      await expect(
        page.getByRole("link", { name: "Open the profile on the µLearn app" }),
      ).toHaveAttribute("href", target);
    });
  });

  test("is sent as a Referer by no request after the page states its policy", async ({
    page,
    request,
  }) => {
    const path = `/profile/${encodeURIComponent(value)}`;
    // What the head asks for before its referrer meta goes out with the page's own policy: only a
    // Referrer-Policy header on the response covers those (hosting, docs/deploy.md).
    const html = await (await request.get(path)).text();
    const early = html.slice(0, html.indexOf('<meta name="referrer" content="no-referrer"/>'));
    expect(early.length).toBeLessThan(html.length);
    const leaks: string[] = [];
    page.on("request", (sent) => {
      const { pathname } = new URL(sent.url());
      const referer = sent.headers()["referer"] ?? "";
      if (referer.includes("learner-7f3a9c") && !early.includes(pathname)) leaks.push(sent.url());
    });
    const visit = page.waitForRequest(target);
    await page.goto(path);
    expect((await visit).headers()["referer"]).toBeUndefined();
    await page.waitForLoadState("networkidle");
    expect(leaks).toEqual([]);
    await expect(
      page.getByRole("link", { name: "Open the profile on the µLearn app" }),
    ).toHaveAttribute("referrerpolicy", "no-referrer");
  });
});
