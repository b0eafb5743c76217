/**
 * The one client for the foundation's backend (docs/forms.md, docs/live-data.md). Forms post to it
 * when a visitor submits; live lists read public GETs after the first paint and the snapshot
 * refresh reads them at the desk. It calls the exact paths below (trailing slashes matter: without one the
 * backend answers a 301 without CORS headers, which the browser reports as a network failure), and
 * turns every answer, the backend's envelope and its quirks alike, into a typed result with a
 * message a visitor understands.
 */
import type { ZodType, output } from "@/lib/zod";
import { contactEmail } from "@/data/contact-email";
import type { ApiFailureWords } from "@/data/i18n";
import { apiOrigin, apiSocketOrigin } from "@/data/api-origin";
import { apiMessages } from "@/lib/api-messages";

export { apiMessages };

/** The backend paths the site calls, exactly as the backend registers them. */
export const apiPaths = {
  donationOrder: "/api/v1/donate/order/",
  donationVerify: "/api/v1/donate/verify/",
  donationSubscriptionCreate: "/api/v1/donate/subscription/create/",
  donationSubscriptionVerify: "/api/v1/donate/subscription/verify/",
  kkemAuthorization: "/api/v1/integrations/kkem/authorization/",
  kkemConfirmation: (token: string) =>
    `/api/v1/integrations/kkem/authorization/${encodeURIComponent(token)}/`,
  careerLabOngoing: "/api/v1/public/career-lab/ongoing/",
  careerLabPrevious: "/api/v1/public/career-lab/previous/",
  globalCount: "/api/v1/public/global-count/",
  lcDashboard: "/api/v1/public/lc-dashboard/",
  // The one path the backend registers without a trailing slash: adding one gets a 404.
  lcList: "/api/v1/public/lc-list",
  districtList: "/api/v1/public/list/district/",
  collegeList: "/api/v1/public/list/college/",
  interestGroupList: "/api/v1/public/ig/list/",
  leaderboardStudents: "/api/v1/leaderboard/students/",
  leaderboardStudentsMonthly: "/api/v1/leaderboard/students-monthly/",
  leaderboardColleges: "/api/v1/leaderboard/college/",
  eventsCalendar: "/api/v1/dashboard/events/calendar/",
  eventsFeatured: "/api/v1/dashboard/events/featured/",
  officeHours: "/api/v1/dashboard/media-content/office-hours/",
  saltMangoTree: "/api/v1/dashboard/media-content/salt-mango-tree/",
  inspirationStation: "/api/v1/dashboard/media-content/inspiration-station/",
  grabYourSuperpowers: "/api/v1/dashboard/media-content/grab-your-superpowers/",
} as const;

/** The backend's WebSocket addresses on its socket origin (wss:// beside https://). */
export const socketUrls = {
  landingStats: new URL("/ws/v1/public/landing-stats/", apiSocketOrigin).href,
} as const;

/** How long a form waits for the backend before it says so; Razorpay orders can take seconds. */
export const defaultTimeoutMs = 20_000;

/**
 * Why a call failed: `invalid` (fields rejected, see `fieldErrors`), `refused` (the backend said
 * no in words), `server` (an error page, a bug, an unreadable answer), `timeout`, `offline`
 * (the browser knows it has no network) and `network` (no answer at all: a lost connection,
 * or a redirect or CORS refusal the browser hides).
 */
export type ApiFailureKind = "invalid" | "refused" | "server" | "timeout" | "offline" | "network";

export interface ApiFailure {
  ok: false;
  kind: ApiFailureKind;
  /** One or two sentences for the visitor. */
  message: string;
  /** The backend's messages by field name, for the fields it rejected. */
  fieldErrors: Record<string, string>;
  /** The HTTP status, when an answer arrived. */
  status?: number;
}

export interface ApiSuccess<T> {
  ok: true;
  data: T;
  /** The backend's `message.general` strings (a KKEM confirmation says what happened there). */
  messages: string[];
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** The failure sentences of `words` (content/i18n/<lang>.json's `apiFailures`), the address filled in. */
export const apiFailureMessages = (words: ApiFailureWords): ApiFailureWords =>
  Object.fromEntries(
    Object.entries(words).map(([kind, text]) => [kind, text.replace("{email}", contactEmail)]),
  ) as ApiFailureWords;

const failure = (
  kind: ApiFailureKind,
  message: string,
  status?: number,
  fieldErrors: Record<string, string> = {},
): ApiFailure => ({ ok: false, kind, message, fieldErrors, status });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const texts = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (item): item is string => typeof item === "string" && item.trim() !== "",
  );

/**
 * Splits `message.general` into plain messages and field errors: validation errors arrive as an
 * object inside the list (`[{"email": ["Enter a valid email address."]}]`), other messages as strings.
 */
function readGeneral(general: unknown): {
  messages: string[];
  fieldErrors: Record<string, string>;
} {
  const messages: string[] = [];
  const fieldErrors: Record<string, string> = {};
  for (const item of Array.isArray(general) ? general : [general]) {
    if (typeof item === "string") {
      if (item.trim()) messages.push(item);
    } else if (isRecord(item)) {
      for (const [field, value] of Object.entries(item)) {
        const said = texts(value).join(" ");
        if (!said) continue;
        if (field === "non_field_errors" || field === "detail") messages.push(said);
        else fieldErrors[field] = said;
      }
    }
  }
  return { messages, fieldErrors };
}

/**
 * Reads one backend answer: its status and raw body text. Pure, so every quirk is unit-tested.
 * `read` checks the payload's shape; a payload it rejects counts as a server fault.
 */
export function parseApiResponse<T>(
  status: number,
  body: string,
  read: (payload: unknown) => T,
  messages: ApiFailureWords = apiMessages,
): ApiResult<T> {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    // Django's HTML error pages (404, "Server Error (500)") and proxies' pages are not JSON.
    return failure(status === 429 ? "refused" : "server", pageMessage(status, messages), status);
  }
  if (!isRecord(json)) return failure("server", messages.server, status);

