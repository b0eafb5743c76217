import { notify, subscribeNotices, type Notice } from "@/lib/notify";

describe("notices reach the toast area", () => {
  test("a notice sent before the toast area listens is delivered when it does, once", () => {
    notify("success", "Saved before anyone listened");
    const received: Notice[] = [];
    const unsubscribe = subscribeNotices((notice) => received.push(notice));
    notify("error", "Then a live one");
    expect(received.map((n) => [n.kind, n.message])).toEqual([
      ["success", "Saved before anyone listened"],
      ["error", "Then a live one"],
    ]);
    unsubscribe();

    const later: Notice[] = [];
    subscribeNotices((notice) => later.push(notice))();
    expect(later).toEqual([]);
  });
});
