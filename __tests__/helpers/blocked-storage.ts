/** Storage the browser refuses (private mode, blocked cookies): any access throws SecurityError. */
export const blockedStorage = (): never => {
  throw new DOMException("The operation is insecure.", "SecurityError");
};
