// The backend as the bench's browser meets it: in production the live blocks ask
// https://mulearn.org/api/v1/… and wss://mulearn.org/ws/v1/… and get an answer, so the bench
// must not measure a page whose every live request fails (each failure is a console error, and
// Lighthouse marks the page down for it). This serves those paths over TLS on 127.0.0.1 with a
// certificate made for the run, and gives Chromium the flags that send mulearn.org there.
// The answers are in the backend's envelope and the shapes docs/live-data.md describes, a dozen
// invented items a list, so the page does the work it does live: fetch, read, redraw.
// Nothing here is a snapshot: it lives only while the bench runs.
// The foundation's CDN (the team's photos, the gallery's pictures; NEXT_PUBLIC_CDN_URL's default
// in data/hosts.ts) is sent here too and answers every picture with the site's default member
// picture: a page is not marked down for a CDN the bench cannot reach (pictures that fail are
// console errors). The photos' real weight is therefore not in the bench's byte counts.
import { readFileSync } from "node:fs";
import { createServer } from "node:https";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { WebSocketServer } from "ws";
import { selfSignedCertificate } from "./bench-http2.mjs";

const envelope = (response) =>
  JSON.stringify({ hasError: false, statusCode: 200, message: { general: [] }, response });

const range = (count, make) => Array.from({ length: count }, (_, index) => make(index + 1));
const day = (offsetDays) => new Date(Date.now() + offsetDays * 86_400_000).toISOString();
const paged = (data) => ({
  data,
  pagination: { count: data.length, totalPages: 1, isNext: false, isPrev: false, nextPage: null },
});

/** The landing figures, as the WebSocket's first frame and the REST fallback send them. */
const landingStats = {
  members: 61234,
  org_type_counts: [
    { org_type: "College", org_count: 1910 },
    { org_type: "Company", org_count: 120 },
    { org_type: "Community", org_count: 48 },
  ],
  enablers_mentors_count: [{ role__title: "Mentor", role_count: 410 }],
  ig_count: 23,
  learning_circle_count: 2612,
  karma_pow_count: { karma_count: 123456789, pow_count: 98765 },
};

const hiringCall = (index, open) => ({
  id: `bench-${open ? "open" : "past"}-${index}`,
  posted_date: day(open ? -index : -90 - index).slice(0, 10),
  role: `Role ${index}`,
  organization: `Company ${index}`,
  title: `Role ${index}`,
  location: "Kochi",
  lastdate: day(open ? 30 + index : -60 - index).slice(0, 10),
  applylink: "https://example.org/apply",
  jdlink: "https://example.org/jd",
  duration: "3 months",
  remuneration: "₹15,000/month",
  vacancies: 2,
  extracontent: null,
});

const circle = (index) => ({
  id: `bench-lc-${index}`,
  name: `Circle ${index}`,
  ig_name: "Web Development",
  org_name: `College ${index}`,
  member_count: 6,
  meet_place: "Lab 2",
  meet_time: "17:00",
});

const calendarRow = (index) => ({
  id: `bench-ev-${index}`,
  title: `Event ${index}`,
  slug: `event-${index}`,
  status: "PUBLISHED",
  start: day(index),
  end: day(index + 1),
  venue_type: index % 2 ? "ONLINE" : "OFFLINE",
  organiser_name: "Web Development",
  category_name: "Workshop",
  is_featured: false,
});

const session = (index, upcoming) => ({
  id: `bench-s-${index}`,
  title: `Session ${index}`,
  topic: `Session ${index}`,
  performer: `Speaker ${index}`,
  campus: `College ${index}`,
  zone: "SOUTH",
  date: day(upcoming ? index * 7 : -index * 7).slice(0, 10),
  time: "19:00:00",
  link: "https://example.org/join",
  interest_groups: ["Web Development"],
  status: upcoming ? "upcoming" : "completed",
});

