import type { Page, Route, WebSocketRoute } from "@playwright/test";
import { test, expect, chooseColourMode } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { twoFrames } from "./page-checks";

/**
 * The community's figures read live: a fake of the backend's landing-stats socket and its REST
 * twin, as the backend sends them (docs/live-data.md): JSON text frames, the full state on
 * connect, then partial pushes; zero-count org types left out; the envelope; Django's HTML 500.
 */
const socketUrl = "wss://mulearn.org/ws/v1/public/landing-stats/";
const restUrl = "https://mulearn.org/api/v1/public/global-count/";

/** The socket's first frame (invented counts, as in the contract's example). */
const fullState = {
  members: 68000,
  org_type_counts: [
    { org_type: "College", org_count: 520 },
    { org_type: "Company", org_count: 410 },
  ],
  enablers_mentors_count: [
    { role__title: "Mentor", role_count: 300 },
    { role__title: "Enabler", role_count: 900 },
  ],
  ig_count: 34,
  learning_circle_count: 1500,
  karma_pow_count: { karma_count: 123456789, pow_count: 250000 },
};

/** Crore-sized counts, the longest a card must hold. */
const croreState = {
  ...fullState,
  members: 123456789,
  ig_count: 987654321,
  learning_circle_count: 9999999999 - 1,
};

/** The pages that show live figures, each with one of them. */
const livePages = [
  { path: "/", label: "Community members", published: "60,000+" },
  { path: "/be-a-part/company", label: "Learners in the µLearn ecosystem", published: "59,000+" },
  { path: "/learning-circle", label: "Learning circles", published: "2500+" },
];

/** A figure's card by its label: its value and the line under it. */
function figure(page: Page, label: string) {
  const card = page
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("..");
  const values = card.getByRole("definition");
  return { card, value: values.first(), note: values.nth(1) };
}

/** Fakes the socket; `connected` resolves to the server side once the page has connected. */
async function fakeSocket(page: Page, onConnect: (server: WebSocketRoute) => void = () => {}) {
  let connected: (server: WebSocketRoute) => void = () => {};
  const server = new Promise<WebSocketRoute>((resolve) => (connected = resolve));
  await page.routeWebSocket(socketUrl, (ws) => {
    onConnect(ws);
    connected(ws);
  });
  return { connected: server };
}

const send = (server: WebSocketRoute, frame: unknown) => server.send(JSON.stringify(frame));

const answer = (route: Route, status: number, contentType: string, body: string) =>
  route.fulfill({
    status,
    contentType,
    headers: { "Access-Control-Allow-Origin": "*" },
    body,
  });

/** The layout shifts the page has seen since `startCounting`. */
const startCounting = (page: Page) =>
  page.evaluate(() => {
    const counted = window as unknown as { shift: number };
    counted.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        counted.shift += (entry as unknown as { value: number }).value;
    }).observe({ type: "layout-shift" });
  });
/** The shift counted so far, two frames on: a shift is reported after the frame that made it. */
async function shiftSoFar(page: Page) {
  await twoFrames(page);
  return page.evaluate(() => (window as unknown as { shift: number }).shift);
}

