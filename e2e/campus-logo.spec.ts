import { readFile } from "node:fs/promises";
import { test, expect } from "./fixtures";

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes: Buffer) => ({
  signature: bytes.subarray(1, 4).toString("ascii"),
  width: bytes.readUInt32BE(16),
  height: bytes.readUInt32BE(20),
});

test.describe("campus logo generator", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/campus-logo-generator");
  });

  test("empty input shows guidance and nothing to download", async ({ page }) => {
    await expect(
      page.getByText("Type your campus name to see your logo and download it."),
    ).toBeVisible();
    for (const name of ["Download SVG", "Download PNG (1x)", "Download PNG (4x)"]) {
      await expect(page.getByRole("button", { name })).toBeDisabled();
    }
    await page.getByRole("textbox", { name: "Campus name" }).fill("   ");
    await expect(page.getByRole("button", { name: "Download SVG" })).toBeDisabled();
  });

  test("the preview follows the name, layout and background, by keyboard too", async ({ page }) => {
    const preview = page.getByRole("img", { name: /^Preview: the µLearn logo/ });
    await page.getByRole("textbox", { name: "Campus name" }).fill("Model Engineering College");
    await expect(preview).toHaveAccessibleName(
      "Preview: the µLearn logo for Model Engineering College",
    );
    await expect(preview.locator("svg")).toHaveAttribute("width", "1200");
    await expect(
      page.getByText("1200 × 400 pixels at 1x. The PNG at 4x is 4800 × 1600."),
    ).toBeVisible();
    await page.getByRole("radio", { name: "Horizontal" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "Stacked" })).toBeChecked();
    await expect(preview.locator("svg")).toHaveAttribute("width", "800");
    await page.getByRole("radio", { name: "Dark background" }).check();
    const src = await preview.innerHTML();
    expect(src).toContain('fill="#0f172a"');
    const lines = [...src.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((match) => match[1]);
    expect(lines.join(" ")).toBe("Model Engineering College");
  });

  test("downloads the SVG with the name escaped, never as markup", async ({ page }) => {
    await page.getByRole("textbox", { name: "Campus name" }).fill(`St. Mary's <College> & "Arts"`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download SVG" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      "mulearn-st-mary-s-college-arts-horizontal-light.svg",
    );
    const svg = await readFile((await download.path())!, "utf8");
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain("St. Mary&#39;s &#60;College&#62; &#38; &#34;Arts&#34;");
    expect(svg).not.toContain("<College>");
    await expect(
      page.getByText(/Downloaded mulearn-st-mary-s-college-arts-horizontal-light\.svg/),
    ).toBeVisible();
  });

  test("downloads PNGs at 1x and 4x of the logo's size", async ({ page }) => {
    await page
      .getByRole("textbox", { name: "Campus name" })
      .fill("Government Engineering College Thrissur");
    await page.getByRole("radio", { name: "Stacked" }).check();
    for (const [name, file, side] of [
      [
        "Download PNG (1x)",
        "mulearn-government-engineering-college-thrissur-stacked-light.png",
        800,
      ],
      [
        "Download PNG (4x)",
        "mulearn-government-engineering-college-thrissur-stacked-light@4x.png",
        3200,
      ],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(file);
      const size = pngSize(await readFile((await download.path())!));
      expect(size).toEqual({ signature: "PNG", width: side, height: side });
    }
  });

  test("a very long name wraps onto at most three lines in the preview", async ({ page }) => {
    await page
      .getByRole("textbox", { name: "Campus name" })
      .fill(
        "Sree Chitra Thirunal College of Engineering and Technology, Pappanamcode, Thiruvananthapuram",
      );
    const src = await page.getByRole("img", { name: /^Preview/ }).innerHTML();
    const lines = src.match(/<tspan[^>]*>[^<]*<\/tspan>/g) ?? [];
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.length).toBeLessThanOrEqual(3);
  });
});
