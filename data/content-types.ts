/**
 * The building blocks of the site's content pages. A page in data/pages.ts is a list of these
 * sections; components/sections/ContentSections.tsx draws them, so pages share one look.
 */
export interface Action {
  label: string;
  href: string;
  /** External sites open in a new tab with rel="noopener noreferrer". */
  newWindow?: boolean;
}

export type Section =
  | { kind: "prose"; id?: string; heading: string; paragraphs: string[] }
  | {
      kind: "cards";
      id?: string;
      heading: string;
      intro?: string;
      cards: { title: string; text: string; action?: Action }[];
    }
  | {
      kind: "steps";
      id?: string;
      heading: string;
      intro?: string;
      steps: { title: string; text: string }[];
    }
  | { kind: "list"; id?: string; heading: string; intro?: string; items: string[] }
  | { kind: "stats"; id?: string; heading: string; items: { value: string; label: string }[] }
  | { kind: "faq"; id?: string; heading: string; items: { question: string; answer: string }[] }
  | { kind: "cta"; id?: string; heading: string; text: string; actions: Action[] };

export interface ContentPage {
  /** Buttons under the page's h1 (the header's text comes from data/routes.ts). */
  actions?: Action[];
  sections: Section[];
}