/** Each path's answer (a path under /api/v1/ ending as given), or undefined for a 404. */
function answerFor(url) {
  const p = url.pathname;
  if (p.endsWith("/career-lab/ongoing/")) return paged(range(8, (i) => hiringCall(i, true)));
  if (p.endsWith("/career-lab/previous/")) return paged(range(12, (i) => hiringCall(i, false)));
  if (p.endsWith("/global-count/")) return landingStats;
  if (p.endsWith("/lc-dashboard/")) {
    return {
      lc_count: 2612,
      total_enrollment: 15800,
      unique_users: 12400,
      circle_count_by_ig: range(12, (i) => ({
        name: `Interest group ${i}`,
        total_circles: 200 - i * 10,
        total_users: 1200 - i * 60,
      })),
    };
  }
  if (p.endsWith("/lc-list")) return paged(range(12, circle));
  if (p.endsWith("/list/district/")) {
    return { districts: range(14, (i) => ({ id: `d${i}`, name: `District ${i}` })) };
  }
  if (p.endsWith("/list/college/")) {
    return {
      colleges: range(20, (i) => ({ id: `c${i}`, title: `College ${i}` })),
      departments: [],
    };
  }
  if (p.endsWith("/ig/list/")) {
    return { interestGroups: range(23, (i) => ({ id: `ig-${i}`, name: `Interest group ${i}` })) };
  }
  if (p.endsWith("/events/calendar/")) return range(12, calendarRow);
  // The leaderboards (§14): bare lists of rows, students then colleges.
  if (p.endsWith("/leaderboard/students/") || p.endsWith("/leaderboard/students-monthly/")) {
    return range(12, (i) => ({
      full_name: `Learner ${i}`,
      total_karma: 50_000 - i * 1_000,
      institution: `College ${i}`,
    }));
  }
  if (p.endsWith("/leaderboard/college/")) {
    return range(12, (i) => ({
      title: `College ${i}`,
      total_karma: 500_000 - i * 10_000,
      total_students: 300 - i * 10,
    }));
  }
  if (p.includes("/media-content/")) {
    const upcoming = (url.searchParams.get("status") ?? "").includes("upcoming");
    return paged(range(6, (i) => session(i, upcoming)));
  }
  return undefined;
}

const cdnHost = "s3.ap-south-1.amazonaws.com";
const cdnStandIn = readFileSync(
  path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    "..",
    "public/images/team/default-member.svg",
  ),
);

/**
 * Starts the stand-in on 127.0.0.1 (`port`, or a free one). Resolves to the server and the
 * Chromium flags that send https://mulearn.org and wss://mulearn.org to it.
 */
export async function startBenchBackend(port = 0) {
  const server = createServer(selfSignedCertificate("DNS:mulearn.org"), (request, response) => {
    if (request.headers.host === cdnHost) {
      response.writeHead(200, { "Content-Type": "image/svg+xml", "Cache-Control": "max-age=3600" });
      return response.end(cdnStandIn);
    }
    const url = new URL(request.url ?? "/", "https://mulearn.org");
    // The page is served from 127.0.0.1, so the backend's answers cross origins, as its CORS allows.
    const headers = { "Access-Control-Allow-Origin": "*", "Content-Type": "application/json" };
    if (request.method === "OPTIONS") {
      response.writeHead(204, { ...headers, "Access-Control-Allow-Headers": "*" });
      return response.end();
    }
    const answer = url.pathname.startsWith("/api/v1/") ? answerFor(url) : undefined;
    if (answer === undefined) {
      response.writeHead(404, { "Content-Type": "text/html" });
      return response.end("<h1>Not Found</h1>");
    }
    response.writeHead(200, headers);
    response.end(envelope(answer));
  });
  const sockets = new WebSocketServer({ noServer: true });
  server.on("upgrade", (request, socket, head) => {
    if (!request.url?.startsWith("/ws/v1/public/landing-stats/")) return socket.destroy();
    sockets.handleUpgrade(request, socket, head, (client) =>
      client.send(JSON.stringify(landingStats)),
    );
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address();
  return {
    server,
    chromeFlags: [
      `--host-resolver-rules=MAP mulearn.org:443 127.0.0.1:${bound}, MAP ${cdnHost}:443 127.0.0.1:${bound}`,
      "--ignore-certificate-errors",
    ],
    close: () => {
      for (const client of sockets.clients) client.terminate();
      server.close();
    },
  };
}
