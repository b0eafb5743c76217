import { uiText, type Lang } from "@/data/i18n";
import { navigationFor } from "@/data/localised-navigation";
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from "@/components/ui/icons";
import { NavLinkItem } from "./NavLinkItem";
import { NavMenuGroups } from "./NavMenuGroups";
import { Logo } from "./Logo";
import { MOBILE_MENU_ID, mobileMenuParts } from "./mobile-menu-markers";

const rowClass =
  "flex w-full items-center justify-between rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800";

/**
 * The mobile menu's markup, rendered on the server only (MobileMenu.tsx): a modal <dialog> the
 * hamburger opens by its invoker command. Without script every submenu is shown in place under
 * its name; MobileMenuScript turns them into the drill-down (a submenu button, Back).
 */
export function MobileMenuDialog({ lang = "en" }: { lang?: Lang }) {
  const { header } = uiText[lang];
  const opener = { [mobileMenuParts.opener]: "" };
  const panel = { [mobileMenuParts.panel]: "" };
  const back = { [mobileMenuParts.back]: "" };
  return (
    <dialog
      id={MOBILE_MENU_ID}
      aria-labelledby={`${MOBILE_MENU_ID}-title`}
      closedby="any"
      className="mobile-menu fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[85vw] max-w-sm flex-col overflow-y-auto border-0 bg-white p-0 text-slate-900 shadow-2xl open:flex dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-4 dark:border-slate-700">
        <h2 id={`${MOBILE_MENU_ID}-title`} className="sr-only">
          {header.menuTitle}
        </h2>
        <Logo />
        <button
          type="button"
          command="close"
          commandfor={MOBILE_MENU_ID}
          className="inline-flex size-10 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          <span className="sr-only">{header.closeMenu}</span>
          <CloseIcon size={24} />
        </button>
      </div>
      <nav aria-label={header.mobileNavLabel} className="flex-1 p-3">
        <ul className="space-y-1">
          {navigationFor(lang).map((item) => (
            <li key={item.label}>
              {item.kind === "menu" ? (
                <>
                  <button type="button" hidden className={rowClass} {...opener}>
                    {item.label}
                    <ChevronRightIcon size={20} />
                  </button>
                  <div {...panel}>
                    <button
                      type="button"
                      hidden
                      className={`${rowClass} justify-start gap-2`}
                      {...back}
                    >
                      <ChevronLeftIcon size={20} />
                      {header.back}
                    </button>
                    <p className="px-3 pt-3 pb-2 text-lg font-bold text-slate-900 dark:text-white">
                      {item.label}
                    </p>
                    <NavMenuGroups groups={item.groups} />
                  </div>
                </>
              ) : (
                <NavLinkItem link={item} iconSize={16} className={rowClass} />
              )}
            </li>
          ))}
        </ul>
      </nav>
    </dialog>
  );
}
