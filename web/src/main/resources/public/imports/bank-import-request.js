// The request that adds a file's puzzles to the bank, and its size, checked before it is sent.

import * as api from '../api.js';
import { explained } from '../generate/bank.js';

/** The largest request the server reads (WebLimits): a file to import must fit in it. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Rates and stores a file's puzzles: one report per entry, in order. */
export function importPuzzles(text, name) {
    return explained(api.post('/api/bank/import', { puzzles: text, name }, { outlivesPuzzle: true }));
}

/** The bytes of the import request for this file: what the server's body limit is checked against. */
export function importBytes(text, name) {
    return new TextEncoder().encode(JSON.stringify({ puzzles: text, name })).length;
}
