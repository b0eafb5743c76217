/**
 * The one client for the foundation's backend (docs/forms.md, docs/live-data.md). Forms post to it
 * when a visitor submits; live lists read public GETs after the first paint and the snapshot
 * refresh reads them at the desk. It calls the exact paths of lib/api-paths.ts (trailing slashes
 * matter: without one the backend answers a 301 without CORS headers, which the browser reports
 * as a network failure). lib/api-call.ts turns every answer, the backend's envelope and its quirks
 * alike, into a typed result; this module adds the message a visitor understands, for the forms.
 */
import type { ZodType, output } from "@/lib/zod";
import { contactEmail } from "@/data/contact-email";
import type { ApiFailureWords } from "@/data/i18n";
import { apiMessages } from "@/lib/api-messages";
import {
  callApi,
  readApiAnswer,
  type ApiAnswer,
  type ApiFault,
  type ApiSuccess,
  type CallOptions,
} from "@/lib/api-call";

export { apiMessages };
export { apiPaths, socketUrls } from "@/lib/api-paths";
export { defaultTimeoutMs, type ApiFailureKind, type ApiSuccess } from "@/lib/api-call";

/** A failed call as a form shows it: the transport's fault, said in one sentence. */
export interface ApiFailure extends Omit<ApiFault, "said" | "wording"> {
  /** One or two sentences for the visitor. */
  message: string;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** The failure sentences of `words` (content/i18n/<lang>.json's `apiFailures`), the address filled in. */
export const apiFailureMessages = (words: ApiFailureWords): ApiFailureWords =>
  Object.fromEntries(
    Object.entries(words).map(([kind, text]) => [kind, text.replace("{email}", contactEmail)]),
  ) as ApiFailureWords;

/** An answer with its failure said: the backend's own words, else the client's in `messages`. */
const worded = <T>(answer: ApiAnswer<T>, messages: ApiFailureWords): ApiResult<T> =>
  answer.ok
    ? answer
    : {
        ok: false,
        kind: answer.kind,
        message: answer.said || messages[answer.wording],
        fieldErrors: answer.fieldErrors,
        status: answer.status,
      };

/**
 * Reads one backend answer: its status and raw body text. Pure, so every quirk is unit-tested.
 * `read` checks the payload's shape; a payload it rejects counts as a server fault.
 */
export const parseApiResponse = <T>(
  status: number,
  body: string,
  read: (payload: unknown) => T,
  messages: ApiFailureWords = apiMessages,
): ApiResult<T> => worded(readApiAnswer(status, body, read), messages);

export interface RequestOptions<T> extends CallOptions<T> {
  /**
   * The client's own failure sentences in the page's language (content/i18n/<lang>.json's
   * `apiFailures`); English unless given. The backend's own messages pass through as it sends them.
   */
  failureWords?: ApiFailureWords;
}

/**
 * Calls the backend and never throws: every outcome is an ApiResult. `path` is one of `apiPaths`.
 */
export async function request<T = unknown>(
  path: string,
  { failureWords, ...options }: RequestOptions<T> = {},
): Promise<ApiResult<T>> {
  const messages = failureWords ? apiFailureMessages(failureWords) : apiMessages;
  return worded(await callApi(path, options), messages);
}

/** POSTs JSON to a backend path; see `request`. */
export function postJson<T = unknown>(
  path: string,
  body: unknown,
  options: Omit<RequestOptions<T>, "method" | "body"> = {},
): Promise<ApiResult<T>> {
  return request(path, { ...options, method: "POST", body });
}

/** Reads a zod schema's typed value, for `read`. */
export const readWith =
  <S extends ZodType>(schema: S) =>
  (payload: unknown): output<S> =>
    schema.parse(payload);
