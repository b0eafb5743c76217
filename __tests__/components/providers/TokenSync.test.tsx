import { act, render } from "@testing-library/react";
import { TokenSync } from "@/components/providers/TokenSync";
import { blockedStorage } from "@/__tests__/helpers/blocked-storage";

const APP = "https://app.mulearn.org";

function post(data: unknown, origin = APP) {
  act(() => {
    window.dispatchEvent(new MessageEvent("message", { data, origin }));
  });
}
const isMember = () => document.documentElement.getAttribute("data-auth") === "member";

describe("cross-window token sync", () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute("data-auth");
  });

  test("a token from the app stores it and switches the nav to Dashboard at once", () => {
    render(<TokenSync />);
    post(JSON.stringify({ type: "token-sync", refreshToken: "rt-123" }));
    expect(localStorage.getItem("refreshToken")).toBe("rt-123");
    expect(isMember()).toBe(true);

    post(JSON.stringify({ type: "token-sync", refreshToken: null }));
    expect(localStorage.getItem("refreshToken")).toBeNull();
    expect(isMember()).toBe(false);
  });

  test("messages from other origins or of other shapes change nothing", () => {
    localStorage.setItem("refreshToken", "kept");
    render(<TokenSync />);
    post(
      JSON.stringify({ type: "token-sync", refreshToken: null }),
      "https://app.mulearn.org.evil.com",
    );
    post("{not json");
    post(JSON.stringify({ type: "other", refreshToken: null }));
    post(JSON.stringify({ type: "mulearn:token-sync", refreshToken: null }));
    post({ type: "token-sync", refreshToken: null });
    expect(localStorage.getItem("refreshToken")).toBe("kept");
    expect(isMember()).toBe(true);
  });

  test("a token stored before the page loaded shows Dashboard", () => {
    localStorage.setItem("refreshToken", "earlier");
    render(<TokenSync />);
    expect(isMember()).toBe(true);
  });

  test("blocked storage leaves the visitor label and throws nothing", () => {
    const spy = jest.spyOn(Storage.prototype, "setItem").mockImplementation(blockedStorage);
    render(<TokenSync />);
    expect(() => post(JSON.stringify({ type: "token-sync", refreshToken: "rt" }))).not.toThrow();
    expect(isMember()).toBe(false);
    spy.mockRestore();
  });
});
