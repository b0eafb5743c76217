import { appLinks } from "@/data/site";

const buttonClass =
  "inline-flex h-10 items-center rounded-full bg-brand-600 px-5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400";

/**
 * "Login" for a visitor, "Dashboard" while a refresh token is stored. Both links are in the
 * static HTML; the `data-auth` attribute on <html> (see globals.css) decides which one shows.
 */
export function AuthButton({ className = "" }: { className?: string }) {
  return (
    <>
      <a href={appLinks.login} className={`auth-visitor ${buttonClass} ${className}`}>
        Login
      </a>
      <a href={appLinks.dashboard} className={`auth-member ${buttonClass} ${className}`}>
        Dashboard
      </a>
    </>
  );
}
