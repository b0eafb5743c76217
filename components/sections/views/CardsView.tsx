import type { Action, Card as CardData, Section } from "@/data/content-types";
import { uiText, type Lang } from "@/data/i18n";
import { cx } from "@/lib/cx";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { Card, CardFooter } from "@/components/ui/Card";
import { Lead } from "@/components/ui/Lead";
import { TextLink } from "@/components/ui/TextLink";

const columnClass = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3" } as const;

/** A card's action: an underlined link, or a button named with its card ("Enroll Now: …"). */
function CardAction({ card, look, lang }: { card: CardData; look: "link" | "button"; lang: Lang }) {
  const { action } = card;
  const note = uiText[lang].newWindow;
  if (!action) return null;
  if (look === "link") {
    return (
      <CardFooter>
        <TextLink
          href={action.href}
          newWindow={action.newWindow}
          newWindowNote={note}
          hrefLang={(action as Action).hrefLang}
        >
          {action.label}
        </TextLink>
      </CardFooter>
    );
  }
  const newTab = action.newWindow ? ` ${note}` : "";
  return (
    <CardFooter>
      <ButtonLink
        href={action.href}
        newWindow={action.newWindow}
        newWindowNote={note}
        hrefLang={(action as Action).hrefLang}
        aria-label={`${action.label}: ${card.title}${newTab}`}
      >
        {action.label}
      </ButtonLink>
    </CardFooter>
  );
}

/** A grid of cards: title, text or a bullet list, and an optional action each. */
export function CardsView({
  section,
  lang = "en",
}: {
  section: Extract<Section, { kind: "cards" }>;
  lang?: Lang;
}) {
  return (
    <>
      <Lead>{section.intro}</Lead>
      <ul className={cx("mt-8 grid gap-6", columnClass[section.columns ?? 3])}>
        {section.cards.map((card) => (
          <Card as="li" key={card.title} className="flex flex-col">
            <h3 className="text-lg font-bold text-slate-950 dark:text-white">{card.title}</h3>
            {card.text ? (
              <p className="mt-3 text-slate-700 dark:text-slate-300">{card.text}</p>
            ) : null}
            {card.items ? (
              <ul className="mt-4 flex list-disc flex-col gap-2 pl-5 text-slate-700 marker:text-brand-600 dark:text-slate-300">
                {card.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
            <CardAction card={card} look={section.cardActions ?? "link"} lang={lang} />
          </Card>
        ))}
      </ul>
    </>
  );
}
