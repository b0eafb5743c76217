import { takeBusyMark } from "@/lib/early-input";

/**
 * A press on a header button whose dialog or popover has not arrived yet.
 *
 * The header's buttons name their targets (`commandfor`, `popovertarget`): the mobile menu, the
 * search and the desktop submenus. Those targets come after the page
 * (components/layout/SiteShell.tsx), so their links do not hold up the first paint. On a long page
 * over a slow connection (/team and its roster, on a phone's mobile data) the header and lead are
 * on screen well before the end of the document: a press in that gap finds no target, and the
 * browser does nothing.
 *
 * Two small scripts keep such a press. The first, in the boot script of every page's <head>
 * (app/RootDocument.tsx), notes a press on a button whose target is missing; any other press
 * forgets it. The second, right after the targets (components/layout/EarlyPress.tsx), carries out
 * the press noted last: the menu opens as soon as the parser is past it, with its links complete.
 */

/**
 * The element a button `b` names, looked up in document `d`: both scripts must agree on it, the
 * first to tell a missing target, the second to find it.
 */
const targetOfButton = `d.getElementById(b.getAttribute("commandfor")||b.getAttribute("popovertarget"))`;

export const keepEarlyPressScript =
  `document.addEventListener("click",function(e){var d=document,` +
  `b=e.target.closest&&e.target.closest("button[commandfor],button[popovertarget]");` +
  `d.keptPress=b&&!${targetOfButton}?b:null},true);`;

/**
 * After the header's targets: carries out the kept press as the browser would have. In a browser
 * without invoker commands (`commandfor`), it also carries out `show-modal` and `close` from then
 * on, so the menu's and the search's buttons work there, with or without the page's scripts.
 */
export const runEarlyPressScript =
  `(function(d){function run(b){var c=b.getAttribute("command"),t=${targetOfButton};if(!t)return;` +
  `if(b.hasAttribute("popovertarget")){if(!t.matches(":popover-open"))t.showPopover({source:b})}` +
  `else if(c==="show-modal"){if(!t.open)t.showModal()}else if(c==="close")t.close()}` +
  `var kept=d.keptPress;d.keptPress=null;if(kept)run(kept);` +
  `if(!("commandForElement"in HTMLButtonElement.prototype))d.addEventListener("click",function(e){` +
  `var b=e.target.closest&&e.target.closest("button[commandfor]");if(b)run(b)})})(document);`;

/**
 * A button of the page's own (not the header's) that its scripts answer, such as a video's play
 * button: before they have run, the browser has nothing to do with a press on it. The script
 * below, in the HTML before such buttons (`KeepPress`, components/ui/KeepPress.tsx), keeps
 * the last press made on one until the page has hydrated (`data-hydrated` on <html>,
 * components/providers/HydrationMark.tsx), and marks that button `aria-busy` so it can look at
 * work; the component carries the press out as it mounts (`takeKeptPress`).
 */
export const keepPressAttribute = "data-keep-press";

/** The mark the script leaves on the button pressed last, as a property of the element. */
const keptMark = "keptPress";

export const keepPressScript =
  `document.addEventListener("click",function(e){var d=document,` +
  `b=e.target.closest&&e.target.closest("button[${keepPressAttribute}]");` +
  `if(!b||d.documentElement.hasAttribute("data-hydrated"))return;` +
  `d.querySelectorAll("[${keepPressAttribute}][aria-busy]").forEach(function(o){` +
  `o.${keptMark}=!1;o.removeAttribute("aria-busy")});b.${keptMark}=!0;b.setAttribute("aria-busy","true")},!0);`;

/** Whether `button` was pressed before the page's scripts ran; forgets it, so it is done once. */
export const takeKeptPress = (button: HTMLButtonElement) => takeBusyMark(button, keptMark);
