import type { Page, Request } from "@playwright/test";
import { test, expect, noteFonts } from "./fixtures";
import { answer, envelope, expectNoAxeViolations, serverErrorPage, tabTo } from "./form-helpers";

// The forms treat a submission faster than a person types as a bot's (lib/forms.ts). Each page's
// clock is the test's, so "a person took three seconds" is a jump of the clock, not a wait.
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

// Chromium logs the fakes' 400 and 500 answers, and an aborted request, as console errors.
// One pattern: Playwright reads a two-item array as a value and its options.
test.use({ expectedErrors: [/status of (400|500)|ERR_TIMED_OUT/] });

const api = "https://mulearn.org/api/v1/integrations/kkem/authorization/";
const jsid = "bXlTYWx0MTIzNDU2Nzg5MOa-Zk_x";
const token = "eyJhbGciOiJIUzI1NiJ9.eyJhdXRob3JpemF0aW9uX2lkIjoiZmFrZSJ9.c2lnbmF0dXJl";

/**
 * The linking form on each page that has it: its address and the words a visitor finds it by
 * (content/i18n/en.json and ml.json, `kkem.form`). The tests that run on both send the same request.
 */
const linkForms = [
  {
    lang: "en",
    path: "/kkem",
    label: "Your µ-ID or email address",
    submit: "Email me a confirmation link",
    sentTitle: "Check your email",
    sentNote: "works for one hour",
    empty: "Enter your µ-ID or the email address of your µLearn account.",
    failedTitle: "The email was not sent",
    unreachable:
      "We could not reach our server. Check your internet connection and try again in a moment.",
    serverError:
      "Our server could not handle this just now. Please try again in a few minutes, or write to info@mulearn.org if it keeps happening.",
  },
  {
    lang: "ml",
    path: "/ml/kkem",
    label: "നിങ്ങളുടെ µ-ID അല്ലെങ്കിൽ ഇമെയിൽ വിലാസം",
    submit: "ലിങ്ക് ഇമെയിലിൽ അയച്ചുതരൂ",
    sentTitle: "ഇമെയിൽ നോക്കുക",
    sentNote: "ഇമെയിലിലെ ലിങ്ക് ഒരു മണിക്കൂർ പ്രവർത്തിക്കും.",
    empty: "നിങ്ങളുടെ µ-ID അല്ലെങ്കിൽ µLearn അക്കൗണ്ടിന്റെ ഇമെയിൽ വിലാസം നൽകുക.",
    failedTitle: "ഇമെയിൽ അയയ്ക്കാനായില്ല",
    unreachable:
      "ഞങ്ങളുടെ സെർവറിലേക്ക് എത്താനായില്ല. ഇന്റർനെറ്റ് കണക്ഷൻ പരിശോധിച്ച് അൽപ്പസമയത്തിനകം വീണ്ടും ശ്രമിക്കുക.",
    serverError:
      "ഞങ്ങളുടെ സെർവറിന് ഇപ്പോൾ ഇത് കൈകാര്യം ചെയ്യാനായില്ല. കുറച്ച് മിനിറ്റിന് ശേഷം വീണ്ടും ശ്രമിക്കുക; പ്രശ്നം തുടർന്നാൽ info@mulearn.org എന്ന വിലാസത്തിൽ എഴുതുക.",
  },
] as const;

/** Records every request the backend fake gets, with its method and JSON body. */
function fakeBackend(page: Page, status: number, body: string) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  return page
    .route(`${api}**`, (route) => {
      const request = route.request();
      if (request.method() !== "OPTIONS") {
        calls.push({ method: request.method(), url: request.url(), body: request.postDataJSON() });
      }
      return answer(route, status, body);
    })
    .then(() => calls);
}

