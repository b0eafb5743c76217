import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { test, expect, holdScripts } from "./fixtures";

/** A PNG's signature, width, height and colour type (6: RGBA) from its IHDR chunk. */
const pngHeader = (bytes: Buffer) => ({
  signature: bytes.subarray(0, 8).toString("hex"),
  chunk: bytes.subarray(12, 16).toString("ascii"),
  width: bytes.readUInt32BE(16),
  height: bytes.readUInt32BE(20),
  colourType: bytes[25],
});
const PNG_SIGNATURE = "89504e470d0a1a0a";

const codeField = (page: Page) => page.getByRole("textbox", { name: "Campus code" });

async function download(page: Page, button: string) {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: button }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

/** Picks each radio by its group and label, as a visitor would. */
async function choose(page: Page, picks: [group: string, option: string][]) {
  for (const [group, option] of picks) {
    await page.getByRole("group", { name: group }).getByRole("radio", { name: option }).check();
  }
}

interface Variant {
  picks: [string, string][];
  file: string;
  size: [number, number];
  /** The round preview is the one to download. */
  round?: boolean;
  /** Colours the downloaded SVG must hold. */
  colours: string[];
}

const mulearnVariants: Variant[] = [
  {
    picks: [
      ["Background", "Violet"],
      ["µLearn mark colour", "White"],
    ],
    file: "mulearn-campus-logo",
    size: [512, 512],
    colours: ["#AF2EE6"],
  },
  {
    picks: [
      ["Background", "Blue"],
      ["µLearn mark colour", "Gradient"],
      ["Shape to download", "Round"],
    ],
    file: "mulearn-campus-logo",
    size: [512, 512],
    round: true,
    colours: ["#2E85FE", 'stop-color="#AF2EE6"'],
  },
  {
    picks: [
      ["Background", "Black"],
      ["µLearn mark colour", "Violet"],
      ["Shape to download", "Square"],
    ],
    file: "mulearn-campus-logo",
    size: [512, 512],
    colours: ["#252525", "#AF2EE6"],
  },
  {
    picks: [
      ["Style", "Transparent"],
      ["µLearn mark colour", "Blue"],
    ],
    file: "mulearn-campus-logo",
    size: [512, 224],
    colours: ["#2E85FE"],
  },
];
const yipVariants: Variant[] = [
  {
    picks: [
      ["Logo type", "YIP"],
      ["YIP colours", "Black"],
    ],
    file: "yip-campus-logo",
    size: [512, 512],
    colours: ["#262626"],
  },
  {
    picks: [
      ["YIP colours", "Red"],
      ["Shape to download", "Round"],
    ],
    file: "yip-campus-logo",
    size: [512, 512],
    round: true,
    colours: ["#FA5252"],
  },
  {
    picks: [
      ["YIP colours", "Dark"],
      ["Shape to download", "Square"],
    ],
    file: "yip-campus-logo",
    size: [512, 512],
    colours: ["#FEFEFE", "#FA5252"],
  },
];

