import {
  appLinks,
  contacts,
  externalLinks,
  mailtoHref,
  org,
  programmeLinks,
  socialAccounts,
} from "@/data/site";

/**
 * The facts and addresses a content file names in braces instead of copying them, e.g.
 * "Write to {org.email}" or a link to "{app.signup}": they stay in data/site.ts (one source for
 * every URL, and the app host follows NEXT_PUBLIC_APP_HOST). docs/editing.md lists them.
 */

type Values = { readonly [key: string]: string | Values };

/** Every string inside `values`, named by its path ("a.b.c"). */
function flatten(values: Values, prefix = ""): [string, string][] {
  return Object.entries(values).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
}

/** Every name a content file may write in braces, with the value the build puts there. */
export const contentValues: ReadonlyMap<string, string> = new Map(
  flatten({
    org: {
      name: org.name,
      shortName: org.shortName,
      email: org.email,
      phone: org.phone,
      partnersEmail: org.partnersEmail,
      refundsEmail: org.refundsEmail,
      website: org.website,
      /** The website's host name, as a sentence names it: "mulearn.org". */
      host: new URL(org.website).host,
    },
    /** The contact set the legal pages' sources give, apart from the footer's. */
    legal: org.legalContact,
    contacts,
    mailto: {
      general: mailtoHref(),
      communityPartnership: mailtoHref("Community partnership with µLearn", org.partnersEmail),
    },
    app: appLinks,
    programme: programmeLinks,
    external: externalLinks,
    social: socialAccounts,
  }),
);

/** A name in braces: letters, digits, dots, dashes and underscores. */
const VALUE_NAME = /\{([A-Za-z][\w.-]*)\}/g;

/**
 * The text with every "{name}" replaced by its value, and the names it does not know (for the
 * schemas to report). A brace that does not hold a name is left as it is.
 */
export function fillContentValues(text: string): { text: string; unknown: string[] } {
  const unknown: string[] = [];
  const filled = text.replace(VALUE_NAME, (whole, name: string) => {
    const value = contentValues.get(name);
    if (value === undefined) unknown.push(name);
    return value ?? whole;
  });
  return { text: filled, unknown };
}
