import { readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * A small SVG drawing of this site's (an event's picture under public/images/) placed in the page
 * itself: it is drawn in the first frame, with no request of its own, and a phone on slow data
 * does not wait a round trip for a few hundred bytes. Only plain drawings are taken: shapes,
 * groups and gradients with presentation attributes, no text, no links, no scripts, no styles,
 * nothing fetched. Anything else (a photo, a drawing exported with metadata, one too large) stays
 * a picture of its own, as before.
 */
export type Drawing = {
  viewBox: string;
  /** What goes inside the page's own `<svg>`, its ids prefixed. */
  markup: string;
};

/** Larger drawings are better cached as files of their own. */
export const DRAWING_MAX_BYTES = 2048;

const ELEMENTS = new Set([
  "svg",
  "defs",
  "g",
  "linearGradient",
  "radialGradient",
  "stop",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "path",
]);

const ATTRIBUTES = new Set([
  "xmlns",
  "viewBox",
  "width",
  "height",
  "id",
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "fx",
  "fy",
  "d",
  "points",
  "offset",
  "stop-color",
  "stop-opacity",
  "fill",
  "fill-opacity",
  "fill-rule",
  "clip-rule",
  "stroke",
  "stroke-width",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-opacity",
  "stroke-dasharray",
  "opacity",
  "transform",
  "gradientUnits",
  "gradientTransform",
]);

/** A start or end tag (attributes double-quoted), or the text between tags. */
const TOKEN = /<(\/?)([A-Za-z][\w-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>|([^<]+)/y;
const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g;
/** The only reference a value may hold: to an id inside the same drawing. */
const REFERENCE = /url\(#([\w-]+)\)/g;
const ID = /^[\w-]+$/;
/** What a value may hold besides those: numbers, words, colours, path data. */
const VALUE = /^[\w\s.,#%+-]*$/;
/** The functions a `transform` may hold, numbers only inside. */
const TRANSFORM = /(?:matrix|translate|scale|rotate|skewX|skewY)\([\d\s.,eE+-]*\)/g;

/**
 * The drawing's viewBox and inner markup with every id (and each `url(#id)`) prefixed by
 * `prefix`, so that two drawings on a page cannot take each other's gradients; null when the
 * text is anything but a plain drawing.
 */
export function drawingMarkup(text: string, prefix: string): Drawing | null {
  if (!ID.test(prefix))
    throw new Error(`A drawing's id prefix is letters, digits and dashes: "${prefix}"`);
  const source = text.trim();
  const ids = new Set<string>();
  const open: string[] = [];
  const tags: { name: string; attributes: [string, string][]; closing: boolean; empty: boolean }[] =
    [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    const match = TOKEN.exec(source);
    if (!match) return null;
    const [, closing, name, attributeText, empty, between] = match;
    if (between !== undefined) {
      if (between.trim()) return null;
      continue;
    }
    if (!ELEMENTS.has(name!)) return null;
    if (closing) {
      if (attributeText || empty || open.pop() !== name) return null;
      tags.push({ name: name!, attributes: [], closing: true, empty: false });
      continue;
    }
    const attributes = [...attributeText!.matchAll(ATTRIBUTE)].map(
      ([, key, value]) => [key!, value!] as [string, string],
    );
    for (const [key, value] of attributes) {
      if (!ATTRIBUTES.has(key)) return null;
      if (key === "xmlns") {
        if (value !== "http://www.w3.org/2000/svg") return null;
        continue;
      }
      if (key === "id") {
        if (!ID.test(value)) return null;
        ids.add(value);
      }
      const plain =
        key === "transform" ? value.replace(TRANSFORM, "") : value.replace(REFERENCE, "");
      if (!VALUE.test(plain)) return null;
    }
    if ((name === "svg") !== (tags.length === 0)) return null;
    if (!empty) open.push(name!);
    tags.push({ name: name!, attributes, closing: false, empty: Boolean(empty) });
  }
  if (open.length > 0 || tags.at(-1)?.name !== "svg" || !tags.at(-1)?.closing) return null;

  const viewBox = tags[0]!.attributes.find(([key]) => key === "viewBox")?.[1];
  if (!viewBox || !/^[\d.\s-]+$/.test(viewBox)) return null;
  for (const tag of tags) {
    for (const [, value] of tag.attributes) {
      for (const [, id] of value.matchAll(REFERENCE)) if (!ids.has(id!)) return null;
    }
  }

  const markup = tags
    .slice(1, -1)
    .map((tag) => {
      if (tag.closing) return `</${tag.name}>`;
      const attributes = tag.attributes
        .map(([key, value]) => {
          const prefixed =
            key === "id" ? `${prefix}${value}` : value.replace(REFERENCE, `url(#${prefix}$1)`);
          return ` ${key}="${prefixed}"`;
        })
        .join("");
      return `<${tag.name}${attributes}${tag.empty ? "/" : ""}>`;
    })
    .join("");
  return { viewBox, markup };
}

/** A site path of a drawing under public/images/: letters, digits, dashes and folders only. */
const DRAWING_PATH = /^\/images\/(?:[a-z0-9-]+\/)*[a-z0-9-]+\.svg$/;

/**
 * The drawing at a site path (`/images/events/isr.svg`), read from public/ when the page is
 * built; null for any other path, a file over DRAWING_MAX_BYTES, or one that is not a plain
 * drawing.
 */
export function publicDrawing(src: string, prefix: string): Drawing | null {
  if (!DRAWING_PATH.test(src)) return null;
  const file = path.join(process.cwd(), "public", src);
  try {
    if (statSync(file).size > DRAWING_MAX_BYTES) return null;
    return drawingMarkup(readFileSync(file, "utf8"), prefix);
  } catch {
    return null;
  }
}
