import type { Action } from "@/data/content-types";
import { uiText, type Lang } from "@/data/i18n";
import { cx } from "@/lib/cx";
import { ButtonLink } from "@/components/ui/ButtonLink";

/** Action buttons without a wrapper: the first is the main one, the rest secondary. */
export function ActionButtons({ actions, lang = "en" }: { actions: Action[]; lang?: Lang }) {
  return actions.map((action, index) => (
    <ButtonLink
      key={action.href}
      href={action.href}
      newWindow={action.newWindow}
      newWindowNote={uiText[lang].newWindow}
      hrefLang={action.hrefLang}
      variant={index === 0 ? "primary" : "secondary"}
    >
      {action.label}
    </ButtonLink>
  ));
}

/** A wrapping row of action buttons. */
export function ActionRow({
  actions,
  className = "mt-6",
  lang = "en",
}: {
  actions: Action[];
  className?: string;
  lang?: Lang;
}) {
  if (actions.length === 0) return null;
  return (
    <div className={cx(className, "flex flex-wrap gap-3")}>
      <ActionButtons actions={actions} lang={lang} />
    </div>
  );
}