/** Downloads SVG, PNG 1x and PNG 4x of each variant and checks each file is what the preview shows. */
async function checkDownloads(page: Page, variants: Variant[]) {
  await page.goto("/campus-logo-generator");
  await codeField(page).fill("TKMCE-07");
  for (const variant of variants) {
    const label = variant.picks.map((pick) => pick[1]).join(", ");
    await choose(page, variant.picks);
    const preview = page.getByRole("img", { name: /preview of the .* campus logo for TKMCE-07$/ });
    const shown = preview.nth(variant.round ? 1 : 0);
    await expect(shown, label).toHaveAccessibleName(/TKMCE-07$/);

    const svg = await download(page, "Download SVG");
    expect(svg.name, label).toBe(`${variant.file}.svg`);
    const text = svg.bytes.toString("utf8");
    expect(text.length, label).toBeGreaterThan(3_000);
    expect(text.length, label).toBeLessThan(60_000);
    const parsed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "image/svg+xml");
      const root = doc.documentElement;
      return {
        errors: doc.getElementsByTagName("parsererror").length,
        root: root.localName,
        size: [root.getAttribute("width"), root.getAttribute("height")],
        title: doc.querySelector("title")?.textContent,
        clipped: root.querySelector("clipPath circle") !== null,
      };
    }, text);
    expect(parsed, label).toEqual({
      errors: 0,
      root: "svg",
      size: variant.size.map(String),
      title: `${variant.file.startsWith("yip") ? "YIP" : "µLearn"} campus logo: TKMCE-07`,
      clipped: Boolean(variant.round),
    });
    for (const colour of variant.colours) expect(text, label).toContain(colour);
    // The preview is the file: the downloaded SVG parses to the very nodes the preview shows.
    const same = await shown.evaluate(
      (element, source) =>
        element.firstElementChild!.isEqualNode(
          new DOMParser().parseFromString(source, "image/svg+xml").documentElement,
        ),
      text,
    );
    expect(same, label).toBe(true);

    for (const scale of [1, 4]) {
      const png = await download(page, `Download PNG (${scale}x)`);
      expect(png.name, label).toBe(`${variant.file}.png`);
      expect(pngHeader(png.bytes), `${label} at ${scale}x`).toEqual({
        signature: PNG_SIGNATURE,
        chunk: "IHDR",
        width: variant.size[0] * scale,
        height: variant.size[1] * scale,
        colourType: 6,
      });
      expect(png.bytes.length, label).toBeGreaterThan(2_000 * scale);
      expect(png.bytes.length, label).toBeLessThan(1_500_000);
    }
  }
}

test.describe("campus logo generator", () => {
  test("every µLearn variant downloads as a valid SVG and as PNG at 1x and 4x", async ({
    page,
  }) => {
    test.slow();
    await checkDownloads(page, mulearnVariants);
  });

  test("every YIP variant downloads as a valid SVG and as PNG at 1x and 4x", async ({ page }) => {
    test.slow();
    await checkDownloads(page, yipVariants);
  });

  test("a missing, wrong or too wide code is said beside the field and nothing downloads", async ({
    page,
  }) => {
    await page.goto("/campus-logo-generator");
    let downloads = 0;
    page.on("download", () => (downloads += 1));
    const field = codeField(page);
    await page.getByRole("button", { name: "Download PNG (1x)" }).click();
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/Campus code is required\.$/);
    await expect(page.getByText("Campus code is required.")).toBeVisible();

    await field.fill("CET 2024!");
    await expect(page.getByText("9/15")).toBeVisible();
    await expect(field).toHaveAccessibleDescription(
      /A campus code has only letters, digits and hyphens: remove spaces, “!”\.$/,
    );
    await field.fill("WWWWWWWWWWWWWWW");
    await expect(
      page.getByText(
        "“WWWWWWWWWWWWWWW” is too wide for the logo: use a shorter code or narrower letters.",
      ),
    ).toBeVisible();
    await page.getByRole("button", { name: "Download SVG" }).click();
    await expect(field).toBeFocused();
    // The preview keeps the last code that could be drawn (here the sample) and never overflows.
    await expect(page.getByRole("img", { name: /logo for CAMPUS$/ }).first()).toBeVisible();
    expect(downloads).toBe(0);
  });

  test("the code stops at 15 characters and the counter is announced once typing pauses", async ({
    page,
  }) => {
    await page.goto("/campus-logo-generator");
    await codeField(page).pressSequentially("ABCDEFGHIJKLMNOPQR");
    await expect(codeField(page)).toHaveValue("ABCDEFGHIJKLMNO");
    await expect(page.getByText("15/15")).toBeVisible();
    await expect(page.getByText("15 of 15 characters: the limit.")).toBeAttached();
    await expect(
      page.getByRole("img", { name: /logo for ABCDEFGHIJKLMNO$/ }).first(),
    ).toBeVisible();
  });

  test("works from the keyboard alone, with the focus visible", async ({ page }) => {
    await page.goto("/campus-logo-generator");
    await codeField(page).focus();
    await page.keyboard.type("MEC");
    await page.keyboard.press("Tab");
    const mulearn = page.getByRole("radio", { name: "µLearn" });
    await expect(mulearn).toBeFocused();
    const ring = await mulearn.evaluate(
      (radio) => getComputedStyle(radio.parentElement!).outlineStyle,
    );
    expect(ring).toBe("solid");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "YIP" })).toBeChecked();
    await expect(
      page.getByRole("img", { name: "Square preview of the YIP campus logo for MEC" }),
    ).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("radio", { name: "Black" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "Red" })).toBeChecked();
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "Round" })).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Download SVG" })).toBeFocused();
    const [file] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
    expect(file.suggestedFilename()).toBe("yip-campus-logo.svg");
    const svg = await readFile((await file.path())!, "utf8");
    expect(svg).toContain('fill="#FA5252"><path');
    expect(svg).toContain('<clipPath id="campus-logo-round">');
  });
});

