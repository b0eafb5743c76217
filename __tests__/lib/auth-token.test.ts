import { applyTokenSync, parseTokenSync, readToken } from "@/lib/auth-token";
import { blockedStorage } from "@/__tests__/helpers/blocked-storage";

const APP = "https://app.mulearn.org";
const message = (data: unknown, origin = APP) => ({ origin, data });
const sync = (refreshToken: unknown) => JSON.stringify({ type: "token-sync", refreshToken });

describe("token-sync messages", () => {
  test("a string token from the app origin is stored", () => {
    expect(parseTokenSync(message(sync("abc.def")), APP)).toEqual({
      action: "store",
      token: "abc.def",
    });
  });

  test("the app's exact bytes for a signed-in member store the token", () => {
    const data = '{"type":"token-sync","refreshToken":"eyJhbGciOiJIUzI1NiJ9.e30.sig"}';
    expect(parseTokenSync(message(data), APP)).toEqual({
      action: "store",
      token: "eyJhbGciOiJIUzI1NiJ9.e30.sig",
    });
  });

  test("a null token removes the stored one, whatever the field order", () => {
    expect(parseTokenSync(message(sync(null)), APP)).toEqual({ action: "remove" });
    const reordered = '{"refreshToken":null,"type":"token-sync"}';
    expect(parseTokenSync(message(reordered), APP)).toEqual({ action: "remove" });
  });

  test("a token of exactly 8,192 characters is stored, one more is ignored", () => {
    expect(parseTokenSync(message(sync("x".repeat(8192))), APP)).toEqual({
      action: "store",
      token: "x".repeat(8192),
    });
    expect(parseTokenSync(message(sync("x".repeat(8193))), APP)).toBeNull();
  });

  test.each([undefined, 42, {}, [], "", true])(
    "a token-sync with refreshToken %p is not the app's message and is ignored",
    (value) => {
      expect(parseTokenSync(message(sync(value)), APP)).toBeNull();
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
    ["JSON with trailing junk", '{"type":"token-sync","refreshToken":"abc"}x'],
    ["a JSON array", '["token-sync","abc"]'],
    ["JSON null", "null"],
    ["a JSON string", '"token-sync"'],
    ["the old type", '{"type":"mulearn:token-sync","refreshToken":"abc"}'],
    ["another type", '{"type":"something-else","refreshToken":"abc"}'],
    ["no type", '{"refreshToken":"abc"}'],
    ["an extra field", '{"type":"token-sync","refreshToken":"abc","admin":true}'],
    ["a __proto__ key holding the type", '{"__proto__":{"type":"token-sync"},"refreshToken":"x"}'],
    ["an object instead of a string", { type: "token-sync", refreshToken: "abc" }],
  ])("%s is ignored", (_label, data) => {
    expect(parseTokenSync(message(data), APP)).toBeNull();
  });
});

describe("with Object.prototype polluted, as a hostile script on the page could", () => {
  const polluted = ["type", "refreshToken"] as const;
  beforeEach(() => {
    Object.defineProperty(Object.prototype, "type", { value: "token-sync", configurable: true });
    Object.defineProperty(Object.prototype, "refreshToken", {
      value: "poison",
      configurable: true,
    });
  });
  afterEach(() => {
    for (const key of polluted) delete (Object.prototype as Record<string, unknown>)[key];
  });

  test.each([
    ["a message without a type", '{"refreshToken":"x"}'],
    ["a message without a token", '{"type":"token-sync"}'],
    ["an empty object", "{}"],
  ])("%s is ignored: only the message's own fields count", (_label, data) => {
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
