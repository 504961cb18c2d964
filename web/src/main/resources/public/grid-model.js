// The player's board as an immutable value: digits, where each digit came from, and the
// player's own pencil marks. Every change returns a new board, so undo keeps plain snapshots
// (625 small numbers at most) instead of inverse operations that could drift.

import { allDigits, bit, symbolOf, isBlank, digitOf } from './symbols.js';

/** Where a cell's digit came from: the puzzle, the player, or a solver the player asked. */
export const ORIGIN = Object.freeze({ NONE: 0, GIVEN: 1, PLAYER: 2, SOLVED: 3 });

export function emptyBoard(size) {
    const count = size * size;
    return freeze({
        size,
        values: new Array(count).fill(0),
        origin: new Array(count).fill(ORIGIN.NONE),
        marks: new Array(count).fill(0),
    });
}

/** A board whose non-zero digits are the puzzle's givens. */
export function boardFromGivens(size, values) {
    const board = emptyBoard(size);
    return freeze({
        ...board,
        values: values.slice(),
        origin: values.map((v) => (v ? ORIGIN.GIVEN : ORIGIN.NONE)),
    });
}

/** Places a digit; a given never changes (returns the same board). Placing clears the cell's marks. */
export function place(board, cell, digit, origin = ORIGIN.PLAYER) {
    if (board.origin[cell] === ORIGIN.GIVEN && origin !== ORIGIN.GIVEN) return board;
    if (board.values[cell] === digit && board.origin[cell] === origin) return board;
    return update(board, cell, digit, digit ? origin : ORIGIN.NONE, 0);
}

/** Places a player's digit and crosses it off the marks of the cell's peers (the layout's), as players do. */
export function placeCrossingOff(board, cell, digit, peers) {
    const placed = place(board, cell, digit);
    if (placed === board) return board;
    const marks = placed.marks.slice();
    for (const peer of peers) marks[peer] &= ~bit(digit);
    return freeze({ ...placed, marks });
}

export function clear(board, cell) {
    if (board.origin[cell] === ORIGIN.GIVEN) return board;
    if (!board.values[cell] && !board.marks[cell]) return board;
    return update(board, cell, 0, ORIGIN.NONE, 0);
}

/** Clears a cell even when it holds a given: used while the puzzle itself is being typed. */
export function clearAny(board, cell) {
    if (!board.values[cell] && !board.marks[cell]) return board;
    return update(board, cell, 0, ORIGIN.NONE, 0);
}

/** Toggles a pencil mark of an empty cell; a filled cell keeps its digit and ignores marks. */
export function toggleMark(board, cell, digit) {
    if (board.values[cell]) return board;
    return update(board, cell, 0, ORIGIN.NONE, board.marks[cell] ^ bit(digit));
}

export function setMarks(board, cell, mask) {
    if (board.values[cell] || board.marks[cell] === mask) return board;
    return update(board, cell, 0, ORIGIN.NONE, mask);
}

/** Replaces all digits and marks at once (a solution shown, a position reached by a solver). */
export function withContent(board, values, origin, marks) {
    return freeze({ ...board, values: values.slice(), origin: origin.slice(), marks: marks.slice() });
}

/** Candidates not seen by any placed digit among the cell's peers; a filled cell has none. */
export function seenCandidates(board, layout) {
    const full = allDigits(layout.digits ?? board.size);
    return board.values.map((value, cell) => {
        if (value) return 0;
        let mask = full & parityMask(layout, cell);
        for (const peer of layout.peers[cell]) {
            if (board.values[peer]) mask &= ~bit(board.values[peer]);
        }
        return mask;
    });
}

/**
 * The candidates the player works with: their own marks where a cell has some, else the
 * candidates computed from the placed digits. This is the position hints are asked about.
 */
export function workingCandidates(board, layout) {
    const seen = seenCandidates(board, layout);
    return board.values.map((value, cell) => (value ? 0 : board.marks[cell] || seen[cell]));
}

// Odd/even variants: the digits a cell's mark allows (bit d for digit d); every digit elsewhere.
const ODD_DIGITS = 0x55555555;
function parityMask(layout, cell) {
    const parity = layout.parity?.[cell];
    return parity ? (parity === 'odd' ? ODD_DIGITS : ~ODD_DIGITS) : ~0;
}

/**
 * Every digit repeated in a house, with the cells that repeat it, in house order (a repeated digit
 * in two houses, same row and same box, is reported once per house); then, in an odd/even
 * variant, every digit against its cell's mark, as `parity` with that one cell.
 */
export function conflicts(board, layout) {
    const found = [];
    for (const house of layout.houses) {
        const cellsByDigit = new Map();
        for (const cell of house.cells) {
            const digit = board.values[cell];
            if (!digit) continue;
            if (!cellsByDigit.has(digit)) cellsByDigit.set(digit, []);
            cellsByDigit.get(digit).push(cell);
        }
        for (const [digit, cells] of cellsByDigit) {
            if (cells.length > 1) found.push({ digit, house: house.name, cells });
        }
    }
    board.values.forEach((digit, cell) => {
        if (digit && !(parityMask(layout, cell) & bit(digit))) found.push({ digit, parity: layout.parity[cell], cells: [cell] });
    });
    return found;
}

/** The digits (bit d for digit d) placed as often as a full grid of the layout holds them. */
export function digitsAllPlaced(board, layout, n) {
    const counts = new Array(n + 1).fill(0);
    let cells = 0;
    board.values.forEach((value, cell) => {
        if (layout.covered?.[cell] === false) return;
        cells++;
        counts[value]++;
    });
    let done = 0;
    for (let d = 1; d <= n; d++) if (counts[d] === cells / n) done |= bit(d);
    return done;
}

export function isFull(board) {
    return board.values.every((v) => v !== 0);
}

export function givensOnly(board) {
    return board.values.map((v, cell) => (board.origin[cell] === ORIGIN.GIVEN ? v : 0));
}

export function hasGivens(board) {
    return board.origin.some((o) => o === ORIGIN.GIVEN);
}

/** A puzzle line: one symbol per cell, '.' for a blank. */
export function lineOf(values) {
    return values.map((v) => (v ? symbolOf(v) : '.')).join('');
}

/** Reads a solution or grid line of the server's answers back into digits. */
export function valuesOfLine(line, size) {
    return Array.from(line, (ch) => (isBlank(ch) ? 0 : digitOf(ch, size)));
}

function update(board, cell, value, origin, marks) {
    const values = board.values.slice();
    const origins = board.origin.slice();
    const allMarks = board.marks.slice();
    values[cell] = value;
    origins[cell] = origin;
    allMarks[cell] = marks;
    return freeze({ ...board, values, origin: origins, marks: allMarks });
}

function freeze(board) {
    Object.freeze(board.values);
    Object.freeze(board.origin);
    Object.freeze(board.marks);
    return Object.freeze(board);
}