test.describe("campus logo generator without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("says the tool needs JavaScript and shows sample logos", async ({ page }) => {
    await page.goto("/campus-logo-generator");
    await expect(page.getByText(/needs JavaScript/)).toBeVisible();
    await expect(
      page.getByRole("img", { name: "Square sample of a µLearn campus logo" }),
    ).toBeVisible();
    await expect(
      page.getByRole("img", { name: "Round sample of a µLearn campus logo" }),
    ).toBeVisible();
    // No field or button that would do nothing: the note says what the tool needs.
    await expect(codeField(page)).toBeHidden();
    await expect(page.getByRole("radio")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Download/ })).toHaveCount(0);
  });
});

/**
 * With the page's scripts held back: types TKMCE-07 and chooses YIP, as a visitor could on a slow
 * connection. Returns the function that lets the scripts through.
 */
async function typeBeforeScripts(page: Page) {
  const release = await holdScripts(page);
  await page.goto("/campus-logo-generator", { waitUntil: "domcontentloaded" });
  await codeField(page).fill("TKMCE-07");
  await choose(page, [["Logo type", "YIP"]]);
  return release;
}

test("a code typed and a logo type chosen before the page's scripts arrive are drawn once they do", async ({
  page,
}) => {
  const release = await typeBeforeScripts(page);
  await release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", /.*/);
  await expect(codeField(page)).toHaveValue("TKMCE-07");
  await expect(page.getByRole("radio", { name: "YIP" })).toBeChecked();
  await expect(
    page.getByRole("img", { name: /preview of the YIP campus logo for TKMCE-07$/ }).first(),
  ).toBeVisible();
});

test("a download pressed before the page's scripts arrive is made with what was typed then", async ({
  page,
}) => {
  const release = await typeBeforeScripts(page);
  const button = page.getByRole("button", { name: "Download PNG (4x)" });
  await button.click();
  // Kept, and shown as at work, until the scripts carry it out.
  await expect(button).toHaveAttribute("aria-busy", "true");
  const [file] = await Promise.all([page.waitForEvent("download"), release()]);
  expect(file.suggestedFilename()).toBe("yip-campus-logo.png");
  const bytes = await readFile((await file.path())!);
  expect(pngHeader(bytes)).toEqual({
    signature: PNG_SIGNATURE,
    chunk: "IHDR",
    width: 2048,
    height: 2048,
    colourType: 6,
  });
  await expect(button).not.toHaveAttribute("aria-busy");
  await expect(page.getByText("Downloaded yip-campus-logo.png at 4x")).toBeVisible();
});

test("a download pressed before the scripts with no code asks for the code once they arrive", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/campus-logo-generator", { waitUntil: "domcontentloaded" });
  let downloads = 0;
  page.on("download", () => (downloads += 1));
  await page.getByRole("button", { name: "Download SVG" }).click();
  await release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", /.*/);
  const field = codeField(page);
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription(/Campus code is required\.$/);
  await expect(page.getByRole("button", { name: "Download SVG" })).not.toHaveAttribute("aria-busy");
  expect(downloads).toBe(0);
});
