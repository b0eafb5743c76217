/**
 * The live site's check after a deploy (docs/deploy.md, "The live check"): once CloudFront has
 * switched over, the site at SITE_URL must answer as the build just deployed says. Each check
 * that fails becomes one line naming the address and what came back instead; [] is a pass.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Export, ObjectMetadata } from "@/ops/deploy/export";

/** What the live site must answer, taken from the build and its hosting files. */
export interface LiveExpectations {
  /** The site's address ("https://mulearn.org"), no trailing slash needed. */
  siteUrl: string;
  buildId: string;
  /** Pages that must answer 200 with the build id in their HTML: "/", "/team", a deep one. */
  pages: string[];
  /** A page whose Content-Security-Policy is checked, and that policy. */
  policy: { path: string; value: string };
  /** One exact rule of the redirect store: its path, status and Location. */
  redirect: { path: string; status: number; location: string } | null;
  /** A path the backend answers: the site must not (its not-found page is the tell). */
  backendPath: string | null;
  /** Words only the site's not-found page holds (its <title>). */
  notFoundMarker: string;
  /** The bucket's own address for a page: it must refuse a direct read. */
  bucketUrl: string | null;
}

/** What a deploy put online, as the live check needs it. */
export interface DeployFacts {
  buildId: string;
  /** Every object key of the build. */
  keys: string[];
  metadata: ObjectMetadata;
  redirects: { key: string; value: string }[];
  backendPrefixes: string[];
  /** The not-found page's <title>, or "" when unknown. */
  notFoundMarker: string;
}

/** A build's facts from out/ (read as `site`) and hosting/. */
export function factsOfBuild(site: Export, hostingDir: string): DeployFacts {
  const read = (name: string) => readFileSync(path.join(hostingDir, name), "utf8");
  const notFound = site.files.find((file) => file.key === "404.html");
  const title = notFound
    ? /<title>([^<]*)<\/title>/.exec(readFileSync(notFound.file, "utf8"))
    : null;
  return {
    buildId: site.buildId,
    keys: site.files.map((file) => file.key),
    metadata: JSON.parse(read("object-metadata.json")) as ObjectMetadata,
    redirects: (
      JSON.parse(read("cloudfront-redirects-kvs.json")) as { data: DeployFacts["redirects"] }
    ).data,
    backendPrefixes: (JSON.parse(read("routing.json")) as { backend: string[] }).backend,
    notFoundMarker: title?.[1] ?? "",
  };
}

/** The checks for a deploy: /, /team and its deepest page, the policy of /team, one redirect. */
export function expectationsOf(
  facts: DeployFacts,
  siteUrl: string,
  bucketUrl: string | null,
): LiveExpectations {
  // The deepest page that is a page of its own (not a hand-off shell, not the not-found page).
  const deep = facts.keys
    .filter((key) => key.endsWith(".html") && !/(^|\/)(_|404|_not-found)\.html$/.test(key))
    .sort((a, b) => b.split("/").length - a.split("/").length || a.localeCompare(b))[0];
  const policyKey = facts.keys.includes("team.html") ? "team.html" : "index.html";
  const first = facts.redirects.find(({ value }) => /^30[1278] [q-] \S+$/.test(value));
  return {
    siteUrl,
    buildId: facts.buildId,
    pages: ["/", "/team", ...(deep ? [`/${deep.replace(/\.html$/, "")}`] : [])],
    policy: {
      path: `/${policyKey.replace(/(index)?\.html$/, "")}`,
      value: facts.metadata[policyKey]?.csp ?? "",
    },
    redirect: first
      ? {
          path: first.key,
          status: Number(first.value.split(" ")[0]),
          location: first.value.split(" ").slice(2).join(" "),
        }
      : null,
    backendPath: facts.backendPrefixes[0] ?? null,
    notFoundMarker: facts.notFoundMarker,
    bucketUrl,
  };
}