  if ("hasError" in json && "message" in json) {
    const general = isRecord(json.message) ? json.message.general : json.message;
    const { messages: said, fieldErrors } = readGeneral(general);
    if (json.hasError !== true && status >= 200 && status < 300) {
      try {
        return { ok: true, data: read(json.response), messages: said };
      } catch {
        return failure("server", messages.server, status);
      }
    }
    if (Object.keys(fieldErrors).length > 0) {
      return failure("invalid", said.join(" ") || messages.invalid, status, fieldErrors);
    }
    if (status >= 500) return failure("server", messages.server, status);
    return failure("refused", said.join(" ") || messages.rejected, status);
  }

  // DRF's own answers ({"detail": "JSON parse error - …"}, a wrong method) are not for visitors.
  if ("detail" in json) {
    return failure(status === 429 ? "refused" : "server", pageMessage(status, messages), status);
  }
  return failure("server", messages.server, status);
}

const pageMessage = (status: number, messages: ApiFailureWords) =>
  status === 429 ? messages.rateLimited : status >= 500 ? messages.server : messages.rejected;

export interface RequestOptions<T> {
  method?: "GET" | "POST" | "PATCH";
  /** Sent as JSON. */
  body?: unknown;
  /** Checks and types the envelope's `response`; throw to reject it. A zod schema's `parse` fits. */
  read?: (payload: unknown) => T;
  /** Query parameters, such as a list's `pageIndex` and `perPage`. */
  query?: Record<string, string | number>;
  timeoutMs?: number;
  /** Cancels the call (a page that goes away, a caller's own time-out). */
  signal?: AbortSignal;
  /** The fetch to call: the browser's by default; a Node script or a test passes its own. */
  fetchImpl?: typeof fetch;
  /**
   * The client's own failure sentences in the page's language (content/i18n/<lang>.json's
   * `apiFailures`); English unless given. The backend's own messages pass through as it sends them.
   */
  failureWords?: ApiFailureWords;
}

/** The time-out's signal, joined with the caller's when there is one. */
function callSignal(timeoutMs: number, signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

/**
 * Calls the backend and never throws: every outcome is an ApiResult. `path` is one of `apiPaths`.
 */
export async function request<T = unknown>(
  path: string,
  {
    method = "GET",
    body,
    read = (payload) => payload as T,
    query = {},
    timeoutMs = defaultTimeoutMs,
    signal,
    fetchImpl = fetch,
    failureWords,
  }: RequestOptions<T> = {},
): Promise<ApiResult<T>> {
  const messages = failureWords ? apiFailureMessages(failureWords) : apiMessages;
  const url = new URL(path, apiOrigin);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
  let response: Response;
  try {
    response = await fetchImpl(url.href, {
      method,
      headers:
        body === undefined
          ? { Accept: "application/json" }
          : { Accept: "application/json", "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      // Never follow a redirect: the backend's only one is the missing-slash 301, which drops a POST.
      redirect: "error",
      credentials: "omit",
      signal: callSignal(timeoutMs, signal),
    });
  } catch (error) {
    return unreachable(error, messages);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    return unreachable(error, messages);
  }
  return parseApiResponse(response.status, text, read, messages);
}

/** POSTs JSON to a backend path; see `request`. */
export function postJson<T = unknown>(
  path: string,
  body: unknown,
  options: Omit<RequestOptions<T>, "method" | "body"> = {},
): Promise<ApiResult<T>> {
  return request(path, { ...options, method: "POST", body });
}

/** A fetch that got no answer: timed out, offline, or refused by the network or CORS. */
function unreachable(error: unknown, messages: ApiFailureWords): ApiFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  if (name === "TimeoutError") return failure("timeout", messages.timeout);
  if (typeof navigator !== "undefined" && navigator.onLine === false) {
    return failure("offline", messages.offline);
  }
  return failure("network", messages.network);
}

/** Reads a zod schema's typed value, for `read`. */
export const readWith =
  <S extends ZodType>(schema: S) =>
  (payload: unknown): output<S> =>
    schema.parse(payload);
