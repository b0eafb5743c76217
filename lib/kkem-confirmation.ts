/**
 * The confirmation page's side of KKEM linking: the token in its address, and the request that
 * confirms it (lib/kkem-linking.ts reads the answer).
 */
import { apiPaths, request, type ApiResult } from "@/lib/api";
import { handOffValue } from "@/lib/hand-off";

/**
 * The token of a confirmation address, `/kkem/authorization/<token>` with or without its trailing
 * slash, or null when there is none (the build's placeholder shell, a nested or overlong value).
 */
export const confirmationToken = (pathname: string) => handOffValue("kkemAuthorization", pathname);

/**
 * Confirms the link. The backend answers with an access and a refresh token for the account;
 * they are dropped here, unread, so the public site never holds them.
 */
export function confirmKkemLink(token: string): Promise<ApiResult<null>> {
  return request(apiPaths.kkemConfirmation(token), { method: "PATCH", read: () => null });
}
