import type { MouseEvent } from "react";
import { teamSelectors } from "./team-markers";

/** The column the year's groups stand in, the same on the server and in the browser. */
export const cardsFrameClass = "mx-auto flex max-w-site flex-col gap-16 px-4 pt-12 sm:px-6";

/**
 * The one listener for every card's '+N more' (the frame's click): every role shows, for good,
 * and the focus moves to the list, as the button goes.
 */
export function showAllRoles(event: MouseEvent<HTMLElement>) {
  const button =
    event.target instanceof Element ? event.target.closest(teamSelectors.moreRoles) : null;
  const list = button?.previousElementSibling;
  if (!(list instanceof HTMLUListElement)) return;
  for (const role of list.querySelectorAll("li")) role.hidden = false;
  list.focus();
  button?.remove();
}