/**
 * The address at which the bucket itself would serve index.html: S3's own (virtual-hosted) one, or
 * the S3-compatible server's (path-style) with AWS_ENDPOINT_URL_S3; DEPLOY_BUCKET_URL overrides.
 */
export function bucketUrlFromEnv(env: NodeJS.ProcessEnv, bucket: string): string {
  if (env.DEPLOY_BUCKET_URL) return env.DEPLOY_BUCKET_URL;
  const endpoint = env.AWS_ENDPOINT_URL_S3;
  if (endpoint) return `${endpoint.replace(/\/+$/, "")}/${bucket}/index.html`;
  const region = env.AWS_REGION || env.AWS_DEFAULT_REGION || "us-east-1";
  return `https://${bucket}.s3.${region}.amazonaws.com/index.html`;
}

type Fetch = typeof fetch;

/** Fetches one address; a network failure is an answer too (status 0, the error as its body). */
async function get(fetcher: Fetch, url: string) {
  try {
    const answer = await fetcher(url, {
      redirect: "manual",
      headers: { "cache-control": "no-cache" },
    });
    return { status: answer.status, headers: answer.headers, body: await answer.text() };
  } catch (error) {
    return {
      status: 0,
      headers: new Headers(),
      body: error instanceof Error ? error.message : String(error),
    };
  }
}

/** Runs every check; resolves to the failures, each naming its address. */
export async function checkLiveSite(
  expect: LiveExpectations,
  fetcher: Fetch = fetch,
): Promise<string[]> {
  const base = expect.siteUrl.replace(/\/+$/, "");
  const failures: string[] = [];
  const fail = (url: string, what: string) => failures.push(`${url}: ${what}`);

  for (const page of expect.pages) {
    const url = `${base}${page}`;
    const answer = await get(fetcher, url);
    if (answer.status !== 200) fail(url, `answered ${answer.status}, not 200`);
    else if (!answer.body.includes(expect.buildId)) {
      fail(url, `answered 200 without build ${expect.buildId} (an older build is still served)`);
    }
  }

  const missing = `${base}/this-page-does-not-exist-${expect.buildId.slice(0, 8)}`;
  const notFound = await get(fetcher, missing);
  if (notFound.status !== 404) fail(missing, `answered ${notFound.status}, not 404`);
  else if (expect.notFoundMarker && !notFound.body.includes(expect.notFoundMarker)) {
    fail(missing, "answered 404 without the site's not-found page");
  }

  if (expect.redirect) {
    const url = `${base}${expect.redirect.path}`;
    const answer = await get(fetcher, url);
    const location = answer.headers.get("location");
    if (answer.status !== expect.redirect.status || location !== expect.redirect.location) {
      fail(
        url,
        `answered ${answer.status} to ${location ?? "nowhere"}, not ${expect.redirect.status} to ${expect.redirect.location} (the redirect store)`,
      );
    }
  }

  {
    const url = `${base}${expect.policy.path}`;
    const answer = await get(fetcher, url);
    const policy = answer.headers.get("content-security-policy");
    if (policy !== expect.policy.value) {
      fail(
        url,
        `Content-Security-Policy is ${policy === null ? "missing" : `"${policy.slice(0, 80)}…"`}, not this build's policy for the page`,
      );
    }
  }

  if (expect.backendPath) {
    const url = `${base}${expect.backendPath}`;
    const answer = await get(fetcher, url);
    if (
      answer.status === 404 &&
      expect.notFoundMarker &&
      answer.body.includes(expect.notFoundMarker)
    ) {
      fail(url, "answered by the site's not-found page, not passed to the backend");
    }
  }

  if (expect.bucketUrl) {
    const answer = await get(fetcher, expect.bucketUrl);
    if (answer.status !== 403 && answer.status !== 401) {
      fail(
        expect.bucketUrl,
        `the bucket's own address answered ${answer.status}: it must refuse direct reads (403)`,
      );
    }
  }
  return failures;
}
