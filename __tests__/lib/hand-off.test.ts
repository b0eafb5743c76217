import { HAND_OFF_LINK_ID, MAX_HAND_OFF_VALUE, handOffScript, handOffTarget } from "@/lib/hand-off";

describe("hand-off routes send any value, encoded, to the app host", () => {
  test("a profile id becomes the app host's profile address", () => {
    expect(handOffTarget("profile", "/profile/jane-doe@mulearn")).toBe(
      "https://app.mulearn.org/profile/jane-doe%40mulearn",
    );
  });

  test("hostile values stay inside one encoded path segment on the app host", () => {
    const target = handOffTarget("profile", "/profile/%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    expect(target).toBe("https://app.mulearn.org/profile/%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    const traversal = handOffTarget("kkemAuthorization", "/kkem/authorization/..%2F..%2Fadmin");
    expect(new URL(traversal!).pathname).toBe("/kkem/authorization/..%2F..%2Fadmin");
    expect(new URL(traversal!).origin).toBe("https://app.mulearn.org");
  });

  test.each([
    ["the build-time shell", "/profile/_"],
    ["a missing value", "/profile/"],
    ["another route", "/team/abc"],
    ["more than one segment", "/profile/a/b"],
    ["an undecodable value", "/profile/%E0%A4%A"],
    ["an oversized value", `/profile/${"a".repeat(MAX_HAND_OFF_VALUE + 1)}`],
  ])("%s gets no target", (_label, pathname) => {
    expect(handOffTarget("profile", pathname)).toBeNull();
  });
});

describe("the shell's inline script points the link at the value before any app script", () => {
  const run = (kind: "profile" | "kkemAuthorization", path: string) => {
    window.history.replaceState(null, "", path);
    document.body.innerHTML = `<a id="${HAND_OFF_LINK_ID}" href="https://app.mulearn.org">app</a>`;
    new Function(handOffScript(kind))();
    return document.getElementById(HAND_OFF_LINK_ID)!.getAttribute("href");
  };

  test.each([
    [
      "profile",
      "/profile/jane-doe%40mulearn",
      "https://app.mulearn.org/profile/jane-doe%40mulearn",
    ],
    [
      "kkemAuthorization",
      "/kkem/authorization/..%2F..%2Fadmin",
      "https://app.mulearn.org/kkem/authorization/..%2F..%2Fadmin",
    ],
    ["profile", "/profile/_", "https://app.mulearn.org"],
    ["profile", "/profile/%E0%A4%A", "https://app.mulearn.org"],
  ] as const)("%s at %s links to %s", (kind, path, href) => {
    expect(run(kind, path)).toBe(href);
  });

  test("the script is the same for every value, so the CSP can hash it", () => {
    expect(handOffScript("profile")).not.toMatch(/jane|%40/);
    expect(handOffScript("profile")).toContain('"/profile/"');
  });
});
