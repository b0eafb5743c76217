/**
 * The campus code rules and the download names: all the tool's first script needs before a
 * visitor touches it (drawing is in lib/campus-logo.ts, loaded on first use).
 */
import {
  CAMPUS_CODE_CHARACTERS,
  CAMPUS_CODE_MAX,
  CAMPUS_CODE_RULE,
  logoTypes,
  type LogoType,
} from "@/data/campus-logo";

export type CodeCheck = { ok: true; code: string } | { ok: false; message: string };

/** The characters of `text` as a reader sees them (grapheme clusters), so none is ever split. */
export function splitGraphemes(text: string): string[] {
  const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

const quoted = (grapheme: string) => (grapheme === " " ? "spaces" : `“${grapheme}”`);

/** The campus code as typed, checked: required, at most 15 characters, letters, digits, hyphens. */
export function checkCampusCode(raw: string): CodeCheck {
  const code = raw.trim();
  if (code === "") return { ok: false, message: "Campus code is required." };
  const graphemes = splitGraphemes(code);
  const refused = [...new Set(graphemes.filter((part) => !CAMPUS_CODE_CHARACTERS.includes(part)))];
  if (refused.length > 0) {
    return {
      ok: false,
      message: `A campus code has only ${CAMPUS_CODE_RULE}: remove ${refused.map(quoted).join(", ")}.`,
    };
  }
  if (graphemes.length > CAMPUS_CODE_MAX) {
    const over = graphemes.length - CAMPUS_CODE_MAX;
    return {
      ok: false,
      message: `A campus code has at most ${CAMPUS_CODE_MAX} characters: remove ${over}.`,
    };
  }
  return { ok: true, code };
}

/** The download's file name: mulearn-campus-logo.svg, yip-campus-logo.png, … */
export function logoFileName(type: LogoType, format: "svg" | "png"): string {
  return `${logoTypes.find((option) => option.id === type)!.fileStem}.${format}`;
}
