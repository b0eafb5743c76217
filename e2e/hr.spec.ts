import { test, expect, holdScripts } from "./fixtures";
import { expectNoAxeViolations, tabTo } from "./form-helpers";

// The forms treat a submission faster than a person types as a bot's (lib/forms.ts). Each page's
// clock is the test's, so "a person took three seconds" is a jump of the clock, not a wait.
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

// This build names no receiver (NEXT_PUBLIC_HR_FORM_URL), so the form writes an e-mail; posting
// to a receiver is tested in __tests__/components/hr/HrNominationForm.test.tsx.
const fields = [
  ["Company name", "Example Tech"],
  ["HR person's name", "R. Nair"],
  [/HR person's phone number/, "98765 43210"],
  ["HR person's email address", "hr@example.com"],
  ["Your name", "Asha Menon"],
] as const;

test("by keyboard alone, a nomination becomes an e-mail to the partnerships address", async ({
  page,
}) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.goto("/hr");
  await tabTo(page, "Company name");
  for (const [index, [, value]] of fields.entries()) {
    if (index > 0) await page.keyboard.press("Tab");
    await page.keyboard.type(value);
  }
  const loaded = requests.length;
  await page.clock.fastForward(3_000); // a person takes longer than the bot check's minimum
  await page.keyboard.press("Enter");
  const status = page.getByRole("main").getByRole("status");
  await expect(status).toContainText("Finish in your email app");
  await expect(status).toContainText("Phone: 9876543210");
  const email = page.getByRole("link", { name: "Open the email again" });
  await expect(email).toHaveAttribute(
    "href",
    "mailto:partners@mulearn.org?subject=HR%20nomination%3A%20Example%20Tech&body=" +
      "I%20would%20like%20to%20nominate%20an%20HR%20contact%20for%20%C2%B5Learn's%20industry%20engagement." +
      "%0D%0A%0D%0ACompany%3A%20Example%20Tech%0D%0AHR%20contact%3A%20R.%20Nair%0D%0APhone%3A%209876543210" +
      "%0D%0AEmail%3A%20hr%40example.com%0D%0ANominated%20by%3A%20Asha%20Menon",
  );
  // Nothing left the page: the nomination goes out only from the visitor's mail app.
  expect(requests.slice(loaded).filter((url) => !url.startsWith("mailto:"))).toEqual([]);
  await expect(page.getByRole("textbox", { name: "Company name" })).toHaveValue("Example Tech");
  await expectNoAxeViolations(page);
});

test("a nomination typed and pressed before the page's scripts arrived is written once they do", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/hr", { waitUntil: "domcontentloaded" });
  for (const [name, value] of fields) await page.getByRole("textbox", { name }).fill(value);
  await page.getByRole("button", { name: "Write the nomination email" }).click();
  // The press went nowhere before the scripts: the details are in no address.
  expect(new URL(page.url()).search).toBe("");
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  await page.clock.fastForward(3_000);
  await release();
  const status = page.getByRole("main").getByRole("status");
  await expect(status).toContainText("Finish in your email app");
  await expect(status).toContainText("Nominated by: Asha Menon");
  await expect(page.getByRole("textbox", { name: "HR person's name" })).toHaveValue("R. Nair");
});

test("missing and malformed details are named beside their fields, focus on the first", async ({
  page,
}) => {
  await page.goto("/hr");
  await page.getByRole("textbox", { name: "Company name" }).fill("Example Tech");
  await page.getByRole("textbox", { name: /HR person's phone number/ }).fill("98765");
  await page.getByRole("textbox", { name: "HR person's email address" }).fill("hr@example");
  await page.getByRole("button", { name: "Write the nomination email" }).click();
  const name = page.getByRole("textbox", { name: "HR person's name" });
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription(
    "Enter the name of the HR person you are nominating.",
  );
  await expect(
    page.getByRole("textbox", { name: /HR person's phone number/ }),
  ).toHaveAccessibleDescription(/Enter a 10-digit phone number, such as 9876543210\./);
  await expect(
    page.getByRole("textbox", { name: "HR person's email address" }),
  ).toHaveAccessibleDescription("Enter an email address such as name@company.com.");
  await expect(page.getByRole("textbox", { name: "Company name" })).toHaveValue("Example Tech");
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page offers the e-mail instead of a form that cannot send", async ({ page }) => {
    await page.goto("/hr");
    // Playwright's text and role queries skip <noscript>, so these read it by selector.
    const note = page.locator("main noscript p");
    await expect(note).toBeVisible();
    await expect(note).toContainText("This form needs JavaScript.");
    await expect(note.locator("a")).toHaveAttribute(
      "href",
      "mailto:partners@mulearn.org?subject=HR%20nomination",
    );
    await expect(page.getByRole("main").getByRole("textbox")).toHaveCount(0);
  });
});
