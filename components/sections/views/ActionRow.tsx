import type { Action } from "@/data/content-types";
import { cx } from "@/lib/cx";
import { ButtonLink } from "@/components/ui/ButtonLink";

/** Action buttons without a wrapper: the first is the main one, the rest secondary. */
export function ActionButtons({ actions }: { actions: Action[] }) {
  return actions.map((action, index) => (
    <ButtonLink
      key={action.href}
      href={action.href}
      newWindow={action.newWindow}
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
}: {
  actions: Action[];
  className?: string;
}) {
  if (actions.length === 0) return null;
  return (
    <div className={cx(className, "flex flex-wrap gap-3")}>
      <ActionButtons actions={actions} />
    </div>
  );
}
