import { navigatesInApp } from "@/components/ui/SiteLink";

describe("which links navigate inside the app", () => {
  test("a page on the site's own policy does", () => {
    expect(navigatesInApp("/about")).toBe(true);
    expect(navigatesInApp("/founders-message#letter")).toBe(true);
  });

  test("a page with a policy of its own loads as a document", () => {
    expect(navigatesInApp("/careers")).toBe(false);
    expect(navigatesInApp("/team/2022?search=a")).toBe(false);
    expect(navigatesInApp("/interest-groups/web-development")).toBe(false);
  });

  test("unless the link starts on a page with the same policy", () => {
    expect(navigatesInApp("/interest-groups/web-development", false, true)).toBe(true);
    expect(navigatesInApp("/interest-groups", false, true)).toBe(true);
  });

  test("other sites, new windows and anchors never do, whatever the policy", () => {
    expect(navigatesInApp("https://app.mulearn.org/dashboard", false, true)).toBe(false);
    expect(navigatesInApp("/about", true)).toBe(false);
    expect(navigatesInApp("#find", false, true)).toBe(false);
  });
});
