#!/usr/bin/env node
// Smoke test: the local S3 server works with the app's client, minio-js (services/photos).
//   eval "$(deploy/env.sh)"; node deploy/s3/s3-smoke.cjs
// Covers bucketExists, put/stat/get, listObjectsV2, presigned GET and PUT (plain fetch),
// a multipart upload, copy and delete. Uses (and cleans) a unique prefix in $S3_BUCKET.
'use strict';
const crypto = require('node:crypto');
const Minio = require('minio');

const endpoint = new URL(process.env.S3_ENDPOINT || 'http://127.0.0.1:59000');
const bucket = process.env.S3_BUCKET || 'kah-photos';
const prefix = `kah-smoke-${Date.now().toString(36)}/`;

function assert(cond, msg) {
  if (!cond) throw new Error(`ASSERTION FAILED: ${msg}`);
}
async function readAll(stream) {
  const chunks = [];
  for await (const c of stream) chunks.push(c);
  return Buffer.concat(chunks);
}

async function main() {
  const t0 = Date.now();
  const s3 = new Minio.Client({
    endPoint: endpoint.hostname,
    port: Number(endpoint.port),
    useSSL: endpoint.protocol === 'https:',
    accessKey: process.env.S3_ACCESS_KEY || 'kahadmin',
    secretKey: process.env.S3_SECRET_KEY || 'kahadmin-secret',
    region: process.env.S3_REGION || 'us-east-1',
    pathStyle: true,
    partSize: 5 * 1024 * 1024,
  });

  assert(await s3.bucketExists(bucket), `bucket ${bucket} exists`);

  const small = Buffer.from('hello kids adventure hub');
  await s3.putObject(bucket, `${prefix}a.txt`, small, small.length, {
    'Content-Type': 'text/plain',
    'X-Amz-Meta-Owner': 'smoke',
  });
  const stat = await s3.statObject(bucket, `${prefix}a.txt`);
  assert(stat.size === small.length, 'stat size');
  assert(/text\/plain/.test(stat.metaData['content-type']), 'content-type kept');
  assert(stat.metaData.owner === 'smoke', 'user metadata kept');
  assert((await readAll(await s3.getObject(bucket, `${prefix}a.txt`))).equals(small), 'get body');
  console.log('ok put/stat/get object (content-type + user metadata)');

  const names = [];
  for await (const o of s3.listObjectsV2(bucket, prefix, true)) names.push(o.name);
  assert(names.includes(`${prefix}a.txt`), 'listObjectsV2 finds object');
  console.log('ok listObjectsV2');

  const getUrl = await s3.presignedGetObject(bucket, `${prefix}a.txt`, 60);
  const got = await fetch(getUrl);
  assert(got.status === 200, `presigned GET status ${got.status}`);
  assert(Buffer.from(await got.arrayBuffer()).equals(small), 'presigned GET body');
  const putUrl = await s3.presignedPutObject(bucket, `${prefix}b.bin`, 60);
  const body = crypto.randomBytes(1024);
  const put = await fetch(putUrl, { method: 'PUT', body });
  assert(put.status === 200, `presigned PUT status ${put.status}: ${await put.text()}`);
  assert((await readAll(await s3.getObject(bucket, `${prefix}b.bin`))).equals(body), 'presigned PUT body');
  console.log('ok presigned GET and PUT via fetch');

  const big = crypto.randomBytes(12 * 1024 * 1024); // > partSize => multipart upload
  await s3.putObject(bucket, `${prefix}big.bin`, big, big.length);
  const bigBack = await readAll(await s3.getObject(bucket, `${prefix}big.bin`));
  assert(crypto.createHash('sha256').update(bigBack).digest('hex') ===
    crypto.createHash('sha256').update(big).digest('hex'), 'multipart round trip');
  const range = await readAll(await s3.getPartialObject(bucket, `${prefix}big.bin`, 100, 10));
  assert(range.equals(big.subarray(100, 110)), 'range GET');
  console.log('ok multipart upload (12 MiB, 5 MiB parts) + range GET');

  await s3.copyObject(bucket, `${prefix}c.txt`, `/${bucket}/${prefix}a.txt`, new Minio.CopyConditions());
  assert((await s3.statObject(bucket, `${prefix}c.txt`)).size === small.length, 'copy');
  await s3.removeObject(bucket, `${prefix}big.bin`);
  await s3.removeObjects(bucket, [`${prefix}a.txt`, `${prefix}b.bin`, `${prefix}c.txt`]);
  const left = [];
  for await (const o of s3.listObjectsV2(bucket, prefix, true)) left.push(o.name);
  assert(left.length === 0, `all removed (left: ${left})`);
  console.log('ok copyObject, removeObject, removeObjects');
  console.log(`s3 smoke test passed against ${endpoint.origin} bucket ${bucket} in ${Date.now() - t0} ms`);
}

main().catch((err) => {
  console.error('FAIL', err);
  process.exit(1);
});
