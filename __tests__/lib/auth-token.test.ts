import {
  MAX_TOKEN_LENGTH,
  TOKEN_SYNC_TYPE,
  applyTokenSync,
  parseTokenSync,
  readToken,
} from "@/lib/auth-token";
import { blockedStorage } from "@/__tests__/helpers/blocked-storage";

const APP = "https://app.mulearn.org";
const message = (data: unknown, origin = APP) => ({ origin, data });
const sync = (refreshToken: unknown) => JSON.stringify({ type: TOKEN_SYNC_TYPE, refreshToken });

describe("token-sync messages", () => {
  test("a string token from the app origin is stored", () => {
    expect(parseTokenSync(message(sync("abc.def")), APP)).toEqual({
      action: "store",
      token: "abc.def",
    });
  });

  test.each([null, undefined, 42, {}, [], "", true])(
    "a token-sync with refreshToken %p removes the stored token",
    (value) => {
      expect(parseTokenSync(message(sync(value)), APP)).toEqual({ action: "remove" });
    },
  );

  test.each([
    "https://app.mulearn.org.evil.com",
    "https://app.mulearn.org:8443",
    "http://app.mulearn.org",
    "https://evil.com",
    "https://mulearn.org",
    "null",
    "",
  ])("a message from %p is ignored", (origin) => {
    expect(parseTokenSync(message(sync("abc"), origin), APP)).toBeNull();
  });

  test.each([
    ["not JSON", "{type:"],
    ["a JSON array", JSON.stringify([TOKEN_SYNC_TYPE, "abc"])],
    ["JSON null", "null"],
    ["a JSON string", JSON.stringify(TOKEN_SYNC_TYPE)],
    ["another type", JSON.stringify({ type: "something-else", refreshToken: "abc" })],
    ["no type", JSON.stringify({ refreshToken: "abc" })],
    [
      "a type only on the prototype",
      `{"__proto__":{"type":"${TOKEN_SYNC_TYPE}"},"refreshToken":"x"}`,
    ],
    ["an object instead of a string", { type: TOKEN_SYNC_TYPE, refreshToken: "abc" }],
    ["an oversized token", sync("x".repeat(MAX_TOKEN_LENGTH + 1))],
  ])("%s is ignored", (_label, data) => {
    expect(parseTokenSync(message(data), APP)).toBeNull();
  });
});

describe("token storage", () => {
  beforeEach(() => localStorage.clear());

  test("store and remove use the refreshToken key", () => {
    expect(applyTokenSync({ action: "store", token: "t1" }, () => localStorage)).toBe(true);
    expect(localStorage.getItem("refreshToken")).toBe("t1");
    expect(readToken(() => localStorage)).toBe("t1");
    expect(applyTokenSync({ action: "remove" }, () => localStorage)).toBe(true);
    expect(readToken(() => localStorage)).toBeNull();
  });

  test("blocked storage reads as a visitor and refuses writes without throwing", () => {
    expect(readToken(blockedStorage)).toBeNull();
    expect(applyTokenSync({ action: "store", token: "t1" }, blockedStorage)).toBe(false);
  });
});
