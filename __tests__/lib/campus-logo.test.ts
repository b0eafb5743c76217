import { readFileSync } from "node:fs";
import path from "node:path";
import {
  buildCampusLogo,
  escapeXml,
  logoSpec,
  textOutline,
  type Artwork,
  type LogoSpec,
} from "@/lib/campus-logo";
import { checkCampusCode, logoFileName, splitGraphemes } from "@/lib/campus-code";
import { glyphTable as light } from "@/lib/campus-logo-glyphs-light";
import { glyphTable as bold } from "@/lib/campus-logo-glyphs-bold";
import {
  badgeBackgrounds,
  defaultLogoChoices,
  logoArtwork,
  mulearnForegrounds,
  yipVariants,
  type ArtworkKey,
} from "@/data/campus-logo";

const artwork = Object.fromEntries(
  (Object.keys(logoArtwork) as ArtworkKey[]).map((key) => [
    key,
    readFileSync(path.join(__dirname, "../../public", logoArtwork[key]), "utf8"),
  ]),
) as Artwork;

const profile = (
  background: "violet" | "blue" | "black",
  foreground: "white" | "blue" | "violet" | "gradient",
  shape: "square" | "round" = "square",
): LogoSpec => ({ type: "mulearn", style: "profile", background, foreground, shape });

function draw(code: string, spec: LogoSpec) {
  const result = buildCampusLogo(code, spec, artwork, spec.type === "yip" ? bold : light);
  if (!result.ok) throw new Error(result.message);
  return result.logo.svg;
}

/** The SVG parsed as XML, failing on a parse error. */
function parse(svg: string) {
  const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc.documentElement;
}

/** The code's text group: where it starts, its baseline and its scale. */
function textPlacement(svg: string) {
  const match = /<g transform="translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)"/.exec(svg);
  if (!match) throw new Error("no text group");
  return { left: Number(match[1]), baseline: Number(match[2]), scale: Number(match[3]) };
}

describe("escaping", () => {
  test("XML's five special characters become character references", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&#60;a href=&#34;x&#34;&#62;Tom &#38; Jerry&#39;s&#60;/a&#62;",
    );
  });

  test("markup in a code is refused, so it never reaches the file", () => {
    const result = buildCampusLogo(`<script>"x"&`, profile("violet", "white"), artwork, light);
    expect(result).toEqual({
      ok: false,
      message: 'A campus code has only letters, digits and hyphens: remove “<”, “>”, “"”, “&”.',
    });
  });

  test("the code appears in the file only as the escaped title and as outlines", () => {
    const svg = draw("TKM-2024", profile("violet", "white"));
    expect(parse(svg).querySelector("title")?.textContent).toBe("µLearn campus logo: TKM-2024");
    expect(svg.match(/TKM-2024/g)).toHaveLength(1);
    expect(svg).not.toContain("<text");
  });
});

describe("segmentation", () => {
  test("a code is split into the characters a reader sees, never inside one", () => {
    expect(splitGraphemes("Ae\u0301🇮🇳👩‍💻")).toEqual(["A", "e\u0301", "🇮🇳", "👩‍💻"]);
  });

  test("a character outside the set is refused whole, even when it is several code points", () => {
    expect(checkCampusCode("CET🇮🇳")).toEqual({
      ok: false,
      message: "A campus code has only letters, digits and hyphens: remove “🇮🇳”.",
    });
    expect(checkCampusCode("Caf\u00e9 X")).toEqual({
      ok: false,
      message: "A campus code has only letters, digits and hyphens: remove “é”, spaces.",
    });
  });
});

describe("the campus code", () => {
  test("is required", () => {
    expect(checkCampusCode("")).toEqual({ ok: false, message: "Campus code is required." });
    expect(checkCampusCode("   ")).toEqual({ ok: false, message: "Campus code is required." });
  });

  test("is trimmed and keeps its case", () => {
    expect(checkCampusCode("  Mec-01 ")).toEqual({ ok: true, code: "Mec-01" });
  });

  test("has at most 15 characters", () => {
    expect(checkCampusCode("ABCDEFGHIJKLMNO")).toEqual({ ok: true, code: "ABCDEFGHIJKLMNO" });
    expect(checkCampusCode("ABCDEFGHIJKLMNOPQ")).toEqual({
      ok: false,
      message: "A campus code has at most 15 characters: remove 2.",
    });
  });
});

describe("fitting the code", () => {
  test("a short code is drawn at full size, its right end under the wordmark's", () => {
    const placement = textPlacement(draw("CET", profile("violet", "white")));
    expect(placement.scale).toBe(0.1);
    expect(placement.baseline).toBe(705);
  });

  test("a long code shrinks to the wordmark's width and starts where the wordmark starts", () => {
    const placement = textPlacement(draw("ABCDEFGHIJKLMNO", profile("violet", "white")));
    expect(placement.scale).toBeLessThan(0.1);
    expect(placement.left).toBeCloseTo(180, 0);
  });

  test("a code that would be too small to read is refused with a message", () => {
    expect(buildCampusLogo("WWWWWWWWWWWWWWW", profile("blue", "white"), artwork, light)).toEqual({
      ok: false,
      message:
        "“WWWWWWWWWWWWWWW” is too wide for the logo: use a shorter code or narrower letters.",
    });
  });

  test("kerning pulls pairs such as AV together", () => {
    const pair = textOutline(["A", "V"], light).width;
    expect(pair).toBeLessThan(textOutline(["A"], light).width + textOutline(["V"], light).width);
  });
});

