/**
 * The distribution's default behaviour on this machine, for tests (docs/testing.md, "deploy"): an
 * HTTP server that runs the real CloudFront Functions (the generated viewer-request function with
 * its KeyValueStore, the constant viewer-response one) around a bucket on an S3 API server, the
 * way CloudFront does: the backend's prefixes go to their own origin, a missing object becomes
 * /404.html with status 404 and the response headers policy's headers only (no function runs on
 * error responses), and every other answer gets the policy's headers, then the viewer-response
 * function. It reads what is live on each request, so a test can switch functions and keys under it.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { GetObjectCommand, type S3Client } from "@aws-sdk/client-s3";

/** What the distribution runs at a moment: function code, the store's keys, the headers policy. */
export interface EdgeState {
  request: string;
  response: string;
  keys: ReadonlyMap<string, string>;
  /** hosting/cloudfront-headers-policy.json's shape (or the policy CloudFront holds). */
  headersPolicy: HeadersPolicy;
  /** Paths the backend's cache behaviours take (hosting/routing.json `backend`). */
  backendPrefixes: readonly string[];
}

export interface HeadersPolicy {
  SecurityHeadersConfig?: {
    ContentSecurityPolicy?: { ContentSecurityPolicy?: string };
    FrameOptions?: { FrameOption?: string };
    ContentTypeOptions?: object;
    ReferrerPolicy?: { ReferrerPolicy?: string };
  };
  CustomHeadersConfig?: { Items?: { Header: string; Value: string }[] };
}

type Headers = Record<string, { value: string }>;
interface FunctionRequest {
  method: string;
  uri: string;
  querystring: Record<string, { value: string; multiValue?: { value: string }[] }>;
  headers: Headers;
}
interface FunctionResponse {
  statusCode: number;
  statusDescription?: string;
  headers: Headers;
}

/** A function's handler from its code, `import cf from "cloudfront"` bound to `keys`. */
export function loadFunction(code: string, keys: ReadonlyMap<string, string> = new Map()) {
  const cf = {
    kvs: () => ({
      get: async (key: string) => {
        if (!keys.has(key)) throw new Error(`The key ${key} was not found.`);
        return keys.get(key);
      },
    }),
  };
  const body = code.replace(/^import cf from "cloudfront";\n/, "");
  return new Function("cf", `${body}\n;return handler;`)(cf) as (
    event: object,
  ) => FunctionRequest | FunctionResponse | Promise<FunctionRequest | FunctionResponse>;
}

/** The response headers policy's headers, by lower-case name. */
export function policyHeaders(policy: HeadersPolicy): Headers {
  const security = policy.SecurityHeadersConfig ?? {};
  const headers: Headers = {};
  const csp = security.ContentSecurityPolicy?.ContentSecurityPolicy;
  if (csp) headers["content-security-policy"] = { value: csp };
  if (security.FrameOptions?.FrameOption) {
    headers["x-frame-options"] = { value: security.FrameOptions.FrameOption };
  }
  if (security.ContentTypeOptions) headers["x-content-type-options"] = { value: "nosniff" };
  if (security.ReferrerPolicy?.ReferrerPolicy) {
    headers["referrer-policy"] = { value: security.ReferrerPolicy.ReferrerPolicy };
  }
  for (const { Header, Value } of policy.CustomHeadersConfig?.Items ?? []) {
    headers[Header.toLowerCase()] = { value: Value };
  }
  return headers;
}

/** The request's query string as CloudFront Functions see it. */
function querystringOf(url: URL): FunctionRequest["querystring"] {
  const query: FunctionRequest["querystring"] = {};
  for (const [name, value] of url.searchParams) {
    const seen = query[name];
    if (seen) seen.multiValue = [...(seen.multiValue ?? [{ value: seen.value }]), { value }];
    else query[name] = { value };
  }
  return query;
}

export interface LocalEdge {
  url: string;
  server: Server;
  stop(): Promise<void>;
}

/**
 * Starts the edge on 127.0.0.1 (`port` 0: any free port) in front of `bucket` (its objects under
 * `prefix`), reading `state()` on every request.
 */
export async function startLocalEdge(options: {
  s3: S3Client;
  bucket: string;
  prefix?: string;
  state: () => EdgeState | Promise<EdgeState>;
  port?: number;
}): Promise<LocalEdge> {
  const { s3, bucket, prefix = "" } = options;

  async function fetchObject(uri: string) {
    let key: string;
    try {
      key = `${prefix}${decodeURIComponent(uri.slice(1))}`;
    } catch {
      return null;
    }
    try {
      const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      const headers: Headers = {};
      if (object.ContentType) headers["content-type"] = { value: object.ContentType };
      if (object.CacheControl) headers["cache-control"] = { value: object.CacheControl };
      if (object.ETag) headers.etag = { value: object.ETag };
      for (const [name, value] of Object.entries(object.Metadata ?? {})) {
        headers[`x-amz-meta-${name.toLowerCase()}`] = { value };
      }
      const body = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      return { headers, body };
    } catch (error) {
      if (
        error instanceof Error &&
        ["NoSuchKey", "NotFound", "AccessDenied"].includes(error.name)
      ) {
        return null;
      }
      throw error;
    }
  }

  const server = createServer(async (incoming, outgoing) => {
    const send = (status: number, headers: Headers, body: Buffer | string = "") => {
      for (const [name, { value }] of Object.entries(headers)) outgoing.setHeader(name, value);
      outgoing.writeHead(status);
      outgoing.end(incoming.method === "HEAD" ? undefined : body);
    };
    try {
      const state = await options.state();
      const url = new URL(incoming.url ?? "/", "http://edge.invalid");
      const viewer = {
        method: incoming.method ?? "GET",
        uri: url.pathname,
        querystring: querystringOf(url),
        headers: { host: { value: incoming.headers.host ?? "" } },
      };
      // The backend's cache behaviours come before the default one and run no function.
      if (state.backendPrefixes.some((p) => viewer.uri.startsWith(p))) {
        send(
          502,
          { "content-type": { value: "text/plain" } },
          "the backend's origin (not the site)",
        );
        return;
      }
      const request = loadFunction(state.request, state.keys);
      const requested = await request({
        version: "1.0",
        context: { eventType: "viewer-request" },
        viewer: { ip: "127.0.0.1" },
        request: viewer,
      });
      if ("statusCode" in requested) {
        send(requested.statusCode, requested.headers);
        return;
      }
      const policy = policyHeaders(state.headersPolicy);
      const object = await fetchObject(requested.uri);
      if (!object) {
        // The custom error response: /404.html with status 404, no function.
        const page = await fetchObject("/404.html");
        const headers = { ...(page?.headers ?? {}), ...policy };
        send(404, headers, page?.body ?? "Not found");
        return;
      }
      const response = loadFunction(state.response);
      const answered = (await response({
        version: "1.0",
        context: { eventType: "viewer-response" },
        viewer: { ip: "127.0.0.1" },
        request: requested,
        response: {
          statusCode: 200,
          statusDescription: "OK",
          headers: { ...object.headers, ...policy },
        },
      })) as FunctionResponse;
      send(answered.statusCode, answered.headers, object.body);
    } catch (error) {
      send(500, { "content-type": { value: "text/plain" } }, String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
