import {
  AFTER_PAINT_LOADER,
  COMPILE_HINT,
  deferFrames,
  deferPictures,
  deferScripts,
  hintCompile,
  dropFontPreconnect,
  mergePayload,
  startupScripts,
  inlineCss,
  inlineStylesheets,
  classWords,
  pruneCss,
  requiredClasses,
  withoutFontFaces,
} from "../../scripts/first-paint.mjs";

/** The head and body of an exported page, as Next.js writes them. */
const page = [
  "<!DOCTYPE html><html><head>",
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  "</head><body><main><p>Hello</p></main>",
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  "</body></html>",
].join("");

describe("deferScripts", () => {
  const deferred = deferScripts(page);

  test("makes each chunk's tag inert, keeps its src, and drops the chunk preload", () => {
    expect(deferred).toContain(
      '<script type="text/x-after-paint" src="/_next/static/chunks/a.js" async=""></script>' +
        '<script type="text/x-after-paint" src="/_next/static/chunks/b.js" async=""></script>',
    );
    expect(deferred).not.toContain('<script src="/_next/static/chunks/a.js" async="">');
    expect(deferred).not.toContain('rel="preload" as="script"');
  });

  test("leaves the noModule polyfill and the inline payload alone", () => {
    expect(deferred).toContain(
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
    );
    expect(deferred).toContain("<script>(self.__next_f=self.__next_f||[]).push([0])</script>");
  });

  test("puts the loader last in the body, once, even when run twice", () => {
    expect(deferred.endsWith(`<script>${AFTER_PAINT_LOADER}</script></body></html>`)).toBe(true);
    expect(deferScripts(deferred)).toBe(deferred);
  });

  test("leaves a page without chunk scripts unchanged", () => {
    const plain = "<html><head></head><body><p>Moved</p></body></html>";
    expect(deferScripts(plain)).toBe(plain);
  });
});

describe("startupScripts", () => {
  test("lists the scripts the loader starts, not the polyfill or an untouched page's", () => {
    expect(startupScripts(deferScripts(page))).toEqual([
      "/_next/static/chunks/a.js",
      "/_next/static/chunks/b.js",
    ]);
    expect(startupScripts(page)).toEqual([]);
  });
});

describe("hintCompile", () => {
  test("puts V8's compile hint on the first line of a chunk, once", () => {
    const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["a.js",1,e=>{}]);';
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
    expect(hintCompile(chunk)).toBe(`//# allFunctionsCalledOnLoad\n${chunk}`);
    expect(hintCompile(hintCompile(chunk))).toBe(`//# allFunctionsCalledOnLoad\n${chunk}`);
  });
});

describe("dropFontPreconnect", () => {
  test("takes out next/font's preconnect to the site itself, and nothing else", () => {
    const head =
      '<head><meta charSet="utf-8"/><link rel="preconnect" href="/" crossorigin=""/>' +
      '<link rel="preconnect" href="https://app.mulearn.org"/></head>';
    expect(dropFontPreconnect(head)).toBe(
      '<head><meta charSet="utf-8"/><link rel="preconnect" href="https://app.mulearn.org"/></head>',
    );
  });
});

describe("mergePayload", () => {
  const pieces =
    "<script>(self.__next_f=self.__next_f||[]).push([0])</script>" +
    '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>' +
    '<script>self.__next_f.push([1,"2:[\\"$\\",\\"p\\",null,{\\"children\\":\\"a)b\\"}]\\n"])</script>';

  test("puts the payload's pieces, in order, into one inline script where the first was", () => {
    const html = `<html><body><main></main><script id="_R_">x()</script>${pieces}<script>loader()</script></body></html>`;
    expect(mergePayload(html)).toBe(
      '<html><body><main></main><script id="_R_">x()</script>' +
        "<script>(self.__next_f=self.__next_f||[]).push([0]);" +
        'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"]);' +
        'self.__next_f.push([1,"2:[\\"$\\",\\"p\\",null,{\\"children\\":\\"a)b\\"}]\\n"])</script>' +
        "<script>loader()</script></body></html>",
    );
  });

  test("refuses pieces with the page between them, whose order could matter", () => {
    const [first, ...rest] = pieces.split("</script>").filter(Boolean);
    const apart = `<body>${first}</script><p>between</p>${rest.map((p) => `${p}</script>`).join("")}</body>`;
    expect(() => mergePayload(apart)).toThrow("The payload's inline scripts are not all together.");
  });

  test("leaves a page with one piece or none unchanged", () => {
    const one = "<body><script>(self.__next_f=self.__next_f||[]).push([0])</script></body>";
    expect(mergePayload(one)).toBe(one);
  });
});

