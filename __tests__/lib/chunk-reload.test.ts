import { canReload, isChunkLoadError, reloadAfterChunkError, reloadOnce } from "@/lib/chunk-reload";
import { blockedStorage } from "@/__tests__/helpers/blocked-storage";

describe("failed lazy-load detection", () => {
  test.each([
    Object.assign(new Error("Loading chunk 123 failed."), { name: "ChunkLoadError" }),
    new TypeError("Failed to fetch dynamically imported module: https://x/_next/a.js"),
    new TypeError("Importing a module script failed."),
    new TypeError("error loading dynamically imported module"),
    "Loading CSS chunk app/page failed",
  ])("%p is a chunk load error", (reason) => {
    expect(isChunkLoadError(reason)).toBe(true);
  });

  test.each([new Error("Cannot read properties of undefined"), null, undefined, 42, {}, "oops"])(
    "%p is not a chunk load error",
    (reason) => {
      expect(isChunkLoadError(reason)).toBe(false);
    },
  );
});

describe("reload at most once per page", () => {
  beforeEach(() => sessionStorage.clear());

  test("the first failure reloads, the second on the same page does not", () => {
    const reload = jest.fn();
    expect(reloadOnce("/team", () => sessionStorage, reload)).toBe(true);
    expect(reloadOnce("/team", () => sessionStorage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem("chunk-reload:/team")).not.toBeNull();
  });

  test("a KKEM confirmation page's marker names the shell, never the token in the address", () => {
    const reload = jest.fn();
    expect(reloadOnce("/kkem/authorization/eyJ.secret-token/", () => sessionStorage, reload)).toBe(
      true,
    );
    expect(Object.keys(sessionStorage)).toEqual(["chunk-reload:/kkem/authorization/_"]);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain("secret-token");
  });

  test("another page gets its own single reload", () => {
    const reload = jest.fn();
    reloadOnce("/team", () => sessionStorage, reload);
    expect(reloadOnce("/enablers", () => sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  test("with blocked session storage it never reloads, so it cannot loop", () => {
    const reload = jest.fn();
    expect(reloadOnce("/team", blockedStorage, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("canReload tells the error page whether a reload is still pending", () => {
  beforeEach(() => sessionStorage.clear());

  test("true before the first reload, false after it and with blocked storage", () => {
    expect(canReload("/team", () => sessionStorage)).toBe(true);
    reloadOnce(
      "/team",
      () => sessionStorage,
      () => {},
    );
    expect(canReload("/team", () => sessionStorage)).toBe(false);
    expect(canReload("/team", blockedStorage)).toBe(false);
  });
});

describe("the marker of a hand-off page", () => {
  beforeEach(() => sessionStorage.clear());

  test("names the shell, never the id or token in the address", () => {
    reloadOnce("/profile/learner-7f3a9c@mulearn", () => sessionStorage, jest.fn());
    reloadOnce("/kkem/authorization/eyJhbGciOi.tok-2b81d", () => sessionStorage, jest.fn());
    expect(Object.keys(sessionStorage).sort()).toEqual([
      "chunk-reload:/kkem/authorization/_",
      "chunk-reload:/profile/_",
    ]);
  });
});

describe("the reload after a failed chunk", () => {
  beforeEach(() => sessionStorage.clear());

  const fakeLocation = (href: string) =>
    ({
      href,
      pathname: new URL(href).pathname,
      assign: jest.fn(),
      reload: jest.fn(),
    }) as unknown as Location & {
      assign: jest.Mock;
      reload: jest.Mock;
    };

  test("reloads the page shown, once", () => {
    const location = fakeLocation("https://mulearn.org/about");
    expect(reloadAfterChunkError(() => sessionStorage, location)).toBe(true);
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(location.assign).not.toHaveBeenCalled();
    expect(Object.keys(sessionStorage)).toEqual(["chunk-reload:/about"]);
    expect(reloadAfterChunkError(() => sessionStorage, location)).toBe(false);
    expect(location.reload).toHaveBeenCalledTimes(1);
  });
});
