import { readFileSync } from "node:fs";
import path from "node:path";
import { SAMPLE_CODE, defaultLogoChoices, logoArtwork, type ArtworkKey } from "@/data/campus-logo";
import { buildCampusLogo, logoSpec, type Artwork } from "@/lib/campus-logo";
import { glyphTable } from "@/lib/campus-logo-glyphs-light";
import { Container } from "@/components/ui/Container";
import { KeepPress } from "@/components/ui/KeepPress";
import { CampusLogoGenerator } from "@/components/tools/CampusLogoGenerator";

/** The sample logo drawn at build time, so the page shows what the tool makes before any script. */
function sample(shape: "square" | "round") {
  const artwork = Object.fromEntries(
    (Object.keys(logoArtwork) as ArtworkKey[]).map((key) => [
      key,
      readFileSync(path.join(process.cwd(), "public", logoArtwork[key]), "utf8"),
    ]),
  ) as Artwork;
  const result = buildCampusLogo(
    SAMPLE_CODE,
    logoSpec(defaultLogoChoices, shape),
    artwork,
    glyphTable,
  );
  if (!result.ok) throw new Error(`The campus logo sample cannot be drawn: ${result.message}`);
  return result.logo.svg;
}

const HEADING_ID = "campus-logo-tool";

/** The campus logo generator block of /campus-logo-generator: its heading is server HTML. */
export function CampusLogoTool() {
  return (
    <Container as="section" aria-labelledby={HEADING_ID} className="pt-14">
      <h2 id={HEADING_ID} className="section-heading">
        Make your logo
      </h2>
      <noscript>
        <p className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900 dark:border-amber-700 dark:bg-slate-900 dark:text-slate-100">
          This tool draws your logo in your browser and needs JavaScript. Turn JavaScript on to type
          your campus code and download the logo; the previews show what it makes.
        </p>
      </noscript>
      <KeepPress />
      <CampusLogoGenerator samples={{ square: sample("square"), round: sample("round") }} />
    </Container>
  );
}