describe("deferFrames", () => {
  const frame =
    '<iframe title="The µLearn events calendar" src="https://embed.styledcalendar.com/#x" loading="lazy"></iframe>';

  test("moves each frame's src aside for the loader and keeps a copy for no JavaScript, once", () => {
    const marked = deferFrames(deferScripts(page.replace("<p>Hello</p>", frame)));
    expect(marked).toContain(
      '<iframe title="The µLearn events calendar" data-after-paint-src="https://embed.styledcalendar.com/#x" loading="lazy"></iframe>' +
        `<noscript>${frame}</noscript>`,
    );
    expect(deferFrames(marked)).toBe(marked);
  });

  test("leaves the frames of a page without the loader alone, which nothing would fill", () => {
    const plain = `<html><body>${frame}</body></html>`;
    expect(deferFrames(plain)).toBe(plain);
  });
});

describe("deferPictures", () => {
  const logo =
    '<img src="/images/partners/kkem.svg?w=80" alt="" width="40" height="40" loading="lazy" data-after-paint=""/>';
  const poster =
    '<img src="/images/events/openmic.svg?w=1280" srcSet="/images/events/openmic.svg?w=640 640w, /images/events/openmic.svg?w=1280 1280w" sizes="100vw" alt="" data-after-paint="" class="w-full"/>';
  const largest = '<img src="/images/events/isr.svg?w=1280" alt="" fetchPriority="high"/>';

  test("moves a marked picture's src and srcSet aside for the loader and keeps a copy, once", () => {
    const marked = deferPictures(
      deferScripts(page.replace("<p>Hello</p>", logo + poster + largest)),
    );
    expect(marked).toContain(
      '<img data-after-paint-src="/images/partners/kkem.svg?w=80" alt="" width="40" height="40" loading="lazy"/>' +
        '<noscript><img src="/images/partners/kkem.svg?w=80" alt="" width="40" height="40" loading="lazy"/></noscript>' +
        '<img data-after-paint-src="/images/events/openmic.svg?w=1280" data-after-paint-srcset="/images/events/openmic.svg?w=640 640w, /images/events/openmic.svg?w=1280 1280w" sizes="100vw" alt="" class="w-full"/>' +
        '<noscript><img src="/images/events/openmic.svg?w=1280" srcSet="/images/events/openmic.svg?w=640 640w, /images/events/openmic.svg?w=1280 1280w" sizes="100vw" alt="" class="w-full"/></noscript>' +
        largest,
    );
    expect(deferPictures(marked)).toBe(marked);
  });

  test("leaves the pictures of a page without the loader alone, which nothing would fill", () => {
    const plain = `<html><body>${logo}</body></html>`;
    expect(deferPictures(plain)).toBe(plain);
  });

  test("refuses a marked picture without a src", () => {
    expect(() =>
      deferPictures(
        deferScripts(page.replace("<p>Hello</p>", '<img alt="" data-after-paint=""/>')),
      ),
    ).toThrow('A picture marked to wait for the first paint has no src: <img alt=""/>');
  });
});