describe("every variant", () => {
  const cases: [string, LogoSpec, string[], [number, number]][] = [
    [
      "profile, violet, white",
      profile("violet", "white"),
      ['fill="#AF2EE6"/>', 'fill="white"'],
      [512, 512],
    ],
    [
      "profile, blue, blue",
      profile("blue", "blue"),
      ['fill="#2E85FE"/>', 'fill="#2E85FE"'],
      [512, 512],
    ],
    [
      "profile, black, violet",
      profile("black", "violet"),
      ['fill="#252525"/>', 'fill="#AF2EE6"'],
      [512, 512],
    ],
    [
      "profile, black, gradient",
      profile("black", "gradient"),
      ['fill="url(#campus-logo-mark)"', 'stop-color="#2E85FE"'],
      [512, 512],
    ],
    [
      "transparent, white",
      { type: "mulearn", style: "transparent", foreground: "white" },
      ['fill="#FFFFFF"><path'],
      [512, 224],
    ],
    [
      "transparent, gradient",
      { type: "mulearn", style: "transparent", foreground: "gradient" },
      ['fill="url(#campus-logo-text)"', 'fill="url(#campus-logo-mark)"'],
      [512, 224],
    ],
    [
      "YIP black",
      { type: "yip", variant: "black", shape: "square" },
      ['fill="#FEFEFE"/>', 'fill="#262626"><path'],
      [512, 512],
    ],
    [
      "YIP red",
      { type: "yip", variant: "red", shape: "square" },
      ['fill="#FA5252"/>', 'fill="#FA5252"><path'],
      [512, 512],
    ],
    [
      "YIP dark",
      { type: "yip", variant: "dark", shape: "round" },
      ['<rect width="1080" height="1080" fill="#262626"/>', 'fill="#FEFEFE"><path'],
      [512, 512],
    ],
  ];

  test.each(cases)("%s is valid SVG with its colours and size", (_, spec, expected, [w, h]) => {
    const svg = draw("CET", spec);
    const root = parse(svg);
    expect([root.getAttribute("width"), root.getAttribute("height")]).toEqual([`${w}`, `${h}`]);
    for (const fragment of expected) expect(svg).toContain(fragment);
  });

  test("every distinct logo the choices can describe is a valid SVG with the code's outlines", () => {
    const specs = new Map<string, LogoSpec>();
    for (const type of ["mulearn", "yip"] as const) {
      for (const style of ["profile", "transparent"] as const) {
        for (const background of badgeBackgrounds) {
          for (const foreground of mulearnForegrounds) {
            for (const yipVariant of yipVariants) {
              for (const shape of ["square", "round"] as const) {
                const spec = logoSpec({
                  type,
                  style,
                  background: background.id,
                  foreground: foreground.id,
                  yipVariant: yipVariant.id,
                  shape,
                });
                specs.set(JSON.stringify(spec), spec);
              }
            }
          }
        }
      }
    }
    // 3 backgrounds × 4 marks × 2 shapes, 4 transparent marks, 3 YIP colours × 2 shapes.
    expect(specs.size).toBe(34);
    for (const spec of specs.values()) {
      expect(parse(draw("KMEA-05", spec)).querySelectorAll("g[transform] > path")).toHaveLength(1);
    }
  });

  test("the profile picture lays the published stripes over its background colour", () => {
    const svg = draw("CET", profile("blue", "white"));
    expect(svg).toMatch(
      /^<svg [^>]*><title>[^<]*<\/title><rect width="1080" height="1080" fill="#2E85FE"\/><svg x="0" y="0" width="1080" height="1080" viewBox="0 0 1080 1080">\s*<mask id="mask0_1203_483"/,
    );
  });

  test("YIP recolours only as its variant says: black has no red, dark a light outline", () => {
    expect(draw("CET", { type: "yip", variant: "black", shape: "square" })).not.toContain(
      "#FA5252",
    );
    const dark = draw("CET", { type: "yip", variant: "dark", shape: "square" });
    expect(dark.match(/fill="#262626"/g)).toHaveLength(1);
    expect(dark).toContain('fill="#FA5252"');
  });

  test("round logos are clipped to the circle, square ones are not", () => {
    for (const spec of [
      profile("violet", "white", "round"),
      { type: "yip", variant: "red", shape: "round" } as const,
    ]) {
      const root = parse(draw("CET", spec));
      expect(root.querySelector("clipPath circle")?.getAttribute("r")).toBe("540");
      expect(root.querySelector("g[clip-path]")?.getAttribute("clip-path")).toBe(
        "url(#campus-logo-round)",
      );
    }
    expect(draw("CET", profile("violet", "white", "square"))).not.toContain("clip-path");
  });

  test("the choices map to the logo they describe; a transparent mark has no shape", () => {
    expect(logoSpec({ ...defaultLogoChoices, shape: "round" })).toEqual(
      profile("violet", "white", "round"),
    );
    expect(logoSpec({ ...defaultLogoChoices, style: "transparent", foreground: "blue" })).toEqual({
      type: "mulearn",
      style: "transparent",
      foreground: "blue",
    });
    expect(logoSpec({ ...defaultLogoChoices, type: "yip", yipVariant: "dark" }, "round")).toEqual({
      type: "yip",
      variant: "dark",
      shape: "round",
    });
  });
});

test("downloads are named after the logo type", () => {
  expect(logoFileName("mulearn", "svg")).toBe("mulearn-campus-logo.svg");
  expect(logoFileName("yip", "png")).toBe("yip-campus-logo.png");
});
