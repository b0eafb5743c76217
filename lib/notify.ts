/**
 * Toasts without shipping the toast library to every page: code calls `notify`, and the Toaster
 * provider loads Sonner when the first notice arrives. Notices sent before it listens are kept.
 */
export type NoticeKind = "blank" | "success" | "error";

export interface Notice {
  id: number;
  kind: NoticeKind;
  message: string;
}

type Listener = (notice: Notice) => void;

let nextId = 1;
const listeners = new Set<Listener>();
const backlog: Notice[] = [];

export function notify(kind: NoticeKind, message: string): void {
  const notice = { id: nextId++, kind, message };
  if (listeners.size === 0) backlog.push(notice);
  listeners.forEach((listener) => listener(notice));
}

export function subscribeNotices(listener: Listener): () => void {
  listeners.add(listener);
  backlog.splice(0).forEach(listener);
  return () => {
    listeners.delete(listener);
  };
}
