import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect } from "./fixtures";

/** The marker the first paint waits for (components/sections/PageHeader.tsx). */
export const LEAD_END = '<span id="lead-end" hidden=""></span>';

/** Where `holdPage` cuts a page's HTML: the index the held part starts at. */
export type Cut = (html: string) => number;

/** Right after the lead: the header and lead arrive, nothing after them. */
export const afterLead: Cut = (html) => html.indexOf(LEAD_END) + LEAD_END.length;

/** Right after the first `closing` tag (such as "</h2>") that comes after the lead. */
export const afterFirstAfterLead =
  (closing: string): Cut =>
  (html) =>
    html.indexOf(closing, afterLead(html)) + closing.length;

/** A page held back by `holdPage`: its address through the proxy, and the hand on the rest. */
export interface HeldPage {
  url: string;
  /** Sends the rest of the page's HTML. */
  release: () => void;
  /** Sends the rest, if not yet sent, and stops the proxy. */
  close: () => Promise<void>;
}

/**
 * Serves the site through a proxy that sends one page's HTML up to `cut` and holds the rest back
 * until `release()`, as a slow connection does with a long page: the browser paints what has
 * arrived. Every other request passes through whole.
 */
export async function holdPage(baseURL: string, path: string, cut: Cut): Promise<HeldPage> {
  const page = await (await fetch(new URL(path, baseURL))).text();
  expect(page, `${path} has the marker after its lead`).toContain(LEAD_END);
  const at = cut(page);
  expect(at, `${path} has the place to cut`).toBeGreaterThan(afterLead(page) - 1);
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
    response.write(html.slice(0, at));
    await released;
    response.end(html.slice(at));
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
