// Candidate lines: a position as N*N*N characters, N per cell, the symbol of digit d at place d
// when d is a candidate and '.' when not. A cell with a single candidate is a placed cell.
// The server reads positions this way (hints) and answers with them (where logic got stuck): fetched
// with the first hint or solve, as the step code is.

import { bit, digitOf, symbolOf } from '../symbols.js';

/** Writes placed values and candidate masks (for empty cells) as a candidate line. */
export function writeCandidateLine(values, masks, size) {
    let line = '';
    for (let cell = 0; cell < values.length; cell++) {
        const mask = values[cell] ? bit(values[cell]) : masks[cell];
        for (let d = 1; d <= size; d++) line += mask & bit(d) ? symbolOf(d) : '.';
    }
    return line;
}

/**
 * Reads a candidate line into { values, masks }: a cell with one candidate becomes a placed
 * value (mask 0); any other cell keeps its mask. Returns null when the length does not fit.
 */
export function readCandidateLine(line, size) {
    if (typeof line !== 'string' || line.length !== size * size * size) return null;
    const values = [];
    const masks = [];
    for (let cell = 0; cell < size * size; cell++) {
        let mask = 0;
        for (let d = 1; d <= size; d++) {
            const ch = line[cell * size + d - 1];
            // The symbol at its own place, or '.'/'0' for absent; a stray symbol counts by its value.
            const digit = ch === '.' || ch === '0' ? 0 : digitOf(ch, size);
            if (digit) mask |= bit(digit);
        }
        const single = mask && (mask & (mask - 1)) === 0;
        values.push(single ? Math.log2(mask) + 1 : 0);
        masks.push(single ? 0 : mask);
    }
    return { values, masks };
}
