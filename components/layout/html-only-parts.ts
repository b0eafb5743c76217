import type { Lang } from "@/data/i18n";
import type { ContentPath } from "@/data/pages";

/** What HtmlOnly draws: a part of the footer, or the `index`-th section of a content page. */
export type HtmlOnlyPart =
  | { kind: "footer-directory" | "footer-newsletter"; lang?: Lang }
  | { kind: "section"; path: ContentPath; index: number };
