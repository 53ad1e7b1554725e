import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { uploadFile } from './helpers/files.js';
import { countRows, startTestApp } from './helpers/harness.js';
import { pdfOf } from './helpers/pdf-corpus.js';

const LIMIT = 64 * 1024;
const t = await startTestApp({ maxUploadBytes: LIMIT });
afterAll(() => t.close());
const org = await t.createOrg();
const key = org.testKey;

const pdf = Buffer.from(await pdfOf([[{ text: 'Albarán 7731', x: 60, y: 60 }]]));
const xml = Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<fe:Facturae xmlns:fe="http://www.facturae.gob.es/formato/Versiones/Facturaev3_2_2.xml"/>');
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('POST /uploads', () => {
  it('stores a PDF and answers 201 with its file_ id, SHA-256, size and type', async () => {
    const res = await uploadFile(t, key, pdf);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^file_[0-9a-z]{26}$/), sha256: sha256(pdf), size_bytes: pdf.length, content_type: 'application/pdf' });
    const xmlRes = await uploadFile(t, key, xml, 'application/xml; charset=utf-8');
    expect(xmlRes.status).toBe(201);
    expect(xmlRes.body).toMatchObject({ content_type: 'application/xml', sha256: sha256(xml) });
  });

  it('stores a JPEG or PNG scan or photo under its own type', async () => {
    const white = sharp({ create: { width: 40, height: 56, channels: 3, background: '#ffffff' } });
    const jpeg = await white.clone().jpeg().toBuffer();
    const png = await white.clone().png().toBuffer();
    const jpegRes = await uploadFile(t, key, jpeg, 'image/jpeg');
    expect(jpegRes.status).toBe(201);
    expect(jpegRes.body).toMatchObject({ content_type: 'image/jpeg', sha256: sha256(jpeg), size_bytes: jpeg.length });
    const pngRes = await uploadFile(t, key, png, 'image/png');
    expect(pngRes.status).toBe(201);
    expect(pngRes.body).toMatchObject({ content_type: 'image/png', sha256: sha256(png) });
    // An image is declared as one: a PNG sent as a JPEG, a PDF sent as a PNG, an image sent as a PDF are refused.
    for (const [bytes, type] of [[png, 'image/jpeg'], [pdf, 'image/png'], [jpeg, 'application/pdf']] as const) {
      const files = await countRows(t, 'files');
      const res = await uploadFile(t, key, bytes, type);
      expect([type, res.status, res.body.error.details.errors]).toEqual([type, 422, [expect.objectContaining({ param: 'file', code: 'invalid_file' })]]);
      expect(await countRows(t, 'files')).toBe(files);
    }
  });

  it('stores the same bytes once: a second upload gets its own id over the same content', async () => {
    const bytes = Buffer.concat([pdf, Buffer.from('% once\n')]);
    const contents = await countRows(t, 'file_contents');
    const first = await uploadFile(t, key, bytes);
    const second = await uploadFile(t, key, bytes);
    expect(second.body.sha256).toBe(first.body.sha256);
    expect(second.body.id).not.toBe(first.body.id);
    expect(await countRows(t, 'file_contents')).toBe(contents + 1);
    // Another organization uploading the same bytes stores nothing new either.
    const other = await t.createOrg('Otra');
    expect((await uploadFile(t, other.testKey, bytes)).status).toBe(201);
    expect(await countRows(t, 'file_contents')).toBe(contents + 1);
  });

  it('refuses a file over MAX_UPLOAD_BYTES with 413, from Content-Length or while the body streams in', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(LIMIT)]);
    const files = await countRows(t, 'files');
    const declared = await uploadFile(t, key, big);
    expect(declared.status).toBe(413);
    expect(declared.body.error).toMatchObject({ code: 'payload_too_large', details: { limit_bytes: LIMIT } });
    const stream = new ReadableStream({
      start(controller) {
        for (let at = 0; at < big.length; at += 8192) controller.enqueue(big.subarray(at, at + 8192));
        controller.close();
      },
    });
    const chunked = await fetch(`${t.baseUrl}/uploads`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/pdf' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await countRows(t, 'files')).toBe(files);
  });

  it('refuses other media types with 415', async () => {
    for (const type of ['text/plain', 'application/json', 'application/octet-stream', 'multipart/form-data; boundary=x']) {
      const res = await uploadFile(t, key, pdf, type);
      expect([type, res.status, res.body.error.code]).toEqual([type, 415, 'unsupported_media_type']);
      expect(res.body.error.details.accepted).toEqual(['application/pdf', 'application/xml', 'application/x-fiebdc', 'image/jpeg', 'image/png']);
    }
    const none = await t.request('POST', '/uploads', { key, raw: pdf });
    expect(none.status).toBe(415);
  });

  it('refuses an empty body, and bytes that are neither a PDF nor XML, with 422', async () => {
    const empty = await t.request('POST', '/uploads', { key, headers: { 'Content-Type': 'application/pdf' } });
    expect(empty.status).toBe(422);
    expect(empty.body.error.details.errors).toEqual([expect.objectContaining({ param: 'file', code: 'required' })]);
    const png = await uploadFile(t, key, Buffer.from('\x89PNG\r\n\x1a\n0000', 'latin1'));
    expect(png.status).toBe(422);
    expect(png.body.error.details.errors).toEqual([expect.objectContaining({ param: 'file', code: 'invalid_file' })]);
  });

  it('needs an API key with a write: scope', async () => {
    expect((await uploadFile(t, null as never, pdf)).status).toBe(401);
    const reader = await t.createKey(org, 'test', ['read:invoices', 'read:delivery-notes']);
    const refused = await uploadFile(t, reader, pdf);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'insufficient_scope', details: { required_scope: 'write:*' } });
    const notes = await t.createKey(org, 'test', ['write:delivery-notes']);
    expect((await uploadFile(t, notes, pdf)).status).toBe(201);
  });

  it('takes POST only', async () => {
    const res = await t.request('GET', '/uploads', { key });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});
