import {
  buildCampusLogo,
  escapeXml,
  logoFileName,
  normaliseCampusName,
  wrapText,
} from "@/lib/campus-logo";

const parse = (svg: string) => new DOMParser().parseFromString(svg, "image/svg+xml");

describe("campus logo: escaping", () => {
  test("escapeXml replaces every XML-special character", () => {
    expect(escapeXml(`A & B <C> "D" 'E'`)).toBe("A &#38; B &#60;C&#62; &#34;D&#34; &#39;E&#39;");
  });

  test("a hostile campus name is drawn as text, never as markup", () => {
    const campus = `<script>alert(1)</script> & "Co" <img src=x onerror=alert(1)>`;
    const { svg } = buildCampusLogo({ campus, variant: "horizontal", theme: "light" });
    expect(svg).not.toContain("<script");
    expect(svg).not.toContain("<img");
    const doc = parse(svg);
    expect(doc.querySelector("parsererror")).toBeNull();
    expect(doc.querySelectorAll("script, img")).toHaveLength(0);
    const drawn = [...doc.querySelectorAll("tspan")].map((node) => node.textContent).join(" ");
    expect(drawn.replace(/\s+/g, "")).toBe(
      `<script>alert(1)</script>&"Co"<imgsrc=xonerror=alert(1)>`,
    );
    expect(doc.querySelector("title")?.textContent).toBe(
      `µLearn <script>alert(1)</script> & "Co" <img src=x onerror=alert(1)>`,
    );
  });

  test("control characters and runs of spaces are cleaned; input is capped", () => {
    expect(normaliseCampusName("  Govt.\u0000  College\n\tKottayam ")).toBe(
      "Govt. College Kottayam",
    );
    expect([...normaliseCampusName("x".repeat(500))]).toHaveLength(120);
  });
});

describe("campus logo: wrapping", () => {
  test("words wrap at the width and are never split when they fit", () => {
    expect(wrapText("College of Engineering Trivandrum", 16, 3)).toEqual([
      "College of",
      "Engineering",
      "Trivandrum",
    ]);
  });

  test("a word longer than a line is split across lines", () => {
    expect(wrapText("Supercalifragilistic", 8, 3)).toEqual(["Supercal", "ifragili", "stic"]);
  });

  test("text beyond the last line ends in an ellipsis", () => {
    const lines = wrapText("one two three four five six seven", 9, 2);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe("one two");
    expect(lines[1]?.endsWith("…")).toBe(true);
    expect([...(lines[1] ?? "")].length).toBeLessThanOrEqual(9);
  });

  test("short names stay on one large line; long names use more, smaller lines", () => {
    const short = buildCampusLogo({ campus: "CET", variant: "horizontal", theme: "light" });
    const long = buildCampusLogo({
      campus: "Sree Chitra Thirunal College of Engineering and Technology, Pappanamcode",
      variant: "horizontal",
      theme: "light",
    });
    expect(short.lines).toEqual(["CET"]);
    expect(long.lines.length).toBeGreaterThan(1);
    expect(long.lines.length).toBeLessThanOrEqual(3);
    const size = (svg: string) =>
      Number(parse(svg).querySelector("tspan")?.parentElement?.getAttribute("font-size"));
    expect(size(long.svg)).toBeLessThan(size(short.svg));
    expect(long.lines.join(" ")).toBe(
      "Sree Chitra Thirunal College of Engineering and Technology, Pappanamcode",
    );
  });

  test("the longest allowed name still fits in three lines, shortened with an ellipsis", () => {
    const campus = "Extraordinarily ".repeat(20);
    for (const variant of ["horizontal", "stacked"] as const) {
      const { lines } = buildCampusLogo({ campus, variant, theme: "dark" });
      expect(lines).toHaveLength(3);
      expect(lines[2]?.endsWith("…")).toBe(true);
    }
  });
});

describe("campus logo: variants and files", () => {
  test("each variant has its own size; each theme its own background", () => {
    const h = buildCampusLogo({ campus: "MEC", variant: "horizontal", theme: "light" });
    const s = buildCampusLogo({ campus: "MEC", variant: "stacked", theme: "dark" });
    expect([h.width, h.height]).toEqual([1200, 400]);
    expect([s.width, s.height]).toEqual([800, 800]);
    const background = (svg: string) =>
      parse(svg).querySelector("svg > rect")?.getAttribute("fill");
    expect(background(h.svg)).toBe("#ffffff");
    expect(background(s.svg)).toBe("#0f172a");
  });

  test("an empty name draws a sample so the preview is never blank", () => {
    const { lines } = buildCampusLogo({ campus: "   ", variant: "stacked", theme: "light" });
    expect(lines).toEqual(["Your campus"]);
  });

  test("file names are safe slugs that say variant, theme and scale", () => {
    const options = {
      campus: "Govt. Engg. College, Thrissur!",
      variant: "stacked",
      theme: "dark",
    } as const;
    expect(logoFileName(options, "svg")).toBe(
      "mulearn-govt-engg-college-thrissur-stacked-dark.svg",
    );
    expect(logoFileName(options, "png", 4)).toBe(
      "mulearn-govt-engg-college-thrissur-stacked-dark@4x.png",
    );
    expect(logoFileName({ ...options, campus: "../../<x>" }, "png")).toBe(
      "mulearn-x-stacked-dark.png",
    );
    expect(logoFileName({ ...options, campus: "കോളേജ്" }, "svg")).toBe(
      "mulearn-campus-stacked-dark.svg",
    );
  });
});
