/**
 * The campus logo generator's drawing: a co-branded µLearn logo as an SVG string, built from the
 * campus name, a layout variant and a light or dark background. Pure, so it is unit-tested and the
 * preview shows exactly the file that is downloaded.
 */

export type LogoVariant = "horizontal" | "stacked";
export type LogoTheme = "light" | "dark";

export interface LogoOptions {
  campus: string;
  variant: LogoVariant;
  theme: LogoTheme;
}

export interface CampusLogo {
  svg: string;
  width: number;
  height: number;
  /** The campus name as drawn, line by line (after wrapping and shortening). */
  lines: string[];
}

/** Longer names are cut to this many characters by the input. */
export const MAX_CAMPUS_LENGTH = 120;
const MAX_LINES = 3;
/** An average glyph of the logo font is about this wide, in ems. */
const GLYPH_EM = 0.56;
const ELLIPSIS = "…";

/** Text made safe to place inside SVG/XML elements and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Whitespace collapsed, control characters dropped, cut to MAX_CAMPUS_LENGTH characters. */
export function normaliseCampusName(raw: string): string {
  const clean = raw
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return [...clean].slice(0, MAX_CAMPUS_LENGTH).join("");
}

/**
 * Word-wraps `text` into lines of at most `width` characters. Words longer than a line are split;
 * when more than `maxLines` lines would be needed, the last line ends with an ellipsis.
 */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const words = text.split(" ").filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    let rest = [...word];
    while (rest.length > 0) {
      const room = line ? width - [...line].length - 1 : width;
      if (rest.length <= room) {
        line = line ? `${line} ${rest.join("")}` : rest.join("");
        rest = [];
      } else if (line) {
        lines.push(line);
        line = "";
      } else {
        lines.push(rest.slice(0, width).join(""));
        rest = rest.slice(width);
      }
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines - 1);
  const last = [...(lines[maxLines - 1] ?? "")];
  kept.push(
    `${last
      .slice(0, Math.max(1, width - 1))
      .join("")
      .trimEnd()}${ELLIPSIS}`,
  );
  return kept;
}

const layouts = {
  horizontal: { width: 1200, height: 400, textWidth: 600, sizes: [72, 56, 44, 36] },
  stacked: { width: 800, height: 800, textWidth: 680, sizes: [64, 52, 42, 34] },
} as const;

const palettes = {
  light: {
    background: "#ffffff",
    text: "#0f172a",
    muted: "#475569",
    tile: "#2f55d4",
    rule: "#cbd5e1",
  },
  dark: {
    background: "#0f172a",
    text: "#ffffff",
    muted: "#cbd5e1",
    tile: "#456ff6",
    rule: "#334155",
  },
} as const;

/**
 * The largest size at which the name fits: one line at the first size, two at the second, three
 * at the others; past the smallest, the third line is shortened with an ellipsis.
 */
function fitName(name: string, textWidth: number, sizes: readonly number[]) {
  const at = (size: number) => wrapText(name, Math.floor(textWidth / (size * GLYPH_EM)), MAX_LINES);
  const smallest = Math.min(...sizes);
  for (const [index, size] of sizes.entries()) {
    const lines = at(size);
    const fits = lines.length <= index + 1 && !lines.at(-1)?.endsWith(ELLIPSIS);
    if (fits) return { size, lines };
  }
  return { size: smallest, lines: at(smallest) };
}

const FONT = "'Plus Jakarta Sans', 'Segoe UI', Roboto, Arial, sans-serif";

/** The µ mark: the site's brand tile, scaled to `size` at (x, y). */
function mark(x: number, y: number, size: number, tile: string): string {
  const scale = size / 32;
  return `<g transform="translate(${x} ${y}) scale(${scale})"><rect width="32" height="32" rx="9" fill="${tile}"/><path d="M10 9v15M10 19.5c0 2.8 1.8 4.5 4.3 4.5 2.6 0 4.7-1.9 4.7-5V9M19 19c0 2.9.9 5 3 5" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></g>`;
}

/** Builds the logo. An empty campus name draws the µLearn mark with "Your campus" in its place. */
export function buildCampusLogo({ campus, variant, theme }: LogoOptions): CampusLogo {
  const name = normaliseCampusName(campus) || "Your campus";
  const layout = layouts[variant];
  const colours = palettes[theme];
  const { size, lines } = fitName(name, layout.textWidth, layout.sizes);
  const lineHeight = Math.round(size * 1.15);
  const { width, height } = layout;
  const title = `µLearn ${name}`;
  let body: string;

  if (variant === "horizontal") {
    const top = height / 2 - ((lines.length - 1) * lineHeight) / 2;
    const text = lines
      .map((line, i) => `<tspan x="540" y="${top + i * lineHeight}">${escapeXml(line)}</tspan>`)
      .join("");
    body = [
      mark(60, 140, 120, colours.tile),
      `<text x="204" y="200" dy=".35em" font-size="76" font-weight="800" letter-spacing="-2" fill="${colours.text}">µLearn</text>`,
      `<rect x="500" y="90" width="4" height="220" rx="2" fill="${colours.rule}"/>`,
      `<text dominant-baseline="middle" font-size="${size}" font-weight="700" fill="${colours.text}">${text}</text>`,
    ].join("");
  } else {
    const top = 560 - ((lines.length - 1) * lineHeight) / 2;
    const text = lines
      .map((line, i) => `<tspan x="400" y="${top + i * lineHeight}">${escapeXml(line)}</tspan>`)
      .join("");
    body = [
      mark(330, 90, 140, colours.tile),
      `<text x="400" y="320" dy=".35em" text-anchor="middle" font-size="84" font-weight="800" letter-spacing="-2" fill="${colours.text}">µLearn</text>`,
      `<rect x="300" y="400" width="200" height="4" rx="2" fill="${colours.rule}"/>`,
      `<text text-anchor="middle" dominant-baseline="middle" font-size="${size}" font-weight="700" fill="${colours.text}">${text}</text>`,
    ].join("");
  }

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${escapeXml(FONT)}"><title>${escapeXml(title)}</title><rect width="${width}" height="${height}" fill="${colours.background}"/>${body}</svg>`;
  return { svg, width, height, lines };
}

/** A download's file name: mulearn-<campus slug>-<variant>-<theme>[@4x].<ext>. */
export function logoFileName(options: LogoOptions, ext: "svg" | "png", scale = 1): string {
  const slug =
    normaliseCampusName(options.campus)
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60)
      .replace(/-+$/g, "") || "campus";
  const suffix = scale === 1 ? "" : `@${scale}x`;
  return `mulearn-${slug}-${options.variant}-${options.theme}${suffix}.${ext}`;
}
