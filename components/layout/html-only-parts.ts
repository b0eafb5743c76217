import type { Lang } from "@/data/i18n";
import type { ContentPath } from "@/data/pages";
import type { LegalPath } from "@/data/legal";

/**
 * What HtmlOnly draws: a part of the footer, the heading band of a content or legal page (with a
 * content page's actions), the `index`-th section of a content page, or a legal page's document
 * (its contents and numbered sections).
 */
export type HtmlOnlyPart =
  | { kind: "footer-directory" | "footer-newsletter"; lang?: Lang }
  | { kind: "page-header"; path: ContentPath | LegalPath }
  | { kind: "section"; path: ContentPath; index: number }
  | { kind: "legal"; path: LegalPath };
