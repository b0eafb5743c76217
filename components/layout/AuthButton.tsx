import { appLinks } from "@/data/site";
import { cx } from "@/lib/cx";
import { ButtonLink } from "@/components/ui/ButtonLink";

/**
 * "Login" for a visitor, "Dashboard" while a refresh token is stored. Both links are in the
 * static HTML; the `data-auth` attribute on <html> (see globals.css) decides which one shows.
 */
export function AuthButton({ className }: { className?: string }) {
  return (
    <>
      <ButtonLink href={appLinks.login} size="sm" className={cx("auth-visitor", className)}>
        Login
      </ButtonLink>
      <ButtonLink href={appLinks.dashboard} size="sm" className={cx("auth-member", className)}>
        Dashboard
      </ButtonLink>
    </>
  );
}
