import { navigation, footerColumns, legalLinks } from "@/data/navigation";
import { staticRoutes } from "@/data/routes";
import { appOrigin } from "@/data/site";
import { isExternalHref } from "@/lib/links";

const allNavLinks = navigation.flatMap((item) =>
  item.kind === "link" ? [item] : item.groups.flatMap((group) => group.links),
);
const routePaths = new Set(staticRoutes.map((route) => route.path));

describe("navigation tree", () => {
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
      "/events",
      "/events/calendar",
      "/events/weekly",
      "/events/office-hour",
      "/events/grab-your-superpowers",
      "/artofteaching",
      "/in50hours",
      "/be-a-part/company",
      "/be-a-part/campus",
      "/campus-logo-generator",
      "/donation",
      "/interest-groups",
      "/be-a-part/learners",
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
    // Interest Groups is this site's page now (/interest-groups), which links each group's app page.
    expect(learning.map((l) => l.label).sort()).toEqual([
      "Learning Circles",
      "Learning Paths",
      "Mentorship",
    ]);
  });

  test("the footer's site map links every nav destination", () => {
    const footer = footerColumns.flatMap((c) => c.links.map((l) => l.href));
    expect(footer).toEqual(expect.arrayContaining(allNavLinks.map((link) => link.href)));
    expect(footer).toEqual(
      expect.arrayContaining([
        "/artofteaching",
        "https://launchpadkerala.org/",
        "https://app.mulearn.org/dashboard/learning-circle",
        "https://mulearn.org/r/mubook",
      ]),
    );
  });

  test("the footer links careers and the legal pages, and every footer page exists", () => {
    const hrefs = [...footerColumns.flatMap((c) => c.links), ...legalLinks].map((l) => l.href);
    expect(hrefs).toEqual(
      expect.arrayContaining(["/careers", "/termsandconditions", "/privacypolicy"]),
    );
    for (const href of hrefs.filter((h) => !isExternalHref(h))) expect(routePaths).toContain(href);
  });
});
