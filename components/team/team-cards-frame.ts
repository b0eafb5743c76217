import { teamSelectors } from "./team-markers";

/** The column the year's groups stand in, the same on the server and in the browser. */
export const cardsFrameClass = "mx-auto flex max-w-site flex-col gap-16 px-4 pt-12 sm:px-6";

/**
 * The one listener for every card's '+N more', on the year's frame: every role shows, for good,
 * and the focus moves to the list, as the button goes. Self-contained (the selector comes as an
 * argument): its source is the inline script at the top of the frame (`moreRolesScript`), so a
 * press works as soon as the card is on screen, before and without the page's scripts.
 */
export function answerMoreRoles(frame: Element, moreRolesSelector: string) {
  frame.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest(moreRolesSelector) : null;
    const list = button?.previousElementSibling;
    if (!(list instanceof HTMLUListElement)) return;
    for (const role of list.querySelectorAll("li")) role.hidden = false;
    list.focus();
    button?.remove();
  });
}

/** The frame's first child: installs `answerMoreRoles` while the cards are still being parsed. */
export const moreRolesScript = `(${answerMoreRoles.toString()})(document.currentScript.parentElement,${JSON.stringify(teamSelectors.moreRoles)})`;
