/**
 * The header's dark-mode switch: a checkbox that globals.css's `dark` variant follows (through
 * <html>'s class, or without scripts the switch itself), so a press changes the page before the
 * page's scripts have arrived. ColourModeScript remembers the choice.
 */
export const COLOUR_MODE_ID = "colour-mode";

/**
 * Runs right after the switch is parsed, before the first paint: the switch starts in the mode
 * next-themes' own script has just put on <html> from the saved choice, and every press moves
 * <html>'s class (and its colour scheme, as next-themes sets them) at once, which the `dark`
 * variant in app/globals.css follows; ColourModeScript saves the choice once the scripts arrive.
 * (A hash in each page's policy allows it, like every inline script: scripts/csp.mjs.)
 */
export const colourModeSyncScript =
  `(function(b,h){b.checked=h.classList.contains("dark");` +
  `b.addEventListener("change",function(){var m=b.checked?"dark":"light";` +
  `h.classList.remove("light","dark");h.classList.add(m);h.style.colorScheme=m})})` +
  `(document.getElementById(${JSON.stringify(COLOUR_MODE_ID)}),document.documentElement)`;
