import { readFileSync } from "node:fs";
import path from "node:path";
import { SAMPLE_CODE, defaultLogoChoices, logoArtwork, type ArtworkKey } from "@/data/campus-logo";
import { buildCampusLogo, logoSpec, type Artwork } from "@/lib/campus-logo";
import { glyphTable } from "@/lib/campus-logo-glyphs-light";
import { Container } from "@/components/ui/Container";
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

/** The campus logo generator block of /campus-logo-generator. */
export function CampusLogoTool() {
  return (
    <Container className="pt-14">
      <CampusLogoGenerator samples={{ square: sample("square"), round: sample("round") }} />
    </Container>
  );
}
