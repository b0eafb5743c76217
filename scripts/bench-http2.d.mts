import type { Http2SecureServer } from "node:http2";

export interface Certificate {
  key: Buffer | string;
  cert: Buffer | string;
}
export function selfSignedCertificate(subjectAltName: string): Certificate;
export function startHttp2Front(
  targetPort: number,
  options?: { port?: number; certificate?: Certificate },
): Promise<Http2SecureServer>;
