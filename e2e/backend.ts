import { expect, test, type Page, type Route } from "@playwright/test";
import { envelope, pagination } from "../__tests__/fixtures/career-lab";

/**
 * The foundation's backend as the live blocks see it (CONTRACTS.md §1.2, docs/live-data.md),
 * played in the browser: each spec says what its endpoints hold, and this answers them the way
 * the backend does (the envelope, CORS open to every origin, Django's HTML pages for errors), or
 * fails them in one of the ways the backend is known to fail.
 */

/** Where the pages ask for live data. */
export const api = "https://mulearn.org/api/v1";

/**
 * What every live block's status line says (components/live/LiveStatusLine.tsx), in its one set
 * of words; the committed snapshots are empty, so no date shows.
 */
export const liveSays = {
  emptySnapshot:
    "This copy of the page holds no live data: it loads from µLearn's server when the page opens in a browser with JavaScript.",
  live: "Live: this is what µLearn's server holds right now.",
  failedEmpty: "µLearn's server could not be reached just now. Reload the page later to try again.",
} as const;

/** The backend's CORS answer: every origin may read. */
export const cors = { "access-control-allow-origin": "*" };

// The envelope and the pagination object, as the unit tests' fakes build them.
export { envelope, pagination };

/** `items` cut into pages as the backend's list views do, by `pageIndex` and `perPage`. */
export function paged(items: readonly unknown[], url: URL, defaultPerPage = 10) {
  const index = Number(url.searchParams.get("pageIndex") ?? "1");
  const perPage = Number(url.searchParams.get("perPage") ?? String(defaultPerPage));
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  return {
    data: items.slice((index - 1) * perPage, index * perPage),
    pagination: pagination(index, totalPages, items.length),
  };
}

/** An answer to one request. */
export type Answer = (route: Route) => Promise<void>;

/** Answers with the payload in the backend's envelope. */
export const answerJson =
  (response: unknown): Answer =>
  (route) =>
    route.fulfill({
      status: 200,
      headers: cors,
      contentType: "application/json",
      body: envelope(response),
    });

/** Django's HTML page for a status (404 for a path the backend does not have, 500 for a crash). */
export const answerHtml =
  (status: number, heading: string): Answer =>
  (route) =>
    route.fulfill({ status, headers: cors, contentType: "text/html", body: `<h1>${heading}</h1>` });

/** The ways the backend fails a public list, each as the browser meets it. */
export const failures = {
  "an HTML 500 page": answerHtml(500, "Server Error (500)"),
  "a 403 refusal": (route) =>
    route.fulfill({
      status: 403,
      headers: cors,
      contentType: "application/json",
      body: JSON.stringify({ detail: "Invalid token header" }),
    }),
  "a 401 refusal": (route) =>
    route.fulfill({
      status: 401,
      headers: cors,
      contentType: "application/json",
      body: JSON.stringify({
        hasError: true,
        statusCode: 401,
        message: { general: ["Unauthorized"] },
        response: {},
      }),
    }),
  "malformed JSON": (route) =>
    route.fulfill({
      status: 200,
      headers: cors,
      contentType: "application/json",
      body: '{"hasError":false,"statusCode":200,"message":{"general":[]},"response":{"data":[',
    }),
  // Every field the pages read, of the wrong type.
  "an answer of the wrong shape": answerJson({
    data: "no list here",
    districts: null,
    lc_count: "many",
  }),
  "no network": (route) => route.abort("internetdisconnected"),
  // Never answered: the page's own time-out ends the wait.
  "an answer that never comes": async () => {},
} satisfies Record<string, Answer>;

export type Failure = keyof typeof failures;

/** Every failure, for a block that must keep its snapshot whatever goes wrong. */
export const everyFailure = Object.keys(failures) as Failure[];

/**
 * Plays the backend for the paths under `api` that `pattern` matches: `respond` gets each
 * request's URL and returns the payload to put in the envelope, an `Answer` for anything else (a
 * failure, a page), or undefined for Django's 404 page. `delayMs` holds every answer back, for the
 * moment before the live data arrives. Returns the addresses asked, in order.
 */
export async function fakeBackend(
  page: Page,
  pattern: RegExp,
  respond: (url: URL) => unknown,
  { delayMs = 0 }: { delayMs?: number } = {},
) {
  const asked: string[] = [];
  await page.route(pattern, async (route) => {
    const url = new URL(route.request().url());
    asked.push(url.href);
    const result = respond(url);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const answer =
      result === undefined
        ? answerHtml(404, "Not Found")
        : typeof result === "function"
          ? (result as Answer)
          : answerJson(result);
    await answer(route);
  });
  return asked;
}

/** Fails every request `pattern` matches in the way `failure` names; returns the addresses asked. */
export async function failBackend(page: Page, pattern: RegExp, failure: Failure) {
  const asked: string[] = [];
  await page.route(pattern, (route) => {
    asked.push(route.request().url());
    return failures[failure](route);
  });
  return asked;
}

/**
 * For "an answer that never comes": once the page has made its `requests`, moves the page's clock (installed
 * with `page.clock.install()` before the page loaded) past the live blocks' time-out of six
 * seconds (hooks/use-live.ts), as a visitor would wait it out.
 */
export async function outwait(page: Page, asked: string[], requests = 1) {
  await expect.poll(() => asked.length).toBeGreaterThanOrEqual(requests);
  await page.clock.fastForward(6_000);
}

/**
 * Loads `path` once for each of `failures` in turn, the backend at `pattern` failing that way, and
 * runs `check` on what the page then shows; each failure is a step of its own in the report. For
 * "an answer that never comes" the page's clock (installed here, before the first load) is moved
 * past the live blocks' time-out once the page has made its `requests`.
 */
export async function eachFailure(
  page: Page,
  {
    pattern,
    path,
    failures = everyFailure,
    requests = 1,
  }: { pattern: RegExp; path: string; failures?: Failure[]; requests?: number },
  check: () => Promise<void>,
) {
  await page.clock.install();
  for (const failure of failures) {
    await test.step(failure, async () => {
      await page.unrouteAll();
      const asked = await failBackend(page, pattern, failure);
      await page.goto(path);
      if (failure === "an answer that never comes") await outwait(page, asked, requests);
      await check();
    });
  }
}
