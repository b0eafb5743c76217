import { HtmlOnlyMarkup } from "@/components/layout/HtmlOnlyMarkup";

/**
 * For `jest.mock("@/components/layout/HtmlOnly", ...)`: a part drawn as the server draws it.
 * jsdom is a browser, where HtmlOnly leaves the server's markup alone and adds none; a test that
 * renders a whole page renders what its HTML holds.
 */
export const htmlOnlyAsServerDraws = () => ({ HtmlOnly: HtmlOnlyMarkup });
