#!/usr/bin/env node
// Every other host, as the browser tests see it. The test machine has no network, and the site must
// not depend on other hosts, so Chromium resolves every name but localhost to this server
// (playwright.config.ts: --host-resolver-rules, with certificate errors ignored). It answers as a
// host with nothing to give would:
//   a frame's document        200, an empty page (a frame that never loads holds up "networkidle")
//   anything else             204 No Content (a picture fails, a fetch gets nothing, and a
//                             hand-off's navigation to the app stays on this site)
//   a WebSocket               opened, then silent (the backend's live counters with nothing to say)
// It speaks HTTPS only: every address the site loads from another host is https: (its policy allows
// no other). Tests that need a host to say something in particular still fake it with Playwright's
// `page.route`.
// Usage: node e2e/stand-in-hosts.mjs --port 3103
import { createServer as createHttpsServer } from "node:https";
import { parseArgs } from "node:util";
import selfsigned from "selfsigned";
import { WebSocketServer } from "ws";

const { values } = parseArgs({ options: { port: { type: "string", default: "3103" } } });

const STAND_IN_PAGE = "<!doctype html><title>Stand-in</title>";

function answer(request, response) {
  const dest = request.headers["sec-fetch-dest"];
  if (dest === "iframe" || dest === "frame") {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(STAND_IN_PAGE);
    return;
  }
  // Readable from any page, as a backend's CORS answer would be: the page sees "nothing", not an
  // error it would log.
  response.writeHead(204, {
    "access-control-allow-origin": request.headers.origin ?? "*",
    "access-control-allow-headers": "*",
    "access-control-allow-methods": "*",
  });
  response.end();
}

// The name it carries is never checked: Chromium runs with certificate errors ignored.
const { private: key, cert } = await selfsigned.generate(
  [{ name: "commonName", value: "stand-in" }],
  {
    keySize: 2048,
    days: 2,
  },
);
const server = createHttpsServer({ key, cert }, answer);
const sockets = new WebSocketServer({ noServer: true });
server.keepAliveTimeout = 30_000;
server.on("upgrade", (request, socket, head) =>
  sockets.handleUpgrade(request, socket, head, () => {}),
);
server.on("clientError", (_error, socket) => socket.destroy());
server.listen(Number(values.port), "127.0.0.1", () => {
  console.log(`Stand-in for other hosts on https://127.0.0.1:${values.port}`);
});
