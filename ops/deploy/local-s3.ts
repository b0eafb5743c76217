/**
 * s3rver, the S3 API server the deploy's tests run on loopback (docs/testing.md, "deploy-s3"), made
 * to copy an object as S3 does. The deploy copies a page it replaces to a stash and, on
 * `--rollback`, back; s3rver 3 gets two things about a copy wrong:
 * - S3 takes `x-amz-copy-source` URL-encoded and decodes every escape in it. s3rver decodes it with
 *   `decodeURI`, which leaves `%24` ("$"), `%26`, `%2B`, `%2C`, `%3A`, `%3B`, `%3D`, `%3F` and `%40`
 *   as they are, so it finds no key holding one of those; the export has such keys (Next's segment
 *   files, `__next.!KGVuKQ.gallery.$d$slug.__PAGE__.txt`).
 * - A copy that replaces the headers (`MetadataDirective: REPLACE`, as every copy of the deploy
 *   does) gets the new bytes but keeps the ETag the destination had before; S3 gives it the MD5 of
 *   its bytes, which the deploy reads to tell what the bucket holds.
 */
import { copyFile } from "node:fs/promises";
import S3rver from "s3rver";

type Middleware = (
  context: { headers: Record<string, string | string[] | undefined> },
  next: () => Promise<unknown>,
) => Promise<unknown>;

interface FilesystemStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  getMetadata(bucket: string, key: string): Promise<unknown>;
  copyObject(
    sourceBucket: string,
    sourceKey: string,
    bucket: string,
    key: string,
    replacementMetadata?: object,
  ): Promise<unknown>;
}

/**
 * An S3 API server for the tests, not yet started (`run()` starts it): on 127.0.0.1, a free port,
 * its objects kept in `directory`, one bucket named "site", copying as S3 does.
 */
export function localS3(directory: string): S3rver {
  return copyAsS3Does(
    new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: "site", configs: [] }],
    }),
  );
}

/** `server`, copying as S3 does: the copy source decoded whole, and the copy's ETag its bytes'. */
function copyAsS3Does(server: S3rver): S3rver {
  const decode: Middleware = (context, next) => {
    const source = context.headers["x-amz-copy-source"];
    if (typeof source === "string") {
      // Given in the one form s3rver's decodeURI turns back into the key.
      context.headers["x-amz-copy-source"] = encodeURI(decodeURIComponent(source));
    }
    return next();
  };
  (server as unknown as { middleware: Middleware[] }).middleware.unshift(decode);

  const store = (server as unknown as { store: FilesystemStore }).store;
  const copy = store.copyObject.bind(store);
  store.copyObject = async (sourceBucket, sourceKey, bucket, key, replacementMetadata) => {
    const result = await copy(sourceBucket, sourceKey, bucket, key, replacementMetadata);
    if (!replacementMetadata || (sourceBucket === bucket && sourceKey === key)) return result;
    await copyFile(
      store.getResourcePath(sourceBucket, sourceKey, "object.md5"),
      store.getResourcePath(bucket, key, "object.md5"),
    );
    return store.getMetadata(bucket, key);
  };
  return server;
}
