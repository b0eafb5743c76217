import { fontBootScript, nextFontNote, readFontNote } from "@/lib/site-fonts";

describe("the note of the faces a browser holds", () => {
  test("names the site's faces only, in a fixed order", () => {
    expect(readFontNote(null)).toEqual([]);
    expect(readFontNote("ml  sans other")).toEqual(["sans", "ml"]);
  });

  test("gains a page's faces when they were fetched and loses them when they were not", () => {
    expect(nextFontNote(null, ["sans"], true)).toBe("sans");
    expect(nextFontNote("sans", ["sans", "ml"], true)).toBe("sans ml");
    expect(nextFontNote("sans ml", ["ml"], false)).toBe("sans");
    expect(nextFontNote("sans", ["sans"], false)).toBe("");
  });
});

describe("the boot script", () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute("data-fonts");
  });

  test("puts the noted faces on <html> before the first paint", () => {
    localStorage.setItem("site-fonts", "sans ml");
    new Function(fontBootScript)();
    expect(document.documentElement.getAttribute("data-fonts")).toBe("sans ml");
  });

  test("leaves a page that must not send its address in the device's fonts", () => {
    localStorage.setItem("site-fonts", "sans");
    document.head.innerHTML = '<meta name="referrer" content="no-referrer">';
    new Function(fontBootScript)();
    document.head.innerHTML = "";
    expect(document.documentElement.hasAttribute("data-fonts")).toBe(false);
  });

  test("leaves a first visit in the device's fonts", () => {
    new Function(fontBootScript)();
    expect(document.documentElement.hasAttribute("data-fonts")).toBe(false);
  });
});
