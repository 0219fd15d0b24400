// A gzip body made of pieces compressed apart: the parts of a page that are
// the same for every request compressed once, at the best level, and only the
// request's own parts per request — small ones as stored (uncompressed)
// blocks, at no cost. Each piece is a run of raw DEFLATE blocks ending on a
// byte boundary (a sync flush) that refers to nothing before it, so pieces
// join into one valid stream (RFC 1951 §3.2.4); one empty final block ends it,
// and the gzip trailer carries the CRC-32 and length of the whole (RFC 1952).
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface Piece {
  raw: Buffer;
  deflated: Buffer;
}

const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
const FINAL = deflateRawSync(Buffer.alloc(0));
/** Below this, a piece is cheaper to send as it is than to compress. */
const STORE_BELOW = 512;
const STORED_MAX = 0xffff;

function stored(raw: Buffer): Buffer {
  const blocks: Buffer[] = [];
  for (let at = 0; at < raw.length; at += STORED_MAX) {
    const chunk = raw.subarray(at, at + STORED_MAX);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return Buffer.concat(blocks);
}

/** A piece compressed once and kept, at the best level. */
export function keptPiece(text: string): Piece {
  const raw = Buffer.from(text);
  return { raw, deflated: raw.length === 0 ? raw : deflateRawSync(raw, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }) };
}

/**
 * A piece made for one request: a small one stored as it is; a larger one at
 * the fastest level with a small window, whose set-up costs less than a
 * default compressor's (a request's data is a few kilobytes).
 */
export function requestPiece(text: string): Piece {
  const raw = Buffer.from(text);
  if (raw.length === 0) return { raw, deflated: raw };
  const deflated = raw.length < STORE_BELOW ? stored(raw) : deflateRawSync(raw, { level: 1, windowBits: 13, memLevel: 6, finishFlush: constants.Z_SYNC_FLUSH });
  return { raw, deflated };
}

export function gzipOf(pieces: Piece[]): Buffer {
  let crc = 0;
  let size = 0;
  for (const p of pieces) {
    crc = crc32(p.raw, crc);
    size += p.raw.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  return Buffer.concat([HEADER, ...pieces.map((p) => p.deflated), FINAL, trailer]);
}

export const rawOf = (pieces: Piece[]): Buffer => Buffer.concat(pieces.map((p) => p.raw));
