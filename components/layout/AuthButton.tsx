import { appLinks } from "@/data/site";
import { cx } from "@/lib/cx";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { DashboardIcon, SignInIcon } from "@/components/ui/icons";

/**
 * "Login" for a visitor, "Dashboard" while a refresh token is stored. Both links are in the
 * static HTML; the `data-auth` attribute on <html> (see globals.css) decides which one shows.
 *
 * Where the header's row has no room for the word (below 360px for "Login", below 400px for the
 * longer "Dashboard"), the link becomes a round 40px icon button of the same colour; the word
 * stays in it for screen readers, so its name is still "Login" or "Dashboard".
 */
export function AuthButton({ className }: { className?: string }) {
  return (
    <>
      <ButtonLink
        href={appLinks.login}
        size="sm"
        className={cx(
          "auth-visitor relative justify-center max-[359px]:w-10 max-[359px]:px-0",
          className,
        )}
      >
        <SignInIcon className="min-[360px]:hidden" />
        <span className="max-[359px]:sr-only">Login</span>
      </ButtonLink>
      <ButtonLink
        href={appLinks.dashboard}
        size="sm"
        className={cx(
          "auth-member relative justify-center max-[399px]:w-10 max-[399px]:px-0",
          className,
        )}
      >
        <DashboardIcon className="min-[400px]:hidden" />
        <span className="max-[399px]:sr-only">Dashboard</span>
      </ButtonLink>
    </>
  );
}
