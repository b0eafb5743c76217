/** @jest-environment node */
import { readFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { connect, type ClientHttp2Session, type Http2SecureServer } from "node:http2";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gzipSync, gunzipSync } from "node:zlib";
import { startHttp2Front } from "../../scripts/bench-http2.mjs";

// A certificate for 127.0.0.1 made once for this test (valid until 2126), so the test needs no
// openssl; the client below trusts it and nothing else.
const fixtures = path.join(__dirname, "..", "fixtures", "tls");
const certificate = {
  key: readFileSync(path.join(fixtures, "127.0.0.1.key.pem")),
  cert: readFileSync(path.join(fixtures, "127.0.0.1.cert.pem")),
};

const page = gzipSync("<!doctype html><title>µLearn</title><p>Hello</p>");
const seen: { method?: string; url?: string; headers: IncomingHttpHeaders }[] = [];
let behind: Server;
let front: Http2SecureServer;
let client: ClientHttp2Session;

const portOf = (server: Server | Http2SecureServer) => (server.address() as AddressInfo).port;

beforeAll(async () => {
  behind = createServer((request, response) => {
    seen.push({ method: request.method, url: request.url, headers: request.headers });
    if (request.url === "/missing") {
      response.writeHead(404, { "Content-Type": "text/html" });
      return response.end("<h1>Not Found</h1>");
    }
    // What the site's server sends: gzip, chunked, kept alive, all of it over HTTP/1.1.
    response.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Encoding": "gzip",
      "Cache-Control": "public, max-age=0, must-revalidate",
      Connection: "keep-alive",
      "Keep-Alive": "timeout=5",
      "Transfer-Encoding": "chunked",
    });
    response.write(page.subarray(0, 10));
    response.end(page.subarray(10));
  });
  await new Promise<void>((resolve) => behind.listen(0, "127.0.0.1", resolve));
  front = await startHttp2Front(portOf(behind), { certificate });
  client = connect(`https://127.0.0.1:${portOf(front)}`, { ca: certificate.cert });
});

afterAll(async () => {
  client.destroy();
  await new Promise((resolve) => front.close(resolve));
  await new Promise((resolve) => behind.close(resolve));
});

/** One request over the HTTP/2 session: its status, headers and body bytes. */
function get(pathName: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const stream = client.request({ ":path": pathName, ...headers });
      const chunks: Buffer[] = [];
      let answer: Record<string, unknown> = {};
      stream.on("response", (received) => (answer = received));
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () =>
        resolve({
          status: Number(answer[":status"]),
          headers: answer,
          body: Buffer.concat(chunks),
        }),
      );
      stream.on("error", reject);
      stream.end();
    },
  );
}

test("a page comes over HTTP/2 as the server behind sent it, without HTTP/1.1's own headers", async () => {
  const answer = await get("/team?year=2023", { "accept-encoding": "gzip, br" });
  expect(client.alpnProtocol).toBe("h2");
  expect(answer.status).toBe(200);
  expect(answer.headers["content-encoding"]).toBe("gzip");
  expect(answer.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  expect(answer.headers).not.toHaveProperty("connection");
  expect(answer.headers).not.toHaveProperty("keep-alive");
  expect(answer.headers).not.toHaveProperty("transfer-encoding");
  expect(gunzipSync(answer.body).toString()).toBe(
    "<!doctype html><title>µLearn</title><p>Hello</p>",
  );
  const request = seen.at(-1)!;
  expect(request.method).toBe("GET");
  expect(request.url).toBe("/team?year=2023");
  expect(request.headers["accept-encoding"]).toBe("gzip, br");
  expect(request.headers.host).toBe(`127.0.0.1:${portOf(front)}`);
});

test("the server's not-found answer passes through with its status", async () => {
  const answer = await get("/missing");
  expect(answer.status).toBe(404);
  expect(answer.body.toString()).toBe("<h1>Not Found</h1>");
});

test("a server that does not answer gives 502", async () => {
  const idle = createServer();
  await new Promise<void>((resolve) => idle.listen(0, "127.0.0.1", resolve));
  const port = portOf(idle);
  await new Promise((resolve) => idle.close(resolve));
  const orphan = await startHttp2Front(port, { certificate });
  const session = connect(`https://127.0.0.1:${portOf(orphan)}`, { ca: certificate.cert });
  try {
    const status = await new Promise<number>((resolve, reject) => {
      const stream = session.request({ ":path": "/" });
      stream.on("response", (headers) => resolve(Number(headers[":status"])));
      stream.on("error", reject);
      stream.end();
    });
    expect(status).toBe(502);
  } finally {
    session.destroy();
    await new Promise((resolve) => orphan.close(resolve));
  }
});
