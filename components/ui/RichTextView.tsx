import type { RichText } from "@/data/content-types";
import { TextLink } from "@/components/ui/TextLink";

/** Text with its links drawn inline. */
export function RichTextView({ text }: { text: RichText }) {
  return text.map((part, index) =>
    typeof part === "string" ? (
      part
    ) : (
      <TextLink key={index} href={part.href} newWindow={part.newWindow}>
        {part.label}
      </TextLink>
    ),
  );
}
