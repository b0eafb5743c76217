/**
 * Arrow keys between the search box and its result links: Down from the box to the first result,
 * Up from the first back to the box; a letter typed on a result goes back to the box. Returns
 * true when it moved focus. The links follow on Enter by themselves.
 */
export function moveThroughResults(event: KeyboardEvent, box: HTMLInputElement, list: Element) {
  const links = [...list.querySelectorAll<HTMLAnchorElement>("a[href]")];
  const target = event.target as Element;
  const at = links.indexOf(target as HTMLAnchorElement);
  if (target !== box && at === -1) return false;
  let next: HTMLElement | undefined;
  if (event.key === "ArrowDown") next = target === box ? links[0] : links[at + 1];
  else if (event.key === "ArrowUp") next = at === 0 ? box : at > 0 ? links[at - 1] : undefined;
  else if (at > -1 && event.key.length === 1 && !event.ctrlKey && !event.metaKey) next = box;
  if (!next) return false;
  if (event.key.startsWith("Arrow")) event.preventDefault();
  next.focus();
  return true;
}