test.describe("linking from KKEM's address (/kkem?jsid=…)", () => {
  for (const form of linkForms) {
    test(`${form.path}, by keyboard alone: the µ-ID is sent with the jsid, and the backend's answer is shown`, async ({
      page,
    }) => {
      const calls = await fakeBackend(
        page,
        200,
        envelope([
          "We've set up your authorization! Please check your email for further instructions.",
        ]),
      );
      await page.goto(`${form.path}?jsid=${jsid}`);
      await expect(page.locator("html")).toHaveAttribute(
        "lang",
        form.lang === "ml" ? "ml" : "en-IN",
      );
      // The form's code loads for visitors KKEM sends here: a person tabs once it is there.
      await expect(page.getByLabel(form.label)).toBeVisible();
      await tabTo(page, form.label);
      await page.keyboard.type("asha@mulearn");
      await page.clock.fastForward(3_000); // a person takes longer than the bot check's minimum
      await page.keyboard.press("Enter");
      const status = page.getByRole("main").getByRole("status").filter({ hasText: form.sentTitle });
      await expect(status).toContainText(
        "We've set up your authorization! Please check your email for further instructions.",
      );
      await expect(status).toContainText(form.sentNote);
      expect(calls).toEqual([
        {
          method: "POST",
          url: api,
          body: { emailOrMuid: "asha@mulearn", param: jsid, integration: "DWMS" },
        },
      ]);
      await expectNoAxeViolations(page);
    });

    test(`${form.path}: an empty field is named beside it, in the page's language, and nothing is sent`, async ({
      page,
    }) => {
      const calls = await fakeBackend(page, 200, envelope(["Check your email."]));
      await page.goto(`${form.path}?jsid=${jsid}`);
      await page.getByRole("button", { name: form.submit }).click();
      const field = page.getByRole("textbox", { name: form.label });
      const escaped = form.empty.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      await expect(field).toHaveAccessibleDescription(new RegExp(escaped));
      expect(calls).toEqual([]);
      await expectNoAxeViolations(page);
    });

    test(`${form.path}: a backend out of reach, then its error page, are said in the page's language`, async ({
      page,
    }) => {
      let answered = 0;
      await page.route(`${api}**`, (route) => {
        if (route.request().method() === "OPTIONS") return answer(route, 200, "");
        answered++;
        return answered === 1 ? route.abort("timedout") : answer(route, 500, serverErrorPage);
      });
      await page.goto(`${form.path}?jsid=${jsid}`);
      const field = page.getByRole("textbox", { name: form.label });
      await field.fill("asha@mulearn");
      await page.clock.fastForward(3_000); // a person takes longer than the bot check's minimum
      const alert = page.getByRole("main").getByRole("alert");
      await page.getByRole("button", { name: form.submit }).click();
      await expect(alert).toHaveText(`${form.failedTitle}${form.unreachable}`);
      await page.getByRole("button", { name: form.submit }).click();
      await expect(alert).toHaveText(`${form.failedTitle}${form.serverError}`);
      await expect(field).toHaveValue("asha@mulearn");
      expect(answered).toBe(2);
    });
  }

  for (const { name, status, body, shown } of [
    {
      name: "an unknown account",
      status: 400,
      body: envelope(
        ["Oops! We couldn't find that account. Please double-check your details and try again."],
        {},
        400,
      ),
      shown: "Oops! We couldn't find that account. Please double-check your details and try again.",
    },
    {
      name: "an unreadable jsid",
      status: 400,
      body: envelope(["The given token seems to be invalid do re-check and try again!"], {}, 400),
      shown: "The address from KKEM could not be read.",
    },
    {
      name: "Django's HTML 500 (the e-mail could not be sent)",
      status: 500,
      body: serverErrorPage,
      shown: "Our server could not handle this just now.",
    },
  ]) {
    test(`${name}: the reason is shown and the µ-ID kept`, async ({ page }) => {
      await fakeBackend(page, status, body);
      await page.goto(`/kkem?jsid=${jsid}`);
      const field = page.getByRole("textbox", { name: "Your µ-ID or email address" });
      await field.fill("asha@example.org");
      await page.clock.fastForward(3_000); // a person takes longer than the bot check's minimum
      await page.getByRole("button", { name: "Email me a confirmation link" }).click();
      await expect(page.getByRole("main").getByRole("alert")).toContainText(shown);
      await expect(field).toHaveValue("asha@example.org");
      if (status === 500) await expectNoAxeViolations(page);
    });
  }

  test("pressed twice before the form's rules have loaded: checked, then sent once", async ({
    page,
  }) => {
    const calls = await fakeBackend(page, 200, envelope(["Check your email."]));
    await page.goto(`/kkem?jsid=${jsid}`);
    const field = page.getByRole("textbox", { name: "Your µ-ID or email address" });
    await expect(field).toBeVisible();
    // Every script asked for from here on (the rules, loaded on first use) waits for release.
    const held: (() => Promise<void>)[] = [];
    await page.route("**/_next/static/chunks/**", (route) => {
      held.push(() => route.continue());
    });
    await field.fill("  asha@mulearn  ");
    await page.clock.fastForward(3_000); // a person takes longer than the bot check's minimum
    const send = page.getByRole("button", { name: "Email me a confirmation link" });
    await send.click();
    await send.click();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await Promise.all(held.map((release) => release()));
    await expect(page.getByRole("main").getByRole("status")).toContainText("Check your email.");
    expect(calls).toEqual([
      {
        method: "POST",
        url: api,
        body: { emailOrMuid: "asha@mulearn", param: jsid, integration: "DWMS" },
      },
    ]);
  });

  test("the backend's field error (general[0] is an object) is shown beside the field", async ({
    page,
  }) => {
    await fakeBackend(
      page,
      400,
      envelope([{ emailOrMuid: ["This field may not be blank."] }], {}, 400),
    );
    await page.goto(`/kkem?jsid=${jsid}`);
    const field = page.getByRole("textbox", { name: "Your µ-ID or email address" });
    await field.fill("asha@mulearn");
    await page.clock.fastForward(3_000); // a person takes longer than the bot check's minimum
    await page.getByRole("button", { name: "Email me a confirmation link" }).click();
    await expect(field).toHaveAccessibleDescription(/This field may not be blank\./);
    await expect(field).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test("an empty field is named beside it and nothing is sent; no answer in time is said plainly", async ({
    page,
  }) => {
    let attempts = 0;
    await page.route(`${api}**`, (route) => {
      if (route.request().method() === "OPTIONS") return answer(route, 200, "");
      attempts++;
      return route.abort("timedout");
    });
    await page.goto(`/kkem?jsid=${jsid}`);
    const send = page.getByRole("button", { name: "Email me a confirmation link" });
    await send.click();
    const field = page.getByRole("textbox", { name: "Your µ-ID or email address" });
    await expect(field).toHaveAccessibleDescription(
      /Enter your µ-ID or the email address of your µLearn account\./,
    );
    expect(attempts).toBe(0);
    await expectNoAxeViolations(page);
    await field.fill("asha@mulearn");
    await page.clock.fastForward(3_000); // a person takes longer than the bot check's minimum
    await send.click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      "We could not reach our server.",
    );
    expect(attempts).toBe(1);
  });

  test("without a jsid the page says where linking starts, even with a µ-ID", async ({ page }) => {
    for (const address of ["/kkem", "/kkem?mu_id=asha@mulearn"]) {
      await page.goto(address);
      await expect(
        page.getByText("open µLearn from your profile on KKEM's job portal"),
      ).toBeVisible();
      await expect(page.getByRole("main").getByRole("textbox")).toHaveCount(0);
    }
  });

  test("a mu_id fills in the µ-ID, sends nothing, and what the visitor edits is sent", async ({
    page,
  }) => {
    const calls = await fakeBackend(page, 200, envelope(["Check your email."]));
    await page.goto(`/kkem?jsid=${jsid}&mu_id=asha@mulearn`);
    const field = page.getByRole("textbox", { name: "Your µ-ID or email address" });
    await expect(field).toHaveValue("asha@mulearn");
    await expect(field).toBeEditable();
    await page.clock.fastForward(3_000); // a person takes longer than the bot check's minimum
    expect(calls).toEqual([]);
    await field.fill("asha.menon@mulearn");
    await page.getByRole("button", { name: "Email me a confirmation link" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Check your email.");
    expect(calls).toEqual([
      {
        method: "POST",
        url: api,
        body: { emailOrMuid: "asha.menon@mulearn", param: jsid, integration: "DWMS" },
      },
    ]);
  });

  test("the older spellings dwms_id and muid work as jsid and mu_id", async ({ page }) => {
    const calls = await fakeBackend(page, 200, envelope(["Check your email."]));
    await page.goto(`/kkem?dwms_id=${jsid}&muid=asha@mulearn`);
    const field = page.getByRole("textbox", { name: "Your µ-ID or email address" });
    await expect(field).toHaveValue("asha@mulearn");
    await page.clock.fastForward(3_000); // a person takes longer than the bot check's minimum
    await page.getByRole("button", { name: "Email me a confirmation link" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Check your email.");
    expect(calls).toEqual([
      {
        method: "POST",
        url: api,
        body: { emailOrMuid: "asha@mulearn", param: jsid, integration: "DWMS" },
      },
    ]);
  });

  test("the page's HTML already says where linking starts, so nothing moves when it loads", async ({
    request,
  }) => {
    const html = await (await request.get("/kkem")).text();
    expect(html).toContain("open µLearn from your profile on KKEM&#x27;s job portal");
  });
});

test.describe("confirming from the e-mailed link (/kkem/authorization/<token>/)", () => {
  for (const slash of ["/", ""]) {
    test(`${slash ? "with" : "without"} its trailing slash: confirmed by keyboard, tokens never kept`, async ({
      page,
    }) => {
      const calls = await fakeBackend(
        page,
        200,
        envelope(["Successfully connected your KKEM & μLearn accounts!"], {
          accessToken: "eyJ.fake-access",
          refreshToken: "eyJ.fake-refresh",
        }),
      );
      // A returning visitor, whose browser notes the site's font as held (lib/site-fonts.ts).
      await noteFonts(page, "sans");
      const requests: Request[] = [];
      page.on("request", (request) => requests.push(request));
      const response = await page.goto(`/kkem/authorization/${token}${slash}`);
      expect(await response?.headerValue("referrer-policy")).toBe("no-referrer");
      await expect(page).toHaveURL(/\/kkem$/);
      await tabTo(page, "Link my accounts");
      await page.keyboard.press("Enter");
      const status = page
        .getByRole("main")
        .getByRole("status")
        .filter({ hasText: "Your accounts are linked" });
      await expect(status).toContainText("Successfully connected your KKEM & μLearn accounts!");
      await expect(page.getByRole("link", { name: "Find a learning circle" })).toHaveAttribute(
        "href",
        "https://app.mulearn.org/dashboard/learning-circle",
      );
      expect(calls).toEqual([{ method: "PATCH", url: `${api}${token}/`, body: null }]);
      const kept = await page.evaluate(() =>
        JSON.stringify({ ...localStorage, ...sessionStorage, cookie: document.cookie }),
      );
      expect(kept).not.toContain("fake-access");
      expect(kept).not.toContain("fake-refresh");
      expect(kept).not.toContain(token);
      for (const request of requests) {
        expect(await request.headerValue("referer"), request.url()).toBeNull();
      }
      await expect(page.getByRole("button", { name: "Link my accounts" })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }

  for (const { name, status, body, title, text } of [
    {
      name: "an expired link",
      status: 400,
      body: envelope(["This token has expired, maybe again with a new one!"], {}, 400),
      title: "This link has expired",
      text: "open µLearn again from your KKEM profile and enter your µ-ID",
    },
    {
      name: "a garbled token (Django's HTML 500)",
      status: 500,
      body: serverErrorPage,
      title: "This link could not be read",
      text: "opened the whole link from the email",
    },
    {
      name: "KKEM's refusal",
      status: 400,
      body: envelope(["Invalid jsid"], {}, 400),
      title: "KKEM did not accept the link",
      text: "write to info@mulearn.org",
    },
  ]) {
    test(`${name}: says so in plain words`, async ({ page }) => {
      await fakeBackend(page, status, body);
      await page.goto(`/kkem/authorization/${token}/`);
      await page.getByRole("button", { name: "Link my accounts" }).click();
      const alert = page.getByRole("main").getByRole("alert");
      await expect(alert).toContainText(title);
      await expect(alert).toContainText(text);
      await expect(page.getByRole("button", { name: "Link my accounts" })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }

  test("no answer: it can be tried again, and a second press sends once", async ({ page }) => {
    let attempts = 0;
    await page.route(`${api}**`, async (route) => {
      if (route.request().method() === "OPTIONS") return answer(route, 200, "");
      attempts++;
      if (attempts === 1) return route.abort("timedout");
      return answer(route, 200, envelope(["Successfully connected your KKEM & μLearn accounts!"]));
    });
    await page.goto(`/kkem/authorization/${token}/`);
    await page.getByRole("button", { name: "Link my accounts" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      "No answer from our server",
    );
    await page.getByRole("button", { name: "Try again" }).dblclick();
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      "Your accounts are linked",
    );
    expect(attempts).toBe(2);
  });

  test("the shell without a token says the link is not complete and asks for nothing", async ({
    page,
  }) => {
    await page.goto("/kkem/authorization/_");
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      "This link is not complete",
    );
    await expect(page.getByRole("button")).not.toContainText(["Link my accounts"]);
    await expectNoAxeViolations(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("both pages say linking needs JavaScript", async ({ page }) => {
      // Playwright's text and role queries skip <noscript>, so these read it by selector.
      await page.goto(`/kkem?jsid=${jsid}`);
      const note = page.locator("main noscript p");
      await expect(note).toBeVisible();
      await expect(note).toHaveText(
        "Linking your account needs JavaScript. Turn it on in your browser, then open the link from KKEM again.",
      );
      await page.goto(`/kkem/authorization/${token}/`);
      await expect(note).toBeVisible();
      await expect(note).toHaveText(
        "Confirming needs JavaScript. Turn it on in your browser, then open the link from your email again.",
      );
    });
  });
});
