import { keepPressScript } from "@/lib/early-press";
import { StaticHtmlScript } from "@/components/ui/StaticHtmlScript";

/**
 * Before a page's buttons that its scripts answer (`keepPressAttribute`): keeps a press made on
 * one before those scripts ran (lib/early-press.ts), in the static HTML only.
 */
export const KeepPress = () => <StaticHtmlScript text={keepPressScript} />;
