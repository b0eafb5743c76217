// Cleaning rules for one value of the old site's team files. Every function is pure: it returns
// the cleaned value and, when it changed or dropped something, a `note` saying what and why.
// The importer (scripts/team-import/import.mjs) turns the notes into report lines.

/** Spaces of every kind (non-breaking, thin, ideographic…) read as one plain space. */
const ANY_SPACE = /[\s\u00a0\u2000-\u200b\u202f\u205f\u3000]+/g;

/** Trimmed, with non-breaking and repeated spaces made one plain space. */
export function cleanText(value) {
  return typeof value === "string" ? value.replace(ANY_SPACE, " ").trim() : "";
}

/** Misspellings found in the old files' role, domain and college text, and their fixes. */
export const TYPOS = {
  Techmical: "Technical",
  Comtent: "Content",
  Managment: "Management",
  Mangement: "Management",
  Enginnering: "Engineering",
};

/** Text with whitespace tidied and the known misspellings corrected (whole words only). */
export function cleanLabel(value) {
  let text = cleanText(value);
  for (const [wrong, right] of Object.entries(TYPOS)) {
    text = text.replace(new RegExp(`\\b${wrong}\\b`, "g"), right);
  }
  return text;
}

/** A comma-separated role list, each role tidied, joined with ", ". */
export function cleanRoles(value) {
  return cleanLabel(value)
    .split(",")
    .map((role) => role.trim())
    .filter(Boolean)
    .join(", ");
}

/**
 * "Aron shaji" and "Aaron Shaji" are one key: lower case, letters only, doubled letters once.
 * Used to find the same person twice in a group and whose photo or profile a value is.
 */
export function nameKey(name) {
  return cleanText(name)
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z]/g, "")
    .replace(/(.)\1+/g, "$1");
}

/** The hosts each link field accepts. A value on another field's host belongs to that field. */
export const LINK_HOSTS = {
  linkedin: /(^|\.)linkedin\.com$/,
  github: /^(www\.)?github\.com$/,
  twitter: /^(www\.|mobile\.)?(twitter|x)\.com$/,
  drive: /^(drive|docs)\.google\.com$/,
};

const IMAGE_FILE = /\.(webp|jpe?g|png|gif|avif|svg|heic)$/i;

/**
 * One link field. Returns { value, note?, moveTo? }: `value` is "" when the input was empty or is
 * dropped; `moveTo` names the field the link belongs in (a GitHub URL typed into `twitter`).
 */
export function cleanLink(field, raw) {
  const original = typeof raw === "string" ? raw : "";
  // A URL holds no spaces: "linkedin.com/in/ anshu-kumar" lost its space when it was typed.
  let value = cleanText(original).replace(/\s+/g, "");
  if (!value) return { value: "" };
  const notes = [];
  if (value !== original) notes.push("spaces removed");

  if (/^(public\/|assets\/|\/)/.test(value) || IMAGE_FILE.test(value)) {
    return drop(field, original, "an image path, not a link");
  }
  if (/^http:\/\//i.test(value)) {
    value = `https://${value.slice("http://".length)}`;
    notes.push("http made https");
  } else if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) {
    if (!/^([a-z0-9-]+\.)+[a-z]{2,}(\/|$)/i.test(value)) {
      return drop(field, original, "not a URL");
    }
    value = `https://${value}`;
    notes.push("https:// added");
  }
  let url;
  try {
    url = new URL(value);
  } catch {
    return drop(field, original, "not a URL");
  }
  if (url.protocol !== "https:") return drop(field, original, "not a web link");

  const host = url.hostname.toLowerCase();
  if (!LINK_HOSTS[field].test(host)) {
    const owner = Object.keys(LINK_HOSTS).find((other) => LINK_HOSTS[other].test(host));
    if (owner && owner !== "drive") {
      return { value, moveTo: owner, note: `${field} ${quote(original)} is a ${owner} link` };
    }
    return drop(field, original, `another site's URL (${host})`);
  }
  if (field !== "drive" && url.pathname.replace(/\/+$/, "") === "") {
    return drop(field, original, "a site's home page, not a profile");
  }
  if (field === "twitter" && /^\/home\/?$/.test(url.pathname)) {
    return drop(field, original, "the site's home feed, not a profile");
  }
  const note =
    value === original
      ? undefined
      : `${field} ${quote(original)} → ${quote(value)} (${notes.join(", ")})`;
  return { value, note };
}

