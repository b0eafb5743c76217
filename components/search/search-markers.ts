/**
 * The search dialog's ids, apart from its words so the start-up script carries only these: the
 * header's button names the dialog in `commandfor`, and the live search hydrates into the body.
 */
export const SEARCH_DIALOG_ID = "site-search";
export const SEARCH_BODY_ID = "site-search-body";