test.describe("live figures", () => {
  for (const { path, label, published } of livePages) {
    test(`${path}: "${label}" shows ${published} until the socket's full state replaces it`, async ({
      page,
    }) => {
      const { connected } = await fakeSocket(page);
      await page.goto(path);
      const { value, note } = figure(page, label);
      await expect(value).toHaveText(published);
      await expect(note).toHaveText("Published figure", { useInnerText: true });
      send(await connected, fullState);
      await expect(value).toHaveText(label === "Learning circles" ? "1,500" : "68,000");
      await expect(note).toHaveText("Live count", { useInnerText: true });
    });
  }

  test("later frames merge into the figures: what a frame leaves out stays", async ({ page }) => {
    const { connected } = await fakeSocket(page, (ws) => send(ws, fullState));
    await page.goto("/learning-circle");
    await expect(figure(page, "Learning circles").value).toHaveText("1,500");
    await expect(figure(page, "Interest groups").value).toHaveText("34");

    send(await connected, { learning_circle_count: 1501 });
    await expect(figure(page, "Learning circles").value).toHaveText("1,501");
    await expect(figure(page, "Interest groups").value).toHaveText("34");

    send(await connected, { ig_count: 35, members: "lots", learning_circle_count: -3 });
    await expect(figure(page, "Interest groups").value).toHaveText("35");
    await expect(figure(page, "Learning circles").value).toHaveText("1,501");
    // Figures the backend does not count stay as published.
    await expect(figure(page, "Campuses").value).toHaveText("500+");
    await expect(figure(page, "Districts").value).toHaveText("16");
  });

  test("when the socket fails, the REST fallback's figures are shown", async ({ page }) => {
    await fakeSocket(page, (ws) => ws.close({ code: 1011 }));
    const asked: string[] = [];
    await page.route(restUrl, (route) => {
      asked.push(`${route.request().method()} ${route.request().url()}`);
      return answer(
        route,
        200,
        "application/json",
        JSON.stringify({
          hasError: false,
          statusCode: 200,
          message: { general: [] },
          response: {
            members: 68000,
            org_type_counts: fullState.org_type_counts,
            enablers_mentors_count: fullState.enablers_mentors_count,
            ig_count: 34,
            learning_circle_count: 1500,
          },
        }),
      );
    });
    await page.goto("/");
    await expect(figure(page, "Community members").value).toHaveText("68,000");
    await expect(figure(page, "Community members").note).toHaveText("Live count", {
      useInnerText: true,
    });
    expect(asked).toEqual([`GET ${restUrl}`]);
  });

  test.describe("with the backend down", () => {
    test.use({ expectedErrors: [/Failed to load resource/] });
    const failures: [string, (route: Route) => Promise<void>][] = [
      [
        "Django's HTML 500",
        (route) =>
          answer(route, 500, "text/html", "<!doctype html><title>Server Error (500)</title>"),
      ],
      [
        "a 403",
        (route) => answer(route, 403, "application/json", '{"detail":"Invalid token header"}'),
      ],
      [
        "a malformed answer",
        (route) =>
          answer(
            route,
            200,
            "application/json",
            '{"hasError":false,"statusCode":200,"message":{"general":[]},"response":{"members":"lots"}}',
          ),
      ],
      ["no network", (route) => route.abort("internetdisconnected")],
    ];
    for (const [what, fail] of failures) {
      test(`(socket refused, REST ${what}) the published figure stays with its source`, async ({
        page,
      }) => {
        await fakeSocket(page, (ws) => ws.close({ code: 1011 }));
        let settled: () => void = () => {};
        const restDone = new Promise<void>((resolve) => (settled = resolve));
        await page.route(restUrl, async (route) => {
          await fail(route);
          settled();
        });
        await page.goto("/");
        await restDone;
        // Give the page time to read the answer before checking it kept the figure.
        await page.waitForTimeout(300);
        const { value, note } = figure(page, "Community members");
        await expect(value).toHaveText("60,000+");
        await expect(note).toHaveText("Published figure", { useInnerText: true });
        await expect(
          page.getByText(/^As published on µLearn's website in 2025: the community size/),
        ).toBeVisible();
      });
    }
  });

  for (const width of [320, 375, 1280]) {
    test(`at ${width} px the live values replace the figures without a layout shift, and fit`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ["/", "/learning-circle"]) {
        const { connected } = await fakeSocket(page);
        await page.goto(path);
        const live = figure(page, path === "/" ? "Community members" : "Learning circles");
        await live.card.scrollIntoViewIfNeeded();
        await startCounting(page);
        send(await connected, croreState);
        await expect(live.value).toHaveText(path === "/" ? "12,34,56,789" : "9,99,99,99,998");
        expect(await shiftSoFar(page), `layout shift on ${path}`).toBe(0);

        const overflowing = await page.getByRole("definition").evaluateAll((values) =>
          values
            .filter((dd) => {
              const card = dd.parentElement!.getBoundingClientRect();
              const box = dd.getBoundingClientRect();
              return (
                dd.scrollWidth > dd.clientWidth || box.right > card.right || box.left < card.left
              );
            })
            .map((dd) => dd.textContent),
        );
        expect(overflowing, `figures overflowing their cards on ${path}`).toEqual([]);
      }
    });
  }

  test("the published figures fit their cards at 320 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    for (const path of ["/", "/be-a-part/company", "/learning-circle"]) {
      await page.goto(path);
      const overflowing = await page
        .getByRole("definition")
        .evaluateAll((values) =>
          values.filter((dd) => dd.scrollWidth > dd.clientWidth).map((dd) => dd.textContent),
        );
      expect(overflowing, path).toEqual([]);
    }
  });

  test("with reduced motion the final number shows at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const { connected } = await fakeSocket(page);
    await page.goto("/");
    const { value } = figure(page, "Community members");
    await value.evaluate((dd) => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => seen.push(dd.textContent ?? "")).observe(dd, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    send(await connected, fullState);
    await expect(value).toHaveText("68,000");
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([
      "68,000",
    ]);
  });

  test("leaving the page closes its socket", async ({ page }) => {
    let closed = false;
    await fakeSocket(page, (ws) => {
      ws.onClose(() => (closed = true));
      send(ws, fullState);
    });
    await page.goto("/");
    await expect(figure(page, "Community members").value).toHaveText("68,000");
    await page
      .getByRole("region", { name: "µLearn is for" })
      .getByRole("link", { name: "Join with your campus" })
      .click();
    await expect(page).toHaveURL(/\/be-a-part\/campus$/);
    await expect.poll(() => closed).toBe(true);
  });

  for (const theme of ["light", "dark"]) {
    test(`axe finds no violations on / with live figures in ${theme} mode`, async ({ page }) => {
      await chooseColourMode(page, theme);
      await fakeSocket(page, (ws) => send(ws, croreState));
      await page.goto("/");
      await expect(figure(page, "Community members").value).toHaveText("12,34,56,789");
      await expectNoAxeViolations(page);
    });
  }
});
