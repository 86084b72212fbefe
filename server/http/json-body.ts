/**
 * JSON bodies are scanned as bytes before they are parsed, on both transports: JSON.parse itself
 * costs far more than the bytes suggest on deep nesting (a 781 kB body of nested arrays took
 * 0.5–1 s to parse) and on very many entries. Over the raw budget the body is refused 400
 * INPUT_TOO_COMPLEX unparsed; what passes is then checked exactly, per input, by the procedures'
 * raw-input walk (server/http/raw-input.ts).
 */
import express, { type RequestHandler } from 'express';
import { MAX_INPUT_DEPTH, MAX_INPUT_ENTRIES } from './raw-input.ts';

/** The tRPC batch size (app.ts): a batch's body carries up to this many inputs. */
export const MAX_BATCH_SIZE = 10;
/** Nesting levels of a whole body: an input's, plus a batch's object around the inputs. */
const MAX_BODY_DEPTH = MAX_INPUT_DEPTH + 1;
/** Commas of a whole body (fewer than its entries): every input of a full batch at its budget. */
const MAX_BODY_COMMAS = MAX_BATCH_SIZE * (MAX_INPUT_ENTRIES + 1);

/** A body over the raw budget; the error handler answers it 400 INPUT_TOO_COMPLEX. */
export class InputTooComplexError extends Error {
  readonly status = 400;
  readonly type = 'input.too.complex';
  constructor() {
    super('input over the raw budget');
    this.name = 'InputTooComplexError';
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * True when the JSON text in `bytes` stays within `maxDepth` levels and `maxCommas` commas
 * outside strings. One pass, no allocation; malformed JSON is left to the parser.
 */
export function withinJsonBudget(bytes: Uint8Array, maxDepth = MAX_BODY_DEPTH, maxCommas = MAX_BODY_COMMAS): boolean {
  let depth = 0;
  let commas = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
      if (++depth > maxDepth) return false;
    } else if (byte === CLOSE_BRACKET || byte === CLOSE_BRACE) depth--;
    else if (byte === COMMA && ++commas > maxCommas) return false;
  }
  return true;
}

const verify = (_req: unknown, _res: unknown, bytes: Buffer) => {
  if (!withinJsonBudget(bytes)) throw new InputTooComplexError();
};

/** express.json with the raw budget checked before parsing (REST bodies). */
export function jsonBody(limit: string): RequestHandler {
  return express.json({ limit, verify });
}

/**
 * tRPC's JSON bodies: read here (1 MB, as tRPC's own limit), scanned, and handed to tRPC as text,
 * which it parses itself (an adapter reads a string `req.body` as the body). Other requests
 * (GET, other content types) go on untouched.
 */
export function trpcJsonBody(limit = '1mb'): RequestHandler {
  const read = express.text({ type: () => true, limit, verify });
  return (req, res, next) => {
    if (req.method !== 'POST' || !req.headers['content-type']?.startsWith('application/json')) return next();
    read(req, res, next);
  };
}
