/**
 * The campus logo generator's choices: the logo types, their variants and colours, and the brand
 * artwork under public/brand/campus-logo/. The artwork files are the foundation's own, as published
 * in gtech-mulearn/mulearn (src/modules/Public/CampusLogoGen/images/); the old tool's other colour
 * files (blue and gradient µLearn marks, black and dark YIP marks) are not in that public tree, so
 * those variants are the published files recoloured with the colours set here.
 */

/** A campus code: at most this many characters (as a reader counts them). */
export const CAMPUS_CODE_MAX = 15;
/** The characters a campus code may use; the logo font's table is built for exactly these. */
export const CAMPUS_CODE_CHARACTERS =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-";
/** The same rule in words, for messages. */
export const CAMPUS_CODE_RULE = "letters, digits and hyphens";

/** The published artwork, by what it draws. */
export const logoArtwork = {
  /** The µLearn wordmark in white (726 × 168). */
  wordmarkWhite: "/brand/campus-logo/logo-white.svg",
  /** The µLearn wordmark in violet #AF2EE6. */
  wordmarkViolet: "/brand/campus-logo/logo-violet.svg",
  /** Diagonal stripes at 6% white, laid over the profile picture's background (1080 × 1080). */
  stripes: "/brand/campus-logo/stripes.svg",
  /** The YIP club mark: red disc, white letters, the map of Kerala in #262626 (490 × 595). */
  yip: "/brand/campus-logo/yip-logo-red.svg",
} as const;

export type ArtworkKey = keyof typeof logoArtwork;

export type LogoType = "mulearn" | "yip";
export type MulearnStyle = "profile" | "transparent";
export type BadgeBackground = "violet" | "blue" | "black";
export type MulearnForeground = "white" | "blue" | "violet" | "gradient";
export type YipVariant = "black" | "red" | "dark";
export type LogoShape = "square" | "round";

interface Option<T extends string> {
  id: T;
  label: string;
}

export const logoTypes: readonly (Option<LogoType> & { fileStem: string })[] = [
  { id: "mulearn", label: "µLearn", fileStem: "mulearn-campus-logo" },
  { id: "yip", label: "YIP", fileStem: "yip-campus-logo" },
];

export const mulearnStyles: readonly (Option<MulearnStyle> & { hint: string })[] = [
  { id: "profile", label: "Profile picture", hint: "a square badge on a striped background" },
  { id: "transparent", label: "Transparent", hint: "the mark alone, for posters and slides" },
];

/** The profile picture's background colours (the old tool's three). */
export const badgeBackgrounds: readonly (Option<BadgeBackground> & { colour: string })[] = [
  { id: "violet", label: "Violet", colour: "#AF2EE6" },
  { id: "blue", label: "Blue", colour: "#2E85FE" },
  { id: "black", label: "Black", colour: "#252525" },
];

/**
 * The wordmark's colours. White and violet are the published files; blue and the gradient recolour
 * the white file with the foundation's blue and violet (the profile picture's background colours).
 */
export const mulearnForegrounds: readonly (Option<MulearnForeground> & {
  artwork: ArtworkKey;
  /** Replaces the file's white; absent for the files used as they are. */
  fill?: string;
  /** A gradient from the first colour (top left) to the second (bottom right). */
  gradient?: readonly [string, string];
  /** How it shows in the swatch and in the text of a transparent logo. */
  swatch: string;
})[] = [
  { id: "white", label: "White", artwork: "wordmarkWhite", swatch: "#FFFFFF" },
  { id: "blue", label: "Blue", artwork: "wordmarkWhite", fill: "#2E85FE", swatch: "#2E85FE" },
  { id: "violet", label: "Violet", artwork: "wordmarkViolet", swatch: "#AF2EE6" },
  {
    id: "gradient",
    label: "Gradient",
    artwork: "wordmarkWhite",
    gradient: ["#2E85FE", "#AF2EE6"],
    swatch: "linear-gradient(135deg, #2E85FE, #AF2EE6)",
  },
];

/** On a profile picture the campus code is this colour whatever the wordmark's (as the old tool). */
export const BADGE_TEXT_COLOUR = "#FEFEFE";

/**
 * YIP variants: the page colour, the campus code's colour (both the old tool's), and how the red
 * file is recoloured: black turns the red disc #262626 for one-colour print; dark turns the #262626
 * map outline light so it shows on the dark page.
 */
export const yipVariants: readonly (Option<YipVariant> & {
  background: string;
  text: string;
  recolour: Readonly<Record<string, string>>;
})[] = [
  {
    id: "black",
    label: "Black",
    background: "#FEFEFE",
    text: "#262626",
    recolour: { "#FA5252": "#262626" },
  },
  { id: "red", label: "Red", background: "#FEFEFE", text: "#FA5252", recolour: {} },
  {
    id: "dark",
    label: "Dark",
    background: "#262626",
    text: "#FEFEFE",
    recolour: { "#262626": "#FEFEFE" },
  },
];

export const logoShapes: readonly Option<LogoShape>[] = [
  { id: "square", label: "Square" },
  { id: "round", label: "Round" },
];

/** PNG downloads: the SVG's own size (1x) and four times it (4x). */
export const PNG_SCALES = [1, 4] as const;

/** Everything a visitor picks in the tool; which of it matters depends on the type and style. */
export interface LogoChoices {
  type: LogoType;
  style: MulearnStyle;
  background: BadgeBackground;
  foreground: MulearnForeground;
  yipVariant: YipVariant;
  shape: LogoShape;
}

/** What the preview shows before a code is typed. */
export const SAMPLE_CODE = "CAMPUS";

/** The choices the tool starts with: a violet µLearn profile picture with the white mark. */
export const defaultLogoChoices = {
  type: "mulearn",
  style: "profile",
  background: "violet",
  foreground: "white",
  yipVariant: "black",
  shape: "square",
} as const satisfies LogoChoices;
