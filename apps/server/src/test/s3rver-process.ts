/*
 * s3rver in a process of its own, started by `startS3TestServer` (s3-test-server.ts) with
 * `--openssl-legacy-provider`: s3rver 3.7 encrypts its list continuation tokens with single DES,
 * which Node 17+ (OpenSSL 3) only offers through the legacy provider, and a test process should not
 * load that provider for everything else it runs. Arguments: the data directory and the bucket.
 * Answers `{ port }` on the IPC channel once listening; the parent disconnecting stops it.
 */
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
if (!directory || !bucket || !process.send) {
  throw new Error('usage: fork s3rver-process.ts <directory> <bucket> (with an IPC channel)');
}
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  directory,
  silent: true,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.send({ port });
process.on('disconnect', () => {
  void server.close().finally(() => process.exit(0));
});
