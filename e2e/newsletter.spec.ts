import { test, expect } from "./fixtures";
import { tabTo } from "./form-helpers";

const action = "https://newsletter.mulearn.org/subscription/form";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("by keyboard, the landing page's form posts the newsletter's fields in a new tab, consent required", async ({
    page,
    context,
  }) => {
    const posts: string[] = [];
    await context.route(action, (route) => {
      posts.push(route.request().postData() ?? "");
      return route.fulfill({ contentType: "text/html", body: "<title>Subscribed</title>" });
    });
    await page.goto("/");
    const form = page.getByRole("region", { name: "Subscribe to µPulse" }).getByRole("form");
    await expect(form).toHaveAttribute("action", action);
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("target", "_blank");
    await expect(form).toHaveAttribute("rel", "noopener noreferrer");

    await tabTo(page, "Email");
    await page.keyboard.type("asha@example.org");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Asha");
    await page.keyboard.press("Enter");
    // The consent box is unticked: the browser keeps the form and says why.
    await expect(form.getByRole("checkbox")).toBeFocused();
    expect(posts).toEqual([]);

    await page.keyboard.press("Space");
    const tab = context.waitForEvent("page");
    await tabTo(page, "Subscribe (opens in a new tab)");
    await page.keyboard.press("Enter");
    const opened = await tab;
    await opened.waitForLoadState();
    await expect(opened).toHaveTitle("Subscribed");
    expect(posts).toEqual([
      "email=asha%40example.org&name=Asha&l=a1ef1095-7430-4b91-973f-8826ac7c79d7",
    ]);
    await expect(page).toHaveURL(/\/$/);
  });

  test("every page's footer has the same form", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    const form = footer.getByRole("form", { name: "µPulse newsletter" });
    await expect(form).toHaveAttribute("action", action);
    await expect(form.getByRole("textbox", { name: "Email" })).toHaveAttribute("name", "email");
    await expect(form.getByRole("textbox", { name: "Name (optional)" })).toHaveAttribute(
      "name",
      "name",
    );
    await expect(form.getByRole("checkbox", { name: /I agree to subscribe/ })).not.toBeChecked();
  });
});
