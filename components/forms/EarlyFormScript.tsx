import { earlyFormScript } from "@/lib/early-input";
import { StaticHtmlScript } from "@/components/ui/StaticHtmlScript";

/**
 * Right after a form that takes input from the first paint: the HTML's script that enables its
 * fields and keeps a press made before the page's scripts ran (lib/early-input.ts). In the static
 * HTML only: a form drawn in the browser (after a move from another page) works at once.
 */
export const EarlyFormScript = () => <StaticHtmlScript text={earlyFormScript} />;
