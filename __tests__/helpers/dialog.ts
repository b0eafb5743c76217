/**
 * Gives jsdom's <dialog> the methods it lacks: showModal() and close() set `open` and fire the
 * `toggle` and `close` events a browser fires (no top layer, no inert page).
 */
export function stubDialogMethods() {
  const proto = HTMLDialogElement.prototype;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
    this.dispatchEvent(new Event("toggle"));
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("toggle"));
    this.dispatchEvent(new Event("close"));
  };
}