/**
 * A µ-ID is "name@mulearn". E-mail addresses are dropped (they are not µ-IDs and should not be
 * published); "@mulern" and a missing "@" are corrected.
 */
export function cleanMuid(raw) {
  const original = typeof raw === "string" ? raw : "";
  let value = cleanText(original).replace(/\s+/g, "");
  if (!value) return { value: "" };
  if (/@[^@]*\.[a-z]{2,}/i.test(value)) return drop("muid", original, "an e-mail address");
  const reasons = value === original ? [] : ["spaces removed"];
  if (/@mulern$/i.test(value)) {
    value = value.replace(/@mulern$/i, "@mulearn");
    reasons.push("@mulern misspelt");
  } else if (!value.includes("@") && /.mulearn$/i.test(value)) {
    value = value.replace(/mulearn$/i, "@mulearn");
    reasons.push("@ missing");
  }
  if (!/^[^@]+@mulearn$/i.test(value)) return drop("muid", original, "not a µ-ID");
  const note =
    value === original
      ? undefined
      : `muid ${quote(original)} → ${quote(value)} (${reasons.join(", ")})`;
  return { value, note };
}

/**
 * Photos the foundation's newer site (gtech-mulearn/mulearnhome, its team data) names otherwise
 * than the old files: a file name that ended in a space before the extension, or another
 * extension. Both sites load from the same CDN, and the newer one's names are the ones kept up to
 * date. Every other name is kept exactly as typed, case included: the CDN's keys are
 * case-sensitive ("ANGANA S.JPG"), and "Jose Thomas (2).png" is the uploaded file's real name.
 */
export const PHOTO_RENAMES = {
  "/public/assets/team/Nandana Vipin .png": "/public/assets/team/Nandana Vipin.jpg",
  "/public/assets/team/Neha Shaju .png": "/public/assets/team/Neha Shaju.jpg",
  "/public/assets/team/Sadiya Suneer.png": "/public/assets/team/Sadiya Suneer.jpg",
};

/** Formats browsers can show: a .heic photo falls back to the default photo. */
const SHOWN_IMAGE = /\.(webp|jpe?g|png|gif|avif|svg)$/i;

/**
 * A photo path on the asset host, in one convention: "/public/assets/team/…", the old site's
 * object key with a leading slash (the site's image loader prefixes the asset host).
 * Deviations are corrected; what cannot be shown is dropped so the default photo shows.
 */
export function cleanImage(raw) {
  const original = typeof raw === "string" ? raw : "";
  // Only the ends are trimmed: "Nandana Vipin .png" is the stored file's real name.
  let value = original.replace(/[\u00a0\u2000-\u200b\u202f\u205f\u3000]/g, " ").trim();
  if (!value) return { value: "" };
  if (/^https?:\/\//i.test(value)) return drop("image", original, "another host's URL");
  value = value.replace(/^\/+/, "");
  const file = value.split("/").pop() ?? "";
  if (/\.heic$/i.test(file)) return drop("image", original, "HEIC, which browsers do not show");
  if (/^\.[a-z]+$/i.test(file)) return drop("image", original, "a placeholder, no file name");
  if (!SHOWN_IMAGE.test(file)) return drop("image", original, "not an image file");
  if (!value.includes("/")) return drop("image", original, "a bare camera file name, no folder");
  const reasons = [];
  if (value.startsWith("public/assets/assets/")) {
    value = value.replace("public/assets/assets/", "public/assets/");
    reasons.push("assets/ doubled");
  } else if (value.startsWith("assets/")) {
    value = `public/${value}`;
    reasons.push("public/ missing");
  }
  value = `/${value}`;
  if (PHOTO_RENAMES[value]) {
    value = PHOTO_RENAMES[value];
    reasons.push("the newer site's name for the file");
  }
  const note = reasons.length
    ? `image ${quote(original)} → ${quote(value)} (${reasons.join(", ")})`
    : undefined;
  return { value, note };
}

/** The photo's file name without folder or extension: "Maryam Mohamed Yahya". */
export const imageBaseName = (path) => (path.split("/").pop() ?? "").replace(/\.[a-z0-9]+$/i, "");

/** Quoted as JSON, with a non-breaking space shown as \u00a0 so the report can be read. */
const quote = (value) => JSON.stringify(value).replace(/\u00a0/g, "\\u00a0");

function drop(field, original, reason) {
  return { value: "", note: `${field} ${quote(original)} dropped: ${reason}`, dropped: true };
}
