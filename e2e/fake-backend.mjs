#!/usr/bin/env node
// A stand-in for the foundation's backend on this machine, for the one-origin tests
// (e2e/origin.spec.ts): `npm start`'s server and nginx pass the backend's paths to it
// (BACKEND_ORIGIN, playwright.config.ts). It answers as the real services do where the tests
// look: REST under /api/v1/ echoes what reached it (method, path, query, Authorization, body)
// inside the backend's envelope; /ws/v1/public/landing-stats/ is a WebSocket that sends the full
// state on connect, as the real one does, and (unlike it) echoes what it is sent, so a test sees
// both directions pass; /muback-media/ serves a file's bytes; /r/<short>/ is the
// short-link service (302 to its long URL; /r/<short> first redirects to the slash form, as
// Werkzeug does). Usage: node e2e/fake-backend.mjs [--port 3102]
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { WebSocketServer } from "ws";

const answers = JSON.parse(readFileSync(new URL("./fake-backend.json", import.meta.url), "utf8"));
const MEDIA_BYTES = Buffer.from(answers.mediaBase64, "base64");

const envelope = (response) => ({
  hasError: false,
  statusCode: 200,
  message: { general: [] },
  response,
});

function answer(request, body, response) {
  const url = new URL(request.url ?? "/", "http://backend");
  const send = (status, headers, content = "") => {
    response.writeHead(status, headers);
    response.end(content);
  };
  if (url.pathname.startsWith("/api/v1/")) {
    return send(
      200,
      { "Content-Type": "application/json", "X-Backend": "fake" },
      JSON.stringify(
        envelope({
          method: request.method,
          path: url.pathname,
          query: url.search,
          authorization: request.headers.authorization ?? null,
          contentType: request.headers["content-type"] ?? null,
          body,
        }),
      ),
    );
  }
  if (url.pathname.startsWith("/muback-media/")) {
    return send(200, { "Content-Type": "image/png", "X-Backend": "fake" }, MEDIA_BYTES);
  }
  const short = /^\/r\/([^/]+)(\/?)$/.exec(url.pathname);
  if (short && !short[2]) return send(308, { Location: `${url.pathname}/${url.search}` });
  if (short && short[1] === "fake-short") return send(302, { Location: answers.shortLinkTarget });
  if (short) {
    return send(
      200,
      { "Content-Type": "application/json" },
      JSON.stringify({ hasError: true, statusCode: 400, message: "Url Not Found", response: {} }),
    );
  }
  return send(404, { "Content-Type": "text/html" }, "<h1>Not Found</h1>");
}

/** Starts the fake backend on 127.0.0.1:`port`. */
function main() {
  const portFlag = process.argv.indexOf("--port");
  const port = Number(portFlag > -1 ? process.argv[portFlag + 1] : (process.env.PORT ?? 3102));

  const server = createServer((request, response) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => answer(request, Buffer.concat(chunks).toString("utf8"), response));
  });
  const sockets = new WebSocketServer({ noServer: true });
  server.on("upgrade", (request, socket, head) => {
    if (!request.url?.startsWith("/ws/v1/public/landing-stats/")) return socket.destroy();
    sockets.handleUpgrade(request, socket, head, (client) => {
      client.send(JSON.stringify(answers.landingStats));
      client.on("message", (data) => client.send(`echo:${data}`));
    });
  });
  server.listen(port, "127.0.0.1", () => console.log(`Fake backend at http://127.0.0.1:${port}`));
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(0));
}

main();
