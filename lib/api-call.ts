/**
 * The backend client's transport (docs/forms.md, docs/live-data.md): it calls one of the paths of
 * lib/api-paths.ts and reads the answer, the backend's envelope and its quirks alike, into a typed
 * result, with no sentence for a visitor. A live list needs no more than that; a form goes through
 * lib/api.ts, which adds one in the page's language. Kept apart so a page with live data does not
 * carry the forms' sentences.
 */
import type { ApiFailureWords } from "@/data/i18n";
import { apiOrigin } from "@/data/api-origin";

/** How long a form waits for the backend before it says so; Razorpay orders can take seconds. */
export const defaultTimeoutMs = 20_000;

/**
 * Why a call failed: `invalid` (fields rejected, see `fieldErrors`), `refused` (the backend said
 * no in words), `server` (an error page, a bug, an unreadable answer), `timeout`, `offline`
 * (the browser knows it has no network) and `network` (no answer at all: a lost connection,
 * or a redirect or CORS refusal the browser hides).
 */
export type ApiFailureKind = "invalid" | "refused" | "server" | "timeout" | "offline" | "network";

/** A failed call as the transport reads it: what went wrong, and what a visitor could be told. */
export interface ApiFault {
  ok: false;
  kind: ApiFailureKind;
  /** The backend's messages by field name, for the fields it rejected. */
  fieldErrors: Record<string, string>;
  /** The HTTP status, when an answer arrived. */
  status?: number;
  /** The backend's own words for a refusal or rejected fields, when it gave any; else "". */
  said: string;
  /** Which of the client's sentences says this failure when the backend gave no words. */
  wording: keyof ApiFailureWords;
}

export interface ApiSuccess<T> {
  ok: true;
  data: T;
  /** The backend's `message.general` strings (a KKEM confirmation says what happened there). */
  messages: string[];
}

export type ApiAnswer<T> = ApiSuccess<T> | ApiFault;

const fault = (
  kind: ApiFailureKind,
  wording: keyof ApiFailureWords,
  status?: number,
  said = "",
  fieldErrors: Record<string, string> = {},
): ApiFault => ({ ok: false, kind, fieldErrors, status, said, wording });

/** An object with named fields (not null, not a list): what a JSON answer's fields are read from. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
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

/** An answer that is not the backend's envelope: an error page, a proxy's page, DRF's `detail`. */
const pageFault = (status: number): ApiFault =>
  fault(
    status === 429 ? "refused" : "server",
    status === 429 ? "rateLimited" : status >= 500 ? "server" : "rejected",
    status,
  );

/**
 * Reads one backend answer: its status and raw body text. Pure, so every quirk is unit-tested.
 * `read` checks the payload's shape; a payload it rejects counts as a server fault.
 */
export function readApiAnswer<T>(
  status: number,
  body: string,
  read: (payload: unknown) => T,
): ApiAnswer<T> {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    // Django's HTML error pages (404, "Server Error (500)") and proxies' pages are not JSON.
    return pageFault(status);
  }
  if (!isRecord(json)) return fault("server", "server", status);

  if ("hasError" in json && "message" in json) {
    const general = isRecord(json.message) ? json.message.general : json.message;
    const { messages, fieldErrors } = readGeneral(general);
    if (json.hasError !== true && status >= 200 && status < 300) {
      try {
        return { ok: true, data: read(json.response), messages };
      } catch {
        return fault("server", "server", status);
      }
    }
    if (Object.keys(fieldErrors).length > 0) {
      return fault("invalid", "invalid", status, messages.join(" "), fieldErrors);
    }
    if (status >= 500) return fault("server", "server", status);
    return fault("refused", "rejected", status, messages.join(" "));
  }

  // DRF's own answers ({"detail": "JSON parse error - …"}, a wrong method) are not for visitors.
  if ("detail" in json) return pageFault(status);
  return fault("server", "server", status);
}

export interface CallOptions<T> {
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
}

/** The time-out's signal, joined with the caller's when there is one. */
function callSignal(timeoutMs: number, signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

/** A fetch that got no answer: timed out, offline, or refused by the network or CORS. */
function unreachable(error: unknown): ApiFault {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  if (name === "TimeoutError") return fault("timeout", "timeout");
  if (typeof navigator !== "undefined" && navigator.onLine === false) {
    return fault("offline", "offline");
  }
  return fault("network", "network");
}

/**
 * Calls the backend and never throws: every outcome is an ApiAnswer. `path` is one of `apiPaths`.
 */
export async function callApi<T = unknown>(
  path: string,
  {
    method = "GET",
    body,
    read = (payload) => payload as T,
    query = {},
    timeoutMs = defaultTimeoutMs,
    signal,
    fetchImpl = fetch,
  }: CallOptions<T> = {},
): Promise<ApiAnswer<T>> {
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
    return unreachable(error);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    return unreachable(error);
  }
  return readApiAnswer(response.status, text, read);
}
