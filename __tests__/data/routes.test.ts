import { readFileSync } from "node:fs";
import path from "node:path";
import { appFrameRoutes, handOffRoutes, routeInfo, staticRoutes } from "@/data/routes";
import sitemap from "@/app/sitemap";

const routePaths = new Set(staticRoutes.map((route) => route.path));

describe("routes and hosting config agree", () => {
  const serve = JSON.parse(readFileSync(path.join(__dirname, "../../serve.json"), "utf8")) as {
    rewrites: { source: string; destination: string }[];
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
  const csp = serve.headers
    .flatMap((h) => h.headers)
    .find((h) => h.key === "Content-Security-Policy")!.value;

  test("every route path is unique and every description fits a search result", () => {
    expect(routePaths.size).toBe(staticRoutes.length);
    for (const route of staticRoutes) expect(route.description.length).toBeLessThanOrEqual(160);
  });

  test("each dynamic route is rewritten to its pre-rendered shell", () => {
    expect(Object.values(handOffRoutes).map((route) => route.pattern)).toEqual([
      "/profile/:id",
      "/kkem/authorization/:token",
    ]);
    expect(serve.rewrites).toContainEqual({
      source: "/profile/:id",
      destination: "/profile/_.html",
    });
    expect(serve.rewrites).toContainEqual({
      source: "/kkem/authorization/:token",
      destination: "/kkem/authorization/_.html",
    });
  });

  test("no page may frame anything but the frame pages and the videos' pages, each its own embed", () => {
    expect(csp).toContain("frame-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    const framing = staticRoutes
      .filter((route) => route.csp?.["frame-src"])
      .map((route) => [route.path, route.csp!["frame-src"]]);
    expect(framing).toEqual([
      ["/enablers", ["https://www.youtube-nocookie.com"]],
      ["/testimonials", ["https://www.youtube-nocookie.com"]],
      ["/launchpad", ["https://mu-3.vercel.app"]],
      ["/events/calendar", ["https://embed.styledcalendar.com"]],
      ["/ml/enablers", ["https://www.youtube-nocookie.com"]],
    ]);
  });
});

describe("the token-sync page", () => {
  test("/cdr is the one route the app frames, and it stays out of search results", () => {
    expect(appFrameRoutes.map((route) => [route.path, route.title, route.indexable])).toEqual([
      ["/cdr", "Token sync", false],
    ]);
  });

  test("the sitemap leaves /cdr out and keeps the pages", () => {
    const listed = sitemap().map((entry) => new URL(entry.url).pathname);
    expect(listed).not.toContain("/cdr");
    expect(listed).toContain("/about");
  });
});

test("a page that reads the backend has it in its policy", () => {
  expect(routeInfo("/careers").csp?.["connect-src"]).toContain("https://mulearn.org");
});

test("every interest group's page has the directory's policy: the same live list and pictures", () => {
  const directory = routeInfo("/interest-groups").csp;
  const groups = staticRoutes.filter((route) => route.path.startsWith("/interest-groups/"));
  expect(groups).toHaveLength(23);
  for (const group of groups) expect([group.path, group.csp]).toEqual([group.path, directory]);
});

test("the CDN's pictures are allowed on the gallery's 14 pages and the team's 4, nowhere else", () => {
  const withCdn = staticRoutes
    .filter((route) => route.csp?.["img-src"]?.includes("https://s3.ap-south-1.amazonaws.com"))
    .map((route) => route.path);
  expect(withCdn).toHaveLength(18);
  expect(withCdn.filter((path) => path.startsWith("/gallery"))).toHaveLength(14);
  expect(withCdn.filter((path) => !path.startsWith("/gallery")).sort()).toEqual([
    "/team",
    "/team/2022",
    "/team/2023",
    "/team/2024",
  ]);
});
