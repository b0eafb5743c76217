/**
 * The header's dark-mode switch: a checkbox that globals.css's `dark` variant follows, so a press
 * changes the page before any script has arrived. ColourModeScript remembers the choice.
 */
export const COLOUR_MODE_ID = "colour-mode";

/**
 * Runs right after the switch is parsed, before the first paint: the switch starts in the mode
 * next-themes' own script has just put on <html> from the saved choice. (A hash in each page's
 * policy allows it, like every inline script: scripts/csp.mjs.)
 */
export const colourModeSyncScript = `document.getElementById(${JSON.stringify(COLOUR_MODE_ID)}).checked=document.documentElement.classList.contains("dark")`;
