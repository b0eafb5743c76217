import { readFileSync } from "node:fs";
import path from "node:path";
import { appLinks, appOrigin, embeds, org } from "@/data/site";
import { navigation, footerColumns } from "@/data/navigation";
import { handOffRoutes, staticRoutes } from "@/data/routes";
import { isExternalHref } from "@/lib/links";

const allNavLinks = navigation.flatMap((item) =>
  item.kind === "link" ? [item] : item.groups.flatMap((group) => group.links),
);
const routePaths = new Set(staticRoutes.map((route) => route.path));

describe("§7 app host hand-offs", () => {
  test("every hand-off targets a path the current app has", () => {
    expect(appOrigin).toBe("https://app.mulearn.org");
    expect(appLinks.login).toBe("https://app.mulearn.org/login");
    expect(appLinks.dashboard).toBe("https://app.mulearn.org/dashboard");
    expect(appLinks.mentors).toBe("https://app.mulearn.org/dashboard/search/mentors");
    expect(appLinks.interestGroups).toBe("https://app.mulearn.org/dashboard/interest-groups");
    expect(appLinks.learningCircles).toBe("https://app.mulearn.org/dashboard/learning-circle");
    expect(appLinks.learningPaths).toBe("https://app.mulearn.org/dashboard/mujourney");
  });

  test("NEXT_PUBLIC_APP_HOST moves every app link at build time", () => {
    process.env.NEXT_PUBLIC_APP_HOST = "https://staging-app.example.org/ignored/path";
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module
      const site = require("@/data/site") as typeof import("@/data/site");
      expect(site.appOrigin).toBe("https://staging-app.example.org");
      expect(site.appLinks.login).toBe("https://staging-app.example.org/login");
    });
    delete process.env.NEXT_PUBLIC_APP_HOST;
  });

  test("a malformed NEXT_PUBLIC_APP_HOST fails the build with the variable's name", () => {
    process.env.NEXT_PUBLIC_APP_HOST = "app.mulearn.org";
    expect(() =>
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module
        require("@/data/site");
      }),
    ).toThrow(/NEXT_PUBLIC_APP_HOST must be an absolute URL/);
    delete process.env.NEXT_PUBLIC_APP_HOST;
  });
});

describe("§2 navigation tree", () => {
  test("has the spec's groups in order", () => {
    expect(navigation.map((item) => item.label)).toEqual([
      "About",
      "Why µLearn",
      "Be A Part of Us",
      "Mentorship",
      "Learning",
      "Donate",
    ]);
    const about = navigation[0];
    expect(about?.kind === "menu" && about.groups.map((g) => g.heading)).toEqual([
      "Key pages",
      "Partners",
      "Events",
      "Programs",
      "Others",
    ]);
  });

  test("links every internal entry the spec names, and each is a real route", () => {
    const internal = allNavLinks.filter((link) => !isExternalHref(link.href)).map((l) => l.href);
    for (const href of [
      "/about",
      "/manifesto",
      "/team",
      "/enablers",
      "/community-partners",
      "/company-partners",
      "/events/calendar",
      "/events/weekly",
      "/artofteaching",
      "/in50hours",
      "/be-a-part/company",
      "/be-a-part/campus",
      "/campus-logo-generator",
      "/donation",
    ]) {
      expect(internal).toContain(href);
    }
    for (const href of internal) expect(routePaths).toContain(href);
  });

  test("every external and app-host entry opens a new window, and so does Donate", () => {
    for (const link of allNavLinks.filter((l) => isExternalHref(l.href))) {
      expect(link).toHaveProperty("newWindow", true);
    }
    expect(allNavLinks.find((l) => l.label === "Donate")).toMatchObject({
      href: "/donation",
      newWindow: true,
    });
    const learning = allNavLinks.filter((l) => l.href.startsWith(appOrigin));
    expect(learning.map((l) => l.label).sort()).toEqual(
      ["Interest Groups", "Learning Circles", "Learning Paths", "Mentorship"].sort(),
    );
  });

  test("the footer links team, terms and privacy, and every footer page exists", () => {
    const hrefs = footerColumns.flatMap((c) => c.links.map((l) => l.href));
    expect(hrefs).toEqual(
      expect.arrayContaining(["/team", "/termsandconditions", "/privacypolicy"]),
    );
    for (const href of hrefs.filter((h) => !isExternalHref(h))) expect(routePaths).toContain(href);
  });

  test("organisation facts are complete", () => {
    expect(org.address.street).toContain("Technopark Phase 1");
    expect(org.address.city).toBe("Thiruvananthapuram");
    expect(org.address.postalCode).toMatch(/^\d{6}$/);
    expect(org.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(org.copyrightYear).toBe(2025);
  });
});

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
