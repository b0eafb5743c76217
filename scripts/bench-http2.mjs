// The protocol visitors meet: the CDN answers mulearn.org over HTTP/2 and HTTP/3 with TLS
// (infra/lib/site-stack.ts, `HTTP2_AND_3`), while the site's own servers (scripts/site-server.mjs)
// speak HTTP/1.1. Lighthouse's model of a slow phone network follows the protocol it sees: over
// HTTP/1.1 every request beside the document gets a cold connection of its own (its handshake's
// round trips counted), over HTTP/2 every request shares the document's warm one. So the bench
// puts this front before the site and before the bare page alike: TLS and HTTP/2 on 127.0.0.1,
// each request passed on to the HTTP/1.1 server behind it, its answer passed back unchanged
// (already gzipped, as the CDN passes it) but for the headers HTTP/2 forbids.
import { execFileSync } from "node:child_process";
import { request as httpRequest } from "node:http";
import { createSecureServer } from "node:http2";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A self-signed certificate made with openssl in a temporary folder; `subjectAltName` is
 * openssl's form ("DNS:mulearn.org", "IP:127.0.0.1"). Chromium is started with
 * `--ignore-certificate-errors` by the bench, so no trust store is touched.
 */
export function selfSignedCertificate(subjectAltName) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-tls-"));
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  try {
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1"],
        ...["-nodes", "-days", "1", "-subj", `/CN=${subjectAltName.split(":")[1]}`],
        ...["-addext", `subjectAltName=${subjectAltName}`, "-keyout", key, "-out", cert],
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } catch {
    throw new Error("The bench needs openssl for its TLS servers (apt-get install -y openssl).");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Connection-specific headers: an HTTP/2 answer that carries one is refused (RFC 9113 §8.2.2). */
const hopByHop = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
]);

/**
 * Starts an HTTP/2 server with TLS on 127.0.0.1 (`port`, or a free one) that passes every request
 * to the HTTP/1.1 server on 127.0.0.1:`targetPort`. Resolves to the server. `certificate` ({ key,
 * cert } in PEM) is made for the run when not given.
 */
export async function startHttp2Front(
  targetPort,
  { port = 0, certificate = selfSignedCertificate("IP:127.0.0.1") } = {},
) {
  const server = createSecureServer(certificate);
  server.on("stream", (stream, headers) => {
    const forwarded = Object.fromEntries(
      Object.entries(headers).filter(([name]) => !name.startsWith(":")),
    );
    const upstream = httpRequest(
      {
        host: "127.0.0.1",
        port: targetPort,
        method: headers[":method"],
        path: headers[":path"],
        headers: { ...forwarded, host: headers[":authority"] ?? `127.0.0.1:${targetPort}` },
      },
      (answer) => {
        // The browser may have dropped the request meanwhile (a cancelled preload).
        if (stream.destroyed) return answer.resume();
        const passed = { ":status": answer.statusCode ?? 502 };
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!hopByHop.has(name) && value !== undefined) passed[name] = value;
        }
        try {
          stream.respond(passed);
        } catch (error) {
          // A header HTTP/2 refuses: say so rather than leave the browser waiting.
          answer.resume();
          stream.respond({ ":status": 502 });
          return stream.end(String(error));
        }
        answer.pipe(stream);
      },
    );
    upstream.on("error", () => {
      if (stream.destroyed) return;
      if (!stream.headersSent) stream.respond({ ":status": 502 });
      stream.end();
    });
    stream.on("error", () => upstream.destroy());
    stream.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return server;
}
