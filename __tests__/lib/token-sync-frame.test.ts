import { tokenSyncFrameDocument, tokenSyncFrameScript } from "@/lib/token-sync-frame";
import { blockedStorage } from "@/__tests__/helpers/blocked-storage";

const APP = "https://app.mulearn.org";

/**
 * A window for the page's script to run in: `framed` gives it a parent of its own. The script is
 * the exact text the page carries, run with nothing else in scope, so it must be self-contained.
 */
function runFrameScript({ framed = true, storage = () => localStorage as Storage } = {}) {
  const listeners: ((event: { origin: string; data: unknown; source: unknown }) => void)[] = [];
  const parent = { name: "the app" };
  const win = {
    addEventListener: (type: string, listener: (typeof listeners)[number]) => {
      if (type === "message") listeners.push(listener);
    },
    get localStorage() {
      return storage();
    },
  } as { parent?: unknown; addEventListener: unknown; localStorage: Storage };
  win.parent = framed ? parent : win;
  new Function("window", tokenSyncFrameScript(APP))(win);
  const post = (data: unknown, { origin = APP, source = parent as unknown } = {}) =>
    listeners.forEach((listener) => listener({ origin, data, source }));
  return { post, listening: listeners.length > 0, parent };
}

describe("the /cdr page's script", () => {
  beforeEach(() => localStorage.clear());

  test("its parent, the app, stores a token and then removes it", () => {
    const { post } = runFrameScript();
    post('{"type":"token-sync","refreshToken":"rt-from-app"}');
    expect(localStorage.getItem("refreshToken")).toBe("rt-from-app");
    post('{"type":"token-sync","refreshToken":null}');
    expect(localStorage.getItem("refreshToken")).toBeNull();
  });

  test("a message from a window that is not its parent changes nothing", () => {
    const { post } = runFrameScript();
    post('{"type":"token-sync","refreshToken":"from-a-popup"}', { source: { name: "a popup" } });
    post('{"type":"token-sync","refreshToken":"from-nowhere"}', { source: null });
    expect(localStorage.getItem("refreshToken")).toBeNull();
  });

  test("its parent on another origin changes nothing", () => {
    const { post } = runFrameScript();
    localStorage.setItem("refreshToken", "kept");
    post('{"type":"token-sync","refreshToken":null}', { origin: "https://evil.example" });
    post('{"type":"token-sync","refreshToken":null}', { origin: "https://app.mulearn.org:8443" });
    expect(localStorage.getItem("refreshToken")).toBe("kept");
  });

  test("another type, junk or extra fields change nothing and throw nothing", () => {
    const { post } = runFrameScript();
    localStorage.setItem("refreshToken", "kept");
    for (const data of [
      '{"type":"mulearn:token-sync","refreshToken":null}',
      '{"type":"token-sync","refreshToken":null,"extra":1}',
      '{"type":"token-sync","refreshToken":42}',
      "{not json",
      "",
      null,
      { type: "token-sync", refreshToken: null },
    ]) {
      expect(() => post(data)).not.toThrow();
    }
    expect(localStorage.getItem("refreshToken")).toBe("kept");
  });

  test("loaded on its own, not framed, it does not listen at all", () => {
    expect(runFrameScript({ framed: false }).listening).toBe(false);
  });

  test("blocked storage throws nothing", () => {
    const { post } = runFrameScript({ storage: blockedStorage });
    expect(() => post('{"type":"token-sync","refreshToken":"rt"}')).not.toThrow();
    expect(() => post('{"type":"token-sync","refreshToken":null}')).not.toThrow();
  });
});

describe("the /cdr document", () => {
  const html = tokenSyncFrameDocument({
    title: "Token sync | µLearn Foundation",
    description: "Keeps the button in step.",
    appOrigin: APP,
  });

  test("is a titled, noindex page with one inline script and nothing to load", () => {
    expect(html).toMatch(/^<!doctype html><html lang="en-IN"><head><meta charset="utf-8">/);
    expect(html).toContain("<title>Token sync | µLearn Foundation</title>");
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toMatch(/\ssrc=|\shref=|<body|<link/);
  });

  test("names the app origin it accepts, and nothing closes its script early", () => {
    const script = html.slice(html.indexOf("<script>") + 8, html.lastIndexOf("</script>"));
    expect(script).toContain('"https://app.mulearn.org"');
    expect(script).not.toMatch(/<\/script|<!--/i);
    expect(tokenSyncFrameScript("https://a.example/</script>")).not.toContain("</script");
  });
});
