/**
 * What the KKEM linking form loads on its first use rather than with the page (zod, the backend
 * client): its one rule, and the request that e-mails the account's owner a confirmation link.
 */
import * as z from "@/lib/zod";
import { apiPaths, request, type ApiResult } from "@/lib/api";
import type { ApiFailureWords } from "@/data/i18n";

/**
 * The linking form: the µ-ID or e-mail address of the visitor's µLearn account, its errors in the
 * page's words (content/i18n/<lang>.json, `kkem.form`).
 */
export const kkemLinkSchema = (errors: { required: string; tooLong: string }) =>
  z.object({
    emailOrMuid: z
      .string()
      .check(z.trim(), z.minLength(1, errors.required), z.maxLength(254, errors.tooLong)),
  });

export type KkemLink = z.output<ReturnType<typeof kkemLinkSchema>>;

/**
 * Asks the backend to e-mail the account's owner a confirmation link; a failure the backend gives
 * no words for is said in `failureWords`, the page's language.
 */
export function requestKkemLink(
  link: KkemLink,
  jsid: string,
  failureWords?: ApiFailureWords,
): Promise<ApiResult<unknown>> {
  return request(apiPaths.kkemAuthorization, {
    failureWords,
    method: "POST",
    body: { emailOrMuid: link.emailOrMuid, param: jsid, integration: "DWMS" },
    // The answer's payload is empty; nothing of it is kept.
    read: () => null,
  });
}
