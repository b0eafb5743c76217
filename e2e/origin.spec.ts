import type { APIRequestContext } from "@playwright/test";
import WebSocket from "ws";
import { test, expect } from "./fixtures";
import { redirectTable } from "../data/redirects";
import answers from "./fake-backend.json";

const MEDIA_BYTES = Buffer.from(answers.mediaBase64, "base64");

/**
 * mulearn.org is one origin for this site and the backend. Tagged @hosting, these run against
 * `npm start`'s server and against nginx, both passing the backend's paths to the fake backend
 * (e2e/fake-backend.mjs, playwright.config.ts), and both answering the redirect table
 * (data/redirects.ts).
 */

/** The status and Location of the first answer, without following redirects. */
async function firstAnswer(request: APIRequestContext, address: string) {
  const response = await request.get(address, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers().location };
}

const NOT_FOUND_TEXT = "Uh, oh! You&#x27;ve lost in space.";

test.describe("the backend's paths pass through", { tag: "@hosting" }, () => {
  test("a REST GET reaches the backend unchanged: path, trailing slash, query, Authorization", async ({
    request,
  }) => {
    const response = await request.get("/api/v1/public/global-count/?pageIndex=2&perPage=5", {
      headers: { Authorization: "Bearer token-for-the-test" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    expect(response.headers()["x-backend"]).toBe("fake");
    const { response: seen } = await response.json();
    expect(seen).toEqual({
      method: "GET",
      path: "/api/v1/public/global-count/",
      query: "?pageIndex=2&perPage=5",
      authorization: "Bearer token-for-the-test",
      contentType: null,
      body: "",
    });
  });

  test("a POST reaches the backend with its body and Authorization", async ({ request }) => {
    const body = JSON.stringify({ amount: 500, name: "Asha Sample" });
    const response = await request.post("/api/v1/donate/order/", {
      headers: { Authorization: "Bearer post-token", "Content-Type": "application/json" },
      data: body,
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    const { response: seen } = await response.json();
    expect(seen).toEqual({
      method: "POST",
      path: "/api/v1/donate/order/",
      query: "",
      authorization: "Bearer post-token",
      contentType: "application/json",
      body: '{"amount":500,"name":"Asha Sample"}',
    });
  });

  test("the backend's answers carry none of the site's headers and are not redirected", async ({
    request,
  }) => {
    // Without its slash the backend itself decides (it answers 301); hosting leaves it alone.
    const bare = await request.get("/api/v1/public/global-count", { maxRedirects: 0 });
    expect(bare.status()).toBe(200);
    expect((await bare.json()).response.path).toBe("/api/v1/public/global-count");
    const headers = bare.headers();
    expect(headers["content-security-policy"]).toBeUndefined();
    expect(headers["x-frame-options"]).toBeUndefined();
  });

  test("a WebSocket opens through the host, gets the state frame and answers both ways", async ({
    baseURL,
  }) => {
    const address = `${baseURL!.replace(/^http/, "ws")}/ws/v1/public/landing-stats/`;
    const socket = new WebSocket(address);
    const frames: string[] = [];
    const received = (count: number) =>
      new Promise<void>((resolve, reject) => {
        socket.on("error", reject);
        const check = () => (frames.length >= count ? resolve() : undefined);
        socket.on("message", (data) => {
          frames.push(data.toString());
          check();
        });
      });
    const first = received(1);
    await new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    });
    await first;
    expect(JSON.parse(frames[0]!)).toEqual(answers.landingStats);
    const second = received(2);
    socket.send("ping-through-the-host");
    await second;
    expect(frames[1]).toBe("echo:ping-through-the-host");
    socket.close();
  });

  test("a short link gets the short-link service's own answers, Location untouched", async ({
    request,
  }) => {
    expect(await firstAnswer(request, "/r/fake-short/")).toEqual({
      status: 302,
      location: answers.shortLinkTarget,
    });
    // The service itself adds the slash first, as Werkzeug does.
    expect(await firstAnswer(request, "/r/fake-short")).toEqual({
      status: 308,
      location: "/r/fake-short/",
    });
  });

  test("uploaded pictures pass byte for byte", async ({ request }) => {
    const response = await request.get("/muback-media/user/profile/pic-1.png");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(Buffer.compare(await response.body(), MEDIA_BYTES)).toBe(0);
  });

  test("paths near the backend's are still this site's: the not-found page with 404", async ({
    request,
  }) => {
    for (const address of [
      "/api",
      "/api/v1",
      "/api/v2/x",
      "/ws/v1",
      "/r",
      "/404",
      "/no-such-page",
    ]) {
      const response = await request.get(address, { maxRedirects: 0 });
      expect(response.status(), address).toBe(404);
      expect(await response.text(), address).toContain(NOT_FOUND_TEXT);
    }
  });
});

test.describe("the redirect table", { tag: "@hosting" }, () => {
  test("every rule answers its status and Location, with and without a trailing slash", async ({
    request,
  }) => {
    for (const rule of redirectTable) {
      const query = "from=test&n=1";
      const paths = rule.prefix
        ? [`${rule.from.slice(0, -1)}sample/path`]
        : [rule.from, `${rule.from}/`];
      const rest = rule.prefix ? "sample/path" : "";
      const expected = rule.to.replace(":splat", rest) + (rule.keepQuery ? `?${query}` : "");
      for (const path of paths) {
        const address = `${encodeURI(path)}?${query}`;
        expect(await firstAnswer(request, address), address).toEqual({
          status: rule.status,
          location: expected,
        });
      }
    }
  });

  test("the newer site's names keep the query; the donation form's deep link arrives whole", async ({
    request,
  }) => {
    expect(
      await firstAnswer(request, "/donate?type=org&mode=subscription&tier=growth-partner"),
    ).toEqual({
      status: 301,
      location: "/donation?type=org&mode=subscription&tier=growth-partner",
    });
    // Byte for byte: an encoded or repeated value is passed on as the visitor sent it.
    expect(
      await firstAnswer(request, "/donate/?type=individual&amount=1%2C500&mode=one-time&mode=x"),
    ).toEqual({
      status: 301,
      location: "/donation?type=individual&amount=1%2C500&mode=one-time&mode=x",
    });
    expect(await firstAnswer(request, "/privacy-policy")).toEqual({
      status: 301,
      location: "/privacypolicy",
    });
    expect(await firstAnswer(request, "/campuschapters")).toEqual({
      status: 301,
      location: "/be-a-part/campus",
    });
  });

  test("the app's old paths go to the app host, same path and query", async ({ request }) => {
    expect(await firstAnswer(request, "/dashboard/profile/settings?tab=2")).toEqual({
      status: 301,
      location: "https://app.mulearn.org/dashboard/profile/settings?tab=2",
    });
    expect(await firstAnswer(request, "/reset-password?token=abc")).toEqual({
      status: 301,
      location: "https://app.mulearn.org/reset-password?token=abc",
    });
    expect(await firstAnswer(request, "/register/organization?ref=x")).toEqual({
      status: 301,
      location: "https://app.mulearn.org/register?ref=x",
    });
    expect(await firstAnswer(request, "/leaderboard/monthly")).toEqual({
      status: 301,
      location: "https://app.mulearn.org/dashboard/leaderboard",
    });
  });

  test("short links: exact paths, case kept, non-ASCII paths, the mail assets' rest", async ({
    request,
  }) => {
    expect(await firstAnswer(request, "/discord")).toEqual({
      status: 301,
      location: "https://discord.gg/mulearn",
    });
    expect(await firstAnswer(request, "/CTF")).toEqual({
      status: 301,
      location: "https://learn.mulearn.org/bootcamps/ctf",
    });
    expect(await firstAnswer(request, "/Discord")).toEqual({ status: 404, location: undefined });
    expect(await firstAnswer(request, "/%C2%B5sic")).toEqual({
      status: 302,
      location: "https://meet.google.com/uos-gepp-fek",
    });
    expect(await firstAnswer(request, "/whatsapp-community")).toEqual({
      status: 302,
      location: "https://chat.whatsapp.com/Lw5IM058dVsBBM3vkn0fsH",
    });
    expect(await firstAnswer(request, "/assets/mail/2024/news%20letter.png")).toEqual({
      status: 301,
      location: "https://assets.mulearn.org/mail/2024/news%20letter.png",
    });
    expect(await firstAnswer(request, "/howto")).toEqual({
      status: 301,
      location: "/levelstructure",
    });
  });

  test("decided conflicts: this site's pages win, a loop is gone, one destination each", async ({
    request,
  }) => {
    const page = await request.get("/campus-logo-generator", { maxRedirects: 0 });
    expect(page.status()).toBe(200);
    expect(await page.text()).not.toContain(NOT_FOUND_TEXT);
    const loop = await request.get("/gdsc-india-app", { maxRedirects: 0 });
    expect(loop.status()).toBe(404);
    expect(await firstAnswer(request, "/socialmedia")).toEqual({
      status: 301,
      location: "/socials",
    });
    expect(await firstAnswer(request, "/mentorumer")).toEqual({
      status: 302,
      location: "https://meet.google.com/pan-ynyp-jbz",
    });
  });

  test("pages that replaced their stand-ins answer themselves", async ({ request }) => {
    // /interest-groups was a stand-in for the app's list; now a page, it answers 200.
    // /events was a stand-in for /events/weekly; now a page, the old paths lead to it.
    expect(await firstAnswer(request, "/news")).toEqual({ status: 301, location: "/events" });
    for (const address of [
      "/events",
      "/interest-groups",
      "/interest-groups/web-development",
      "/events/office-hour",
      "/events/grab-your-superpowers",
      "/events/weekly",
      "/enablers",
      "/isr",
      "/kkem",
      "/careers",
    ]) {
      expect((await request.get(address, { maxRedirects: 0 })).status(), address).toBe(200);
    }
  });
});
