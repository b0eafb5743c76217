/**
 * The link a plain click follows in this tab, or null: not the main button, a modifier held (a
 * new tab or window), no link, or a link that opens elsewhere or downloads.
 */
export function followedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null;
  }
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) {
    return null;
  }
  return link;
}
