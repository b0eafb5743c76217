import { confirmationOutcome, kkemVisit, linkRequestMessage } from "@/lib/kkem-linking";
import { confirmKkemLink, confirmationToken } from "@/lib/kkem-confirmation";
import { kkemLinkSchema, requestKkemLink } from "@/lib/kkem-link-request";
import { parseApiResponse } from "@/lib/api";
import { uiText } from "@/data/i18n";
import { validateWith } from "@/lib/forms";

const envelope = (general: unknown[], response: unknown = {}, hasError = false, statusCode = 200) =>
  JSON.stringify({ hasError, statusCode, message: { general }, response });
const refusal = (message: string) =>
  parseApiResponse(400, envelope([message], {}, true, 400), () => null);

/** Answers the next fetch and records what was sent (jsdom has no Response). */
function answer(status: number, body: string) {
  const fetchMock = jest.fn(async () => ({ status, text: async () => body }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe("what KKEM's address asks for", () => {
  test("a jsid asks for the linking form, and is kept exactly as it came", () => {
    expect(kkemVisit("?jsid=bXlTYWx0+MTIz%2F%3D%3D")).toEqual({
      kind: "link",
      jsid: "bXlTYWx0 MTIz/==",
      muid: "",
    });
  });

  test("the older dwms_id is read as the jsid", () => {
    expect(kkemVisit("?dwms_id=bXlTYWx0MTIz")).toEqual({
      kind: "link",
      jsid: "bXlTYWx0MTIz",
      muid: "",
    });
  });

  test("a mu_id fills in the form's µ-ID", () => {
    expect(kkemVisit("?jsid=abc&mu_id=asha%40mulearn")).toEqual({
      kind: "link",
      jsid: "abc",
      muid: "asha@mulearn",
    });
  });

  test("the older muid fills it in too, with either spelling of the jsid", () => {
    expect(kkemVisit("?dwms_id=abc&muid=asha@mulearn")).toEqual({
      kind: "link",
      jsid: "abc",
      muid: "asha@mulearn",
    });
    expect(kkemVisit("?jsid=abc&muid=asha@mulearn")).toEqual({
      kind: "link",
      jsid: "abc",
      muid: "asha@mulearn",
    });
  });

  test("with both spellings present, the current names win", () => {
    expect(kkemVisit("?dwms_id=old&jsid=new&muid=old@mulearn&mu_id=new@mulearn")).toEqual({
      kind: "link",
      jsid: "new",
      muid: "new@mulearn",
    });
  });

  test("an empty current name gives way to the older one", () => {
    expect(kkemVisit("?jsid=&dwms_id=abc&mu_id=%20&muid=asha@mulearn")).toEqual({
      kind: "link",
      jsid: "abc",
      muid: "asha@mulearn",
    });
  });

  test("spaces around a µ-ID are dropped", () => {
    expect(kkemVisit("?jsid=abc&mu_id=%20asha@mulearn%20")).toEqual({
      kind: "link",
      jsid: "abc",
      muid: "asha@mulearn",
    });
  });

  test.each([
    ["two words", "?jsid=abc&mu_id=asha%20menon"],
    ["a control character", "?jsid=abc&mu_id=asha%00@mulearn"],
    ["a line break", "?jsid=abc&muid=asha%0A@mulearn"],
    ["more than 254 characters", `?jsid=abc&mu_id=${"a".repeat(250)}@mulearn`],
  ])("a µ-ID with %s is junk: the form opens empty", (_, search) => {
    expect(kkemVisit(search)).toEqual({ kind: "link", jsid: "abc", muid: "" });
  });

  test.each([
    "",
    "?mu_id=asha@mulearn",
    "?muid=asha@mulearn",
    "?jsid=",
    "?jsid=%20",
    "?dwms_id=",
    "?jsid=&dwms_id=%20&mu_id=asha@mulearn",
    "?JSID=abc",
  ])("%p asks for nothing", (search) => {
    expect(kkemVisit(search)).toEqual({ kind: "none" });
  });
});

describe("the linking form's rules", () => {
  const kkemLinkRules = kkemLinkSchema(uiText.en.kkem.form);
  test("a µ-ID or an email is accepted, trimmed", () => {
    expect(validateWith(kkemLinkRules, { emailOrMuid: " asha@mulearn " })).toEqual({
      ok: true,
      data: { emailOrMuid: "asha@mulearn" },
    });
  });

  test("an empty field says what to enter", () => {
    expect(validateWith(kkemLinkRules, { emailOrMuid: "  " })).toEqual({
      ok: false,
      errors: { emailOrMuid: "Enter your µ-ID or the email address of your µLearn account." },
    });
  });

  test("in Malayalam, the empty field's error is in Malayalam", () => {
    expect(validateWith(kkemLinkSchema(uiText.ml.kkem.form), { emailOrMuid: "" })).toEqual({
      ok: false,
      errors: {
        emailOrMuid: "നിങ്ങളുടെ µ-ID അല്ലെങ്കിൽ µLearn അക്കൗണ്ടിന്റെ ഇമെയിൽ വിലാസം നൽകുക.",
      },
    });
  });
});

test("the link request posts the field names the backend reads, jsid as param", async () => {
  const fetchMock = answer(
    200,
    envelope([
      "We've set up your authorization! Please check your email for further instructions.",
    ]),
  );
  const result = await requestKkemLink({ emailOrMuid: "asha@mulearn" }, "bXlTYWx0==");
  expect(result).toEqual({
    ok: true,
    data: null,
    messages: [
      "We've set up your authorization! Please check your email for further instructions.",
    ],
  });
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe("https://mulearn.org/api/v1/integrations/kkem/authorization/");
  expect(init.method).toBe("POST");
  expect(JSON.parse(init.body as string)).toEqual({
    emailOrMuid: "asha@mulearn",
    param: "bXlTYWx0==",
    integration: "DWMS",
  });
});

test("the backend's 'token' for KKEM's address is said in the visitor's words; others pass", () => {
  const plain = "The address from KKEM could not be read.";
  expect(
    linkRequestMessage("The given token seems to be invalid do re-check and try again!", plain),
  ).toBe(plain);
  expect(linkRequestMessage("This KKEM account is already connected to another user", plain)).toBe(
    "This KKEM account is already connected to another user",
  );
});

describe("the token in a confirmation address", () => {
  test.each([
    ["/kkem/authorization/eyJhbGciOi.e30.sig/", "eyJhbGciOi.e30.sig"],
    ["/kkem/authorization/eyJhbGciOi.e30.sig", "eyJhbGciOi.e30.sig"],
    ["/kkem/authorization/a%20b", "a b"],
  ])("%p holds %p", (pathname, token) => {
    expect(confirmationToken(pathname)).toBe(token);
  });

  test.each([
    "/kkem/authorization/_",
    "/kkem/authorization/_/",
    "/kkem/authorization/",
    "/kkem/authorization/a/b",
    "/kkem/authorization/%E0%A4%A",
    `/kkem/authorization/${"t".repeat(2049)}`,
  ])("%p holds none", (pathname) => {
    expect(confirmationToken(pathname)).toBeNull();
  });
});

describe("confirming", () => {
  test("PATCHes the token's path with its trailing slash and drops the returned tokens", async () => {
    const fetchMock = answer(
      200,
      envelope(["Successfully connected your KKEM & μLearn accounts!"], {
        accessToken: "eyJ.access",
        refreshToken: "eyJ.refresh",
      }),
    );
    const result = await confirmKkemLink("eyJ.tok");
    expect(result).toEqual({
      ok: true,
      data: null,
      messages: ["Successfully connected your KKEM & μLearn accounts!"],
    });
    expect(JSON.stringify(result)).not.toContain("eyJ.access");
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://mulearn.org/api/v1/integrations/kkem/authorization/eyJ.tok/");
    expect(init.method).toBe("PATCH");
    expect(init.body).toBeUndefined();
  });

  test.each([
    ["This token has expired, maybe again with a new one!", "expired"],
    ["Invalid or missing Token", "unknownLink"],
    ["Invalid jsid", "kkemRefused"],
  ])("the backend's %p is the outcome %p", (message, kind) => {
    expect(confirmationOutcome(refusal(message))).toEqual({ kind });
  });

  test("any other refusal keeps the backend's words", () => {
    const message =
      "Oops! We couldn't find that account. Please double-check your details and try again.";
    expect(confirmationOutcome(refusal(message))).toEqual({ kind: "refused", message });
  });

  test("the HTML 500 of a garbled token is an unreadable link", () => {
    const page = "<!doctype html><title>Server Error (500)</title><h1>Server Error (500)</h1>";
    expect(confirmationOutcome(parseApiResponse(500, page, () => null))).toEqual({
      kind: "unreadable",
    });
  });

  test("a time-out can be retried, with the client's message", () => {
    expect(
      confirmationOutcome({ ok: false, kind: "timeout", message: "Too slow.", fieldErrors: {} }),
    ).toEqual({ kind: "retry", message: "Too slow." });
  });
});
