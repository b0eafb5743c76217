import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";
import { wordsFor } from "./lang-words";
import { twoFrames } from "./page-checks";

/**
 * axe-core in the page, run straight from the test. @axe-core/playwright's builder does the same
 * run but pays for it on every call: it injects axe into every frame again and finishes each run
 * in a new blank page (about 0.7 s a call on this machine, twice the run itself). Here axe is
 * injected once per document and run in the page's own document; third-party frames (stand-ins
 * in these tests, e2e/stand-in-hosts.mjs) are not analysed, while the rules about the frames
 * themselves (a title, a name) still run on the page.
 */
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** The WCAG 2.2 AA rules and axe's best practices. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Of those, the rules whose outcome depends on colours or on which pictures show. */
export const colourRules = [
  "color-contrast",
  "link-in-text-block",
  "image-alt",
  "svg-img-alt",
  "role-img-alt",
  "image-redundant-alt",
];

/**
 * The violations axe finds in the page as it is now, each as its rule, what it asks and where:
 * with every WCAG 2.2 AA rule and best practice, or only `rules`; in the whole page, or only in
 * the element `include` selects.
 */
export async function axeViolations(
  page: Page,
  { rules, include }: { rules?: readonly string[]; include?: string } = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const options: RunOptions = {
    runOnly: rules ? { type: "rule", values: [...rules] } : { type: "tag", values: wcagTags },
    iframes: false,
    resultTypes: ["violations"],
  };
  return page.evaluate(
    async ({ options, include }) => {
      const axe = (
        window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }
      ).axe;
      const results = await axe.run(include ? { include: [[include]] } : document, options);
      return results.violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
      );
    },
    { options, include },
  );
}

/** Fails, softly with `message` when given, naming each violation axe finds in the page now. */
export async function expectNoAxeViolations(
  page: Page,
  options: { rules?: readonly string[]; include?: string } = {},
  message?: string,
) {
  const violations = await axeViolations(page, options);
  if (message === undefined) expect(violations).toEqual([]);
  else expect.soft(violations, message).toEqual([]);
}

/**
 * Switches the page to dark mode as a visitor does, with the header's toggle, and waits until the
 * page shows its dark colours: the switch on, the class on <html>, and every transition or
 * animation the change started finished (axe reads computed colours; halfway through a change
 * they are neither mode's).
 */
export async function switchToDark(page: Page) {
  const { darkMode } = wordsFor(new URL(page.url()).pathname).header;
  const toggle = page.getByRole("banner").getByRole("switch", { name: darkMode });
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await untilAnimationsEnd(page);
  await twoFrames(page);
}

/**
 * Waits until every transition and animation running in the page has ended, so computed colours
 * are one mode's. A cancelled animation (an element the page replaced, a transition another style
 * change cut short) rejects `finished` with AbortError: it no longer colours anything, so it is done.
 */
export async function untilAnimationsEnd(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
