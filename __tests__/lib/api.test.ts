import { z } from "zod";
import { apiFailureMessages, apiMessages, apiPaths, postJson, readWith, request } from "@/lib/api";
import { uiText } from "@/data/i18n";

/** Answers the next fetch with `body` and `status`, and records what was sent (jsdom has no Response). */
function answer(status: number, body: string) {
  const fetchMock = jest.fn(async () => ({ status, text: async () => body }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** Makes the next fetch reject with `error`, as the browser does without an answer. */
function failWith(error: unknown) {
  global.fetch = jest.fn(async () => {
    throw error;
  }) as unknown as typeof fetch;
}

const order = {
  id: "order_FAKE0001",
  entity: "order",
  amount: 1000000,
  currency: "INR",
  status: "created",
};
const envelope = (response: unknown, general: unknown[] = [], hasError = false, statusCode = 200) =>
  JSON.stringify({ hasError, statusCode, message: { general }, response });

afterEach(() => {
  jest.restoreAllMocks();
  Object.defineProperty(navigator, "onLine", { value: true, configurable: true });
});

test("posts JSON to the backend path with its trailing slash and returns the typed payload", async () => {
  const fetchMock = answer(200, envelope(order));
  const result = await postJson(
    apiPaths.donationOrder,
    { amount: 10000 },
    { read: readWith(z.object({ id: z.string(), amount: z.number() })) },
  );
  expect(result).toEqual({
    ok: true,
    data: { id: "order_FAKE0001", amount: 1000000 },
    messages: [],
  });
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe("https://mulearn.org/api/v1/donate/order/");
  expect(init.method).toBe("POST");
  expect(init.body).toBe('{"amount":10000}');
  expect(init.headers).toMatchObject({ "Content-Type": "application/json" });
  expect(init.redirect).toBe("error");
});

test("a KKEM token is escaped into its path, which keeps the trailing slash", () => {
  expect(apiPaths.kkemConfirmation("a/b c")).toBe(
    "/api/v1/integrations/kkem/authorization/a%2Fb%20c/",
  );
});

test("success messages in message.general are passed on", async () => {
  answer(200, envelope({}, ["Your account has been linked."]));
  const result = await request(apiPaths.kkemConfirmation("t"), { method: "PATCH" });
  expect(result).toMatchObject({ ok: true, messages: ["Your account has been linked."] });
});

test("validation errors inside message.general become per-field messages", async () => {
  answer(
    400,
    envelope(
      {},
      [{ amount: ["This field is required."], email: ["Enter a valid email address."] }],
      true,
      400,
    ),
  );
  const result = await postJson(apiPaths.donationOrder, {});
  expect(result).toEqual({
    ok: false,
    kind: "invalid",
    status: 400,
    message: "Some details were not accepted. Please check the marked fields and try again.",
    fieldErrors: { amount: "This field is required.", email: "Enter a valid email address." },
  });
});

test("non_field_errors inside the validation object become the form's message", async () => {
  answer(
    400,
    envelope({}, [{ non_field_errors: ["Try again later."], name: ["Too long."] }], true, 400),
  );
  const result = await postJson(apiPaths.donationOrder, {});
  expect(result).toMatchObject({
    kind: "invalid",
    message: "Try again later.",
    fieldErrors: { name: "Too long." },
  });
});

test("a business error's words reach the visitor", async () => {
  answer(400, envelope({}, ["Payment Verification Failed"], true, 400));
  const result = await postJson(apiPaths.donationVerify, {});
  expect(result).toEqual({
    ok: false,
    kind: "refused",
    status: 400,
    message: "Payment Verification Failed",
    fieldErrors: {},
  });
});

test("a DRF {detail} body is not shown; the visitor gets a plain message", async () => {
  answer(400, JSON.stringify({ detail: "JSON parse error - Expecting value: line 1 column 1" }));
  const result = await postJson(apiPaths.donationOrder, {});
  expect(result).toMatchObject({ ok: false, kind: "server", status: 400 });
  expect(result.ok || result.message).toBe(
    "Our server did not accept this request. Please try again, or write to info@mulearn.org if it keeps happening.",
  );
});

test("Django's HTML 500 page becomes a server failure with a plain message", async () => {
  answer(500, "<!doctype html><html><body><h1>Server Error (500)</h1></body></html>");
  const result = await postJson(apiPaths.donationOrder, {});
  expect(result).toMatchObject({ ok: false, kind: "server", status: 500 });
  expect(result.ok || result.message).toMatch(/^Our server could not handle this just now/);
});

test("an HTML 404 page is a server failure, not a crash", async () => {
  answer(404, "<h1>Not Found</h1>");
  expect(await postJson(apiPaths.donationOrder, {})).toMatchObject({ kind: "server", status: 404 });
});

test("429 asks the visitor to wait", async () => {
  answer(429, JSON.stringify({ detail: "Request was throttled." }));
  const result = await postJson(apiPaths.donationOrder, {});
  expect(result).toMatchObject({
    kind: "refused",
    message: "Too many attempts in a short time. Please wait a minute, then try again.",
  });
});

test("a success envelope whose payload has the wrong shape is a server failure", async () => {
  answer(200, envelope({ id: 7 }));
  const result = await postJson(
    apiPaths.donationOrder,
    {},
    { read: readWith(z.object({ id: z.string() })) },
  );
  expect(result).toMatchObject({ ok: false, kind: "server", status: 200 });
});

test("hasError true under HTTP 200 is still a failure", async () => {
  answer(200, envelope({}, ["Invalid token"], true, 400));
  expect(await request("/x/")).toMatchObject({
    ok: false,
    kind: "refused",
    message: "Invalid token",
  });
});

test("an unexpected JSON body (not an envelope) is a server failure", async () => {
  answer(200, "[1,2]");
  expect(await request("/x/")).toMatchObject({ ok: false, kind: "server" });
});

test("a missing slash's 301 without CORS reaches fetch as a TypeError: a network failure", async () => {
  failWith(new TypeError("Failed to fetch"));
  const result = await postJson("/api/v1/donate/order", {});
  expect(result).toEqual({
    ok: false,
    kind: "network",
    message:
      "We could not reach our server. Check your internet connection and try again in a moment.",
    fieldErrors: {},
    status: undefined,
  });
});

test("a time-out says the server took too long", async () => {
  failWith(new DOMException("signal timed out", "TimeoutError"));
  const result = await postJson(apiPaths.donationOrder, {});
  expect(result).toMatchObject({
    kind: "timeout",
    message:
      "Our server took too long to answer. Please check your connection and try again in a moment.",
  });
});

test("the request carries a time-out signal", async () => {
  const timeout = jest.spyOn(AbortSignal, "timeout");
  answer(200, envelope({}));
  await postJson(apiPaths.donationOrder, {}, { timeoutMs: 1234 });
  expect(timeout).toHaveBeenCalledWith(1234);
});

test("a failure while offline says so", async () => {
  Object.defineProperty(navigator, "onLine", { value: false, configurable: true });
  failWith(new TypeError("Failed to fetch"));
  expect(await postJson(apiPaths.donationOrder, {})).toMatchObject({
    kind: "offline",
    message: "You seem to be offline. Reconnect to the internet, then try again.",
  });
});

test("the client's English sentences are content/i18n/en.json's, which the English forms pass", () => {
  expect(apiFailureMessages(uiText.en.apiFailures)).toEqual(apiMessages);
  expect(apiMessages.server).toBe(
    "Our server could not handle this just now. Please try again in a few minutes, or write to info@mulearn.org if it keeps happening.",
  );
});

test("given a page's words, the client says its own failures in them", async () => {
  failWith(new TypeError("Failed to fetch"));
  expect(
    await postJson(apiPaths.kkemAuthorization, {}, { failureWords: uiText.ml.apiFailures }),
  ).toMatchObject({
    kind: "network",
    message: "ഞങ്ങളുടെ സെർവറിലേക്ക് എത്താനായില്ല. ഇന്റർനെറ്റ് കണക്ഷൻ പരിശോധിച്ച് അൽപ്പസമയത്തിനകം വീണ്ടും ശ്രമിക്കുക.",
  });
  answer(500, "<h1>Server Error (500)</h1>");
  expect(
    await postJson(apiPaths.kkemAuthorization, {}, { failureWords: uiText.ml.apiFailures }),
  ).toMatchObject({
    kind: "server",
    message:
      "ഞങ്ങളുടെ സെർവറിന് ഇപ്പോൾ ഇത് കൈകാര്യം ചെയ്യാനായില്ല. കുറച്ച് മിനിറ്റിന് ശേഷം വീണ്ടും ശ്രമിക്കുക; പ്രശ്നം തുടർന്നാൽ info@mulearn.org എന്ന വിലാസത്തിൽ എഴുതുക.",
  });
});
