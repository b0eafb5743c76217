import { MAX_HAND_OFF_VALUE, handOffTarget } from "@/lib/hand-off";

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
