import type { Page, Route } from "@playwright/test";

export { expectNoAxeViolations } from "./axe";

/** Presses Tab (at most 60 times) until the focused element has `name`: keyboard only. */
export async function tabTo(page: Page, name: string | RegExp) {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return "";
      const labelled = (element as HTMLInputElement).labels?.[0]?.textContent;
      return (labelled ?? element.getAttribute("aria-label") ?? element.textContent ?? "").trim();
    });
    if (typeof name === "string" ? focused === name : name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

/** The backend's envelope (gtech-mulearn/mulearnbackend: utils/response.py, CustomResponse). */
export const envelope = (general: unknown[], response: unknown = {}, statusCode = 200) =>
  JSON.stringify({ hasError: statusCode !== 200, statusCode, message: { general }, response });

/** Django's HTML error page for an uncaught exception, as production serves it. */
export const serverErrorPage =
  '<!doctype html><html lang="en"><head><title>Server Error (500)</title></head><body><h1>Server Error (500)</h1><p></p></body></html>';

// django-cors-headers with CORS_ALLOW_ALL_ORIGINS (gtech-mulearn/mulearnbackend: mulearnbackend/settings.py).
const cors = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "DELETE, GET, OPTIONS, PATCH, POST, PUT",
  "access-control-allow-headers": "accept, content-type, authorization",
};

/** Answers a backend request as the backend would: JSON or HTML, with its CORS headers. */
export async function answer(route: Route, status: number, body: string) {
  if (route.request().method() === "OPTIONS") {
    return route.fulfill({ status: 200, headers: cors, body: "" });
  }
  const html = body.startsWith("<");
  return route.fulfill({
    status,
    headers: { ...cors, "content-type": html ? "text/html" : "application/json" },
    body,
  });
}
