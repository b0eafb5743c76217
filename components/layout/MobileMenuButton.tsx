import { uiText, type Lang } from "@/data/i18n";
import { MenuIcon } from "@/components/ui/icons";
import { MOBILE_MENU_ID } from "./mobile-menu-markers";

/**
 * The hamburger (1024px or less). An invoker command opens the menu's dialog from the first
 * paint, before any script has arrived; MobileMenuScript keeps `aria-expanded` in step.
 */
export function MobileMenuButton({ lang = "en" }: { lang?: Lang }) {
  return (
    <button
      type="button"
      command="show-modal"
      commandfor={MOBILE_MENU_ID}
      aria-haspopup="dialog"
      aria-expanded="false"
      className="inline-flex size-10 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 nav:hidden dark:text-slate-100 dark:hover:bg-slate-800"
    >
      <span className="sr-only">{uiText[lang].header.openMenu}</span>
      <MenuIcon size={24} />
    </button>
  );
}
