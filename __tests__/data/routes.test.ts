import { readFileSync } from "node:fs";
import path from "node:path";
import { embeds } from "@/data/site";
import { handOffRoutes, staticRoutes } from "@/data/routes";

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
    for (const route of Object.values(handOffRoutes)) {
      expect(serve.rewrites).toContainEqual({
        source: route.pattern,
        destination: `${route.shellPath}.html`,
      });
    }
  });

  test("the CSP allows frames from exactly the two embed providers and never frames this site", () => {
    const frameSrc = csp
      .match(/frame-src ([^;]+)/)![1]!
      .trim()
      .split(/\s+/);
    expect(frameSrc.sort()).toEqual(
      Object.values(embeds)
        .map((u) => new URL(u).origin)
        .sort(),
    );
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
