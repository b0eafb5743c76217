/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { pageRoutes } from "@/data/routes";

const config = JSON.parse(
  readFileSync(path.join(__dirname, "..", "..", "bench.config.json"), "utf8"),
) as { routes: string[] };

test("the bench measures every Malayalam page (issue 49), each once", () => {
  const malayalam = pageRoutes
    .map((route) => route.path)
    .filter((routePath) => routePath === "/ml" || routePath.startsWith("/ml/"));
  expect(malayalam.filter((routePath) => !config.routes.includes(routePath))).toEqual([]);
  expect(malayalam.sort()).toEqual([
    "/ml",
    "/ml/about",
    "/ml/be-a-part/campus",
    "/ml/be-a-part/learners",
    "/ml/donation",
    "/ml/donation/success",
    "/ml/enablers",
    "/ml/kkem",
    "/ml/search",
  ]);
  expect(new Set(config.routes).size).toBe(config.routes.length);
});

test("every route the bench measures is a page of the site", () => {
  const pages = new Set(pageRoutes.map((route) => route.path));
  expect(config.routes.filter((routePath) => !pages.has(routePath))).toEqual([]);
});
