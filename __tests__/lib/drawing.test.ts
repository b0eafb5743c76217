import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { drawingMarkup, publicDrawing } from "@/lib/drawing";

const plain =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">' +
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f59e0b"/>' +
  '<stop offset="1" stop-color="#b45309"/></linearGradient></defs>' +
  '<rect width="640" height="360" fill="url(#g)"/>\n' +
  '<g stroke="#141f45" stroke-width="12" transform="rotate(-8 320 180)"><path d="M250 170a70 70 0 0 0 140 0"/></g>' +
  "</svg>\n";

test("a plain drawing keeps its shapes, its ids and references prefixed", () => {
  expect(drawingMarkup(plain, "isr-picture-")).toEqual({
    viewBox: "0 0 640 360",
    markup:
      '<defs><linearGradient id="isr-picture-g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f59e0b"/>' +
      '<stop offset="1" stop-color="#b45309"/></linearGradient></defs>' +
      '<rect width="640" height="360" fill="url(#isr-picture-g)"/>' +
      '<g stroke="#141f45" stroke-width="12" transform="rotate(-8 320 180)"><path d="M250 170a70 70 0 0 0 140 0"/></g>',
  });
});

test.each([
  ["a script", '<svg viewBox="0 0 1 1"><script>alert(1)</script></svg>'],
  [
    "an event handler",
    '<svg viewBox="0 0 1 1" onload="alert(1)"><rect width="1" height="1"/></svg>',
  ],
  ["a link", '<svg viewBox="0 0 1 1"><a href="https://example.org"><rect width="1"/></a></svg>'],
  ["a reused element", '<svg viewBox="0 0 1 1"><use href="#x"/></svg>'],
  ["a picture fetched", '<svg viewBox="0 0 1 1"><image href="https://example.org/a.png"/></svg>'],
  ["foreign content", '<svg viewBox="0 0 1 1"><foreignObject><p>hi</p></foreignObject></svg>'],
  ["a style", '<svg viewBox="0 0 1 1"><rect style="fill:red" width="1"/></svg>'],
  ["text", '<svg viewBox="0 0 1 1"><g>hello</g></svg>'],
  [
    "an outside reference",
    '<svg viewBox="0 0 1 1"><rect fill="url(https://example.org/#g)"/></svg>',
  ],
  ["a reference to no id", '<svg viewBox="0 0 1 1"><rect fill="url(#nowhere)"/></svg>'],
  ["a javascript: value", '<svg viewBox="0 0 1 1"><rect fill="javascript:alert(1)"/></svg>'],
  ["an entity", '<svg viewBox="0 0 1 1"><rect fill="&quot;red"/></svg>'],
  ["a transform holding a reference", '<svg viewBox="0 0 1 1"><g transform="url(#g)"/></svg>'],
  ["an XML declaration", '<?xml version="1.0"?><svg viewBox="0 0 1 1"><rect width="1"/></svg>'],
  ["a comment", '<svg viewBox="0 0 1 1"><!-- hi --><rect width="1"/></svg>'],
  ["single-quoted attributes", "<svg viewBox='0 0 1 1'><rect width='1'/></svg>"],
  ["tags left open", '<svg viewBox="0 0 1 1"><g><rect width="1"/></svg>'],
  ["a closing tag of another element", '<svg viewBox="0 0 1 1"><g></rect></g></svg>'],
  [
    "a second drawing after the first",
    '<svg viewBox="0 0 1 1"></svg><svg viewBox="0 0 1 1"></svg>',
  ],
  ["no viewBox", '<svg width="1" height="1"><rect width="1"/></svg>'],
  ["another namespace", '<svg xmlns="http://www.w3.org/1999/xhtml" viewBox="0 0 1 1"></svg>'],
  [
    "a namespace for links",
    '<svg xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 1 1"></svg>',
  ],
  ["a root that is not svg", '<g><rect width="1"/></g>'],
  ["an id with a space", '<svg viewBox="0 0 1 1"><linearGradient id="a b"/></svg>'],
])("anything but a plain drawing stays a picture of its own: %s", (_, text) => {
  expect(drawingMarkup(text, "p-")).toBeNull();
});

test("a prefix that could break out of an id is refused", () => {
  expect(() => drawingMarkup(plain, 'x"><script>')).toThrow(
    "A drawing's id prefix is letters, digits and dashes",
  );
});

test("the site's event drawings are read from public/, anything else is not", () => {
  const drawing = publicDrawing("/images/events/openmic.svg", "openmic-picture-");
  expect(drawing?.viewBox).toBe("0 0 640 360");
  expect(drawing?.markup).toContain('<linearGradient id="openmic-picture-g"');
  expect(drawing?.markup).toContain('fill="url(#openmic-picture-g)"');
  // Not a drawing, not under /images/, not a plain path, not there.
  expect(publicDrawing("/images/gallery/dod/1.webp", "p-")).toBeNull();
  expect(publicDrawing("/404.svg", "p-")).toBeNull();
  expect(publicDrawing("/images/../images/events/openmic.svg", "p-")).toBeNull();
  expect(publicDrawing("https://assets.mulearn.org/images/events/openmic.svg", "p-")).toBeNull();
  expect(publicDrawing("/images/events/missing.svg", "p-")).toBeNull();
});

test("a drawing over 2 KB stays a picture of its own, cached as a file", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "drawing-"));
  const cwd = process.cwd();
  try {
    mkdirSync(path.join(folder, "public/images/events"), { recursive: true });
    // A plain drawing of exactly `bytes` bytes: one path, padded with spaces.
    const drawingOf = (bytes: number) => {
      const [start, end] = ['<svg viewBox="0 0 640 360"><path d="M0 0h640', '"/></svg>'];
      return start + " ".repeat(bytes - start.length - end.length) + end;
    };
    writeFileSync(path.join(folder, "public/images/events/small.svg"), drawingOf(2048));
    writeFileSync(path.join(folder, "public/images/events/large.svg"), drawingOf(2049));
    process.chdir(folder);
    expect(publicDrawing("/images/events/small.svg", "p-")?.viewBox).toBe("0 0 640 360");
    expect(publicDrawing("/images/events/large.svg", "p-")).toBeNull();
  } finally {
    process.chdir(cwd);
    rmSync(folder, { recursive: true, force: true });
  }
});
