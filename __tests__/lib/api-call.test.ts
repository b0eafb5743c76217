import { callApi, readApiAnswer } from "@/lib/api-call";
import { apiPaths } from "@/lib/api-paths";

const envelope = (response: unknown, general: unknown[] = [], hasError = false, statusCode = 200) =>
  JSON.stringify({ hasError, statusCode, message: { general }, response });
const asIs = (payload: unknown) => payload;

afterEach(() => {
  jest.restoreAllMocks();
  Object.defineProperty(navigator, "onLine", { value: true, configurable: true });
});

test("a live read gets the payload and the URL it asked for, query included", async () => {
  const fetchMock = jest.fn(async () => ({ status: 200, text: async () => envelope(["IG one"]) }));
  const answer = await callApi(apiPaths.lcList, {
    query: { pageIndex: 2, perPage: 12 },
    fetchImpl: fetchMock as unknown as typeof fetch,
  });
  expect(answer).toEqual({ ok: true, data: ["IG one"], messages: [] });
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe("https://mulearn.org/api/v1/public/lc-list?pageIndex=2&perPage=12");
  expect(init).toMatchObject({ method: "GET", redirect: "error", credentials: "omit" });
  expect(init.headers).toEqual({ Accept: "application/json" });
});

test("a failure carries no sentence, only its kind and which sentence would say it", () => {
  expect(readApiAnswer(429, "<h1>Too Many Requests</h1>", asIs)).toEqual({
    ok: false,
    kind: "refused",
    status: 429,
    said: "",
    wording: "rateLimited",
    fieldErrors: {},
  });
  expect(readApiAnswer(404, '{"detail":"Not found."}', asIs)).toMatchObject({
    kind: "server",
    said: "",
    wording: "rejected",
  });
  expect(readApiAnswer(502, "Bad gateway", asIs)).toMatchObject({
    kind: "server",
    wording: "server",
  });
});

test("the backend's own words travel as `said`, beside the fallback sentence's name", () => {
  expect(readApiAnswer(403, envelope({}, ["Invalid token header"], true, 403), asIs)).toEqual({
    ok: false,
    kind: "refused",
    status: 403,
    said: "Invalid token header",
    wording: "rejected",
    fieldErrors: {},
  });
  expect(
    readApiAnswer(
      400,
      envelope({}, [{ email: ["Enter a valid email address."] }], true, 400),
      asIs,
    ),
  ).toEqual({
    ok: false,
    kind: "invalid",
    status: 400,
    said: "",
    wording: "invalid",
    fieldErrors: { email: "Enter a valid email address." },
  });
  // A server error's words are the backend's internals, never a visitor's message.
  expect(readApiAnswer(500, envelope({}, ["KeyError: 'x'"], true, 500), asIs)).toMatchObject({
    kind: "server",
    said: "",
    wording: "server",
  });
});

test("an unreadable payload and no answer at all are told apart", async () => {
  expect(
    readApiAnswer(200, envelope({ count: "many" }), () => {
      throw new Error("not a list");
    }),
  ).toMatchObject({ kind: "server", status: 200, wording: "server" });

  const offline = jest.fn(async () => {
    throw new TypeError("Failed to fetch");
  }) as unknown as typeof fetch;
  Object.defineProperty(navigator, "onLine", { value: false, configurable: true });
  expect(await callApi("/api/v1/public/ig/list/", { fetchImpl: offline })).toMatchObject({
    kind: "offline",
    wording: "offline",
  });
  Object.defineProperty(navigator, "onLine", { value: true, configurable: true });
  expect(await callApi("/api/v1/public/ig/list/", { fetchImpl: offline })).toMatchObject({
    kind: "network",
    wording: "network",
  });
});
