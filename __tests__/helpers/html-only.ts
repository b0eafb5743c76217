import type { HtmlOnlyPart } from "@/components/layout/html-only-parts";

/**
 * For `jest.mock("@/components/layout/HtmlOnly", ...)`: a part drawn as the server draws it.
 * jsdom is a browser, where HtmlOnly leaves the server's markup alone and adds none; a test that
 * renders a whole page renders what its HTML holds. The markup's module is read at render time,
 * as HtmlOnly reads it, since it imports the views that use HtmlOnly.
 */
export const htmlOnlyAsServerDraws = () => ({
  HtmlOnly: (part: HtmlOnlyPart) => {
    const { HtmlOnlyMarkup } = jest.requireActual<
      typeof import("@/components/layout/HtmlOnlyMarkup")
    >("@/components/layout/HtmlOnlyMarkup");
    return HtmlOnlyMarkup(part);
  },
});
