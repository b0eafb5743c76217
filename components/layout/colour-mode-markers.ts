/**
 * The header's dark-mode switch: a checkbox that globals.css's `dark` variant follows (through
 * <html>'s class, or without scripts the switch itself), so a press changes the page before the
 * page's scripts have arrived. ColourModeScript remembers the choice.
 */
export const COLOUR_MODE_ID = "colour-mode";

/**
 * Runs right after the switch is parsed, before the first paint: the switch starts in the mode
 * next-themes' own script has just put on <html> from the saved choice, and every press moves
 * <html>'s class (and its colour scheme, as next-themes sets them), which the `dark` variant in
 * app/globals.css follows; ColourModeScript saves the choice once the scripts arrive. The switch
 * is drawn moved first and the page's colours in the frame after (lib/after-next-paint.ts: the
 * same wait, written out), so a press is answered before the whole page is restyled; two quick
 * presses leave the page in the mode the switch shows. (A hash in each page's policy allows it,
 * like every inline script: scripts/csp.mjs.)
 */
export const colourModeSyncScript =
  `(function(b,h){b.checked=h.classList.contains("dark");var f=0,t=0;` +
  `function apply(){var m=b.checked?"dark":"light";` +
  `h.classList.remove("light","dark");h.classList.add(m);h.style.colorScheme=m}` +
  `b.addEventListener("change",function(){cancelAnimationFrame(f);clearTimeout(t);` +
  `f=requestAnimationFrame(function(){t=setTimeout(apply,0)})})})` +
  `(document.getElementById(${JSON.stringify(COLOUR_MODE_ID)}),document.documentElement)`;
