import type { Section } from "@/data/content-types";
import { Lead } from "@/components/ui/Lead";

/** A closing invitation: a sentence, followed by the section's buttons. */
export function CtaView({ section }: { section: Extract<Section, { kind: "cta" }> }) {
  return <Lead>{section.text}</Lead>;
}