describe("inlineStylesheets", () => {
  const css =
    '@font-face{font-family:sans;src:url(../media/sans.woff2) format("woff2")}' +
    ".a{background:url('/images/a.svg')}.b{background:url(data:image/png;base64,AAAA)}";
  const inlined = inlineStylesheets(page, (href: string) => {
    expect(href).toBe("/_next/static/chunks/site.css");
    return css;
  });

  test("puts the stylesheet's text in <head> and disables the link React looks up", () => {
    expect(inlined).toContain(
      '<style data-inlined="/_next/static/chunks/site.css">' +
        '@font-face{font-family:sans;src:url(/_next/static/media/sans.woff2) format("woff2")}' +
        ".a{background:url('/images/a.svg')}.b{background:url(data:image/png;base64,AAAA)}" +
        "</style>" +
        '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next" disabled=""/>',
    );
    expect(inlined.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  test("refuses a stylesheet that would close its <style> early", () => {
    expect(() => inlineCss(".a::after{content:'</style>'}", "/x.css")).toThrow(
      '/x.css contains "</style" and cannot be inlined.',
    );
  });
});

describe("pruneCss", () => {
  const css = [
    "@layer base{*,:before{box-sizing:border-box}html{line-height:1.5}}",
    "@layer utilities{.flex{display:flex}.grid{display:grid}",
    "@media (min-width:40rem){.sm\\:grid-cols-2{grid-template-columns:repeat(2,1fr)}}",
    ".dark\\:text-white:where(.dark,.dark *){color:#fff}",
    ".\\32 xl\\:p-4{padding:1rem}.a .b,.a .c{color:red}",
    ".more:not(.open){opacity:.5}[data-auth=member] .auth-visitor{display:none}}",
    "@keyframes spin{to{rotate:360deg}}",
  ].join("");

  test("keeps what the page's words name, and every rule that names no class", () => {
    const words = new Set(classWords('<div class="flex a b dark:text-white more">x</div>'));
    expect(pruneCss(css, words)).toBe(
      [
        "@layer base{*,:before{box-sizing:border-box}html{line-height:1.5}}",
        "@layer utilities{.flex{display:flex}",
        ".dark\\:text-white:where(.dark,.dark *){color:#fff}",
        ".a .b{color:red}",
        ".more:not(.open){opacity:.5}}",
      ].join(""),
    );
  });

  test("drops what no rule left uses: a custom property's @property and stand-in, theme variables, keyframes", () => {
    const sheet = [
      "@layer properties{@supports (-moz-orient:inline){*,:before{--tw-shadow:0 0 #0000;--tw-rotate-x:initial}}}",
      "@layer theme{:root,:host{--color-red-600:red;--color-brand:blue;--font-sans:Jakarta;",
      "--default-font-family:var(--font-sans);--color-unused:var(--color-chain);--color-chain:green}}",
      "@layer base{html{font-family:var(--default-font-family)}}",
      "@layer utilities{.shadow{--tw-shadow:0 1px red;box-shadow:var(--tw-shadow)}.text-brand{color:var(--color-brand)}",
      ".rotate{--tw-rotate-x:1deg;rotate:var(--tw-rotate-x)}.animate-float{animation:float 2s infinite}}",
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
      '@property --tw-rotate-x{syntax:"*";inherits:false}',
      "@keyframes float{50%{translate:0 -4px}}@keyframes spin{to{rotate:360deg}}@keyframes twinkle{50%{opacity:.5}}",
    ].join("");
    // The page's inline style reads a theme colour; its script names an animation.
    const words = new Set(
      classWords(
        '<p class="shadow text-brand" style="--bar:var(--color-red-600)">x</p>' +
          '<script>el.style.animationName="twinkle"</script>',
      ),
    );
    expect(pruneCss(sheet, words)).toBe(
      [
        "@layer properties{@supports (-moz-orient:inline){*,:before{--tw-shadow:0 0 #0000}}}",
        "@layer theme{:root,:host{--color-red-600:red;--color-brand:blue;--font-sans:Jakarta;",
        "--default-font-family:var(--font-sans)}}",
        "@layer base{html{font-family:var(--default-font-family)}}",
        "@layer utilities{.shadow{--tw-shadow:0 1px red;box-shadow:var(--tw-shadow)}.text-brand{color:var(--color-brand)}}",
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
        "@keyframes twinkle{50%{opacity:.5}}",
      ].join(""),
    );
  });

  test("reads escaped class names, and names in the payload's escaped strings and scripts", () => {
    const words = new Set(
      classWords(
        '<p class="2xl:p-4">x</p><script>push("\\"className\\":\\"sm:grid-cols-2 auth-visitor\\"")</script>',
      ),
    );
    const pruned = pruneCss(css, words);
    expect(pruned).toContain(".\\32 xl\\:p-4{padding:1rem}");
    expect(pruned).toContain(
      "@media (min-width:40rem){.sm\\:grid-cols-2{grid-template-columns:repeat(2,1fr)}}",
    );
    expect(pruned).toContain("[data-auth=member] .auth-visitor{display:none}");
    expect(pruned).not.toContain(".flex");
  });

  test("requires the classes outside parentheses and brackets only", () => {
    expect(requiredClasses('.x:is(.y, .z) > .w[data-a=".v"]:not(.u)')).toEqual(["x", "w"]);
    expect(requiredClasses(".hover\\:bg-slate-100:hover")).toEqual(["hover:bg-slate-100"]);
    expect(requiredClasses("[&>svg]")).toEqual([]);
  });
});

describe("withoutFontFaces", () => {
  test("drops the faces, which each page's own <style> keeps, and nothing else", () => {
    const css = [
      '@font-face{font-family:sans;src:url(../media/a.woff2)format("woff2");font-display:optional}',
      "@font-face{font-family:sans Fallback;src:local(Arial);size-adjust:105.75%}",
      "@layer base{html{font-family:sans,sans Fallback}}",
      ".flex{display:flex}",
    ].join("");
    expect(withoutFontFaces(css)).toBe(
      "@layer base{html{font-family:sans,sans Fallback}}.flex{display:flex}",
    );
    const words = new Set(classWords("<p>x</p>"));
    expect(pruneCss(css, words)).toContain("@font-face{font-family:sans;");
  });
});

describe("the after-paint loader", () => {
  type Observer = { callback: () => void; options: unknown; disconnected: boolean };
  let observers: Observer[];
  const only = () => {
    expect(observers).toHaveLength(1);
    return observers[0]!;
  };
  let visibility: string;

  function installObserver(supported: string[] | null) {
    observers = [];
    class FakeObserver {
      static supportedEntryTypes = supported ?? undefined;
      record: Observer;
      constructor(callback: (entries: unknown[], observer: FakeObserver) => void) {
        this.record = {
          callback: () => callback([], this),
          options: null,
          disconnected: false,
        };
        observers.push(this.record);
      }
      observe(options: unknown) {
        this.record.options = options;
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    Object.defineProperty(window, "PerformanceObserver", {
      value: supported === null ? undefined : FakeObserver,
      configurable: true,
      writable: true,
    });
  }

  function loadPage() {
    document.head.innerHTML =
      '<script type="text/x-after-paint" src="/_next/static/chunks/a.js" async=""></script>' +
      '<script type="text/x-after-paint" src="/_next/static/chunks/b.js" async=""></script>';
    document.body.innerHTML = withCopy;
    new Function(AFTER_PAINT_LOADER)();
  }

  /** The frames' markup: empty with a noscript copy until the loader fills the frame. */
  const frames = () => document.body.innerHTML;
  const filled = '<iframe title="Calendar" src="https://embed.styledcalendar.com/#x"></iframe>';
  const withCopy =
    '<iframe title="Calendar" data-after-paint-src="https://embed.styledcalendar.com/#x"></iframe>' +
    '<noscript><iframe title="Calendar" src="https://embed.styledcalendar.com/#x"></iframe></noscript>';
  let idle: { callback: () => void; options: unknown }[];
  const RealMutationObserver = window.MutationObserver;
  const watching: MutationObserver[] = [];

  /** The real script tags the loader added, by src. */
  const added = () =>
    [...document.head.querySelectorAll("script:not([type])")].map((script) => ({
      src: script.getAttribute("src"),
      async: (script as HTMLScriptElement).async,
    }));

  beforeEach(() => {
    jest.useFakeTimers();
    visibility = "visible";
    jest
      .spyOn(document, "visibilityState", "get")
      .mockImplementation(() => visibility as DocumentVisibilityState);
    idle = [];
    // Each test's loader watches <html>; stop it afterwards so the next test's hydration is its own.
    window.MutationObserver = class extends RealMutationObserver {
      constructor(callback: MutationCallback) {
        super(callback);
        watching.push(this);
      }
    };
    Object.defineProperty(window, "requestIdleCallback", {
      value: (callback: () => void, options: unknown) => idle.push({ callback, options }),
      configurable: true,
      writable: true,
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    document.head.innerHTML = "";
    document.body.innerHTML = "";
    document.documentElement.removeAttribute("data-hydrated");
    watching.splice(0).forEach((observer) => observer.disconnect());
    window.MutationObserver = RealMutationObserver;
  });

  test("adds the scripts only when the first paint is reported, once", () => {
    installObserver(["paint", "navigation"]);
    loadPage();
    expect(added()).toEqual([]);
    expect(frames()).not.toBe(filled);
    expect(only().options).toEqual({ type: "paint", buffered: true });

    only().callback();
    expect(added()).toEqual([
      { src: "/_next/static/chunks/a.js", async: true },
      { src: "/_next/static/chunks/b.js", async: true },
    ]);
    expect(only().disconnected).toBe(true);

    jest.advanceTimersByTime(3000);
    expect(added()).toHaveLength(2);
  });

  /** What components/providers/HydrationMark.tsx does; the loader's observer hears it next. */
  async function hydrate() {
    document.documentElement.setAttribute("data-hydrated", "");
    await Promise.resolve();
  }

  test("fills the frames once the page has hydrated, at the next idle moment (1 s at most)", async () => {
    installObserver(["paint"]);
    loadPage();
    only().callback();
    // The scripts are on their way; the frame's copy for no JavaScript is gone, the frame waits.
    expect(added()).toHaveLength(2);
    expect(frames()).toBe(
      '<iframe title="Calendar" data-after-paint-src="https://embed.styledcalendar.com/#x"></iframe>',
    );
    expect(idle).toEqual([]);

    await hydrate();
    expect(idle).toHaveLength(1);
    expect(idle[0]!.options).toEqual({ timeout: 1000 });
    expect(frames()).not.toBe(filled);
    idle[0]!.callback();
    expect(frames()).toBe(filled);

    // The 5 s fallback finds the frames filled and adds nothing.
    jest.advanceTimersByTime(5000);
    expect(idle).toHaveLength(1);
  });

  test("enables the whole stylesheet once the page has hydrated, for the pages it leads to", async () => {
    installObserver(["paint"]);
    loadPage();
    document.head.insertAdjacentHTML(
      "beforeend",
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next" disabled=""/>',
    );
    const disabled = () =>
      document.head.querySelector("link[rel=stylesheet]")!.hasAttribute("disabled");
    only().callback();
    expect(disabled()).toBe(true);
    await hydrate();
    expect(disabled()).toBe(true);
    idle[0]!.callback();
    expect(disabled()).toBe(false);
  });

  test("fills the frames 5 s after the paint when the page never hydrates", () => {
    installObserver(["paint"]);
    loadPage();
    only().callback();
    jest.advanceTimersByTime(4999);
    expect(idle).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    idle[0]!.callback();
    expect(frames()).toBe(filled);
  });

  test("fills the frames on a timer where idle callbacks are missing", async () => {
    Object.defineProperty(window, "requestIdleCallback", { value: undefined });
    installObserver(["paint"]);
    loadPage();
    only().callback();
    await hydrate();
    expect(frames()).not.toBe(filled);
    jest.advanceTimersByTime(0);
    expect(frames()).toBe(filled);
  });

  test("starts the waiting pictures with the scripts, without their copies", () => {
    installObserver(["paint"]);
    loadPage();
    document.body.innerHTML =
      '<img data-after-paint-src="/a.svg?w=80" alt=""><noscript><img src="/a.svg?w=80" alt=""></noscript>' +
      '<img data-after-paint-src="/b.svg?w=1280" data-after-paint-srcset="/b.svg?w=640 640w, /b.svg?w=1280 1280w" alt="">';
    expect(document.body.querySelectorAll("img[src]")).toHaveLength(0);

    only().callback();
    expect(document.body.innerHTML).toBe(
      '<img alt="" src="/a.svg?w=80">' +
        '<img alt="" srcset="/b.svg?w=640 640w, /b.svg?w=1280 1280w" src="/b.svg?w=1280">',
    );
    expect(added()).toHaveLength(2);
  });

  test("adds them after 3 s when no paint is reported", () => {
    installObserver(["paint"]);
    loadPage();
    jest.advanceTimersByTime(2999);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toHaveLength(2);
  });

  test("adds them at once in a hidden tab, which paints nothing", () => {
    installObserver(["paint"]);
    visibility = "hidden";
    loadPage();
    expect(added()).toHaveLength(2);
    expect(observers).toEqual([]);
  });

  test("adds them at once where paint timing is missing", () => {
    installObserver(["navigation"]);
    loadPage();
    expect(added()).toHaveLength(2);

    document.head.innerHTML = "";
    installObserver(null);
    loadPage();
    expect(added()).toHaveLength(2);
  });
});
