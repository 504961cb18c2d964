// Replaying a solving path: the position before any step is the puzzle's candidates (each empty
// cell's digits not seen in any of its houses), and every step applies its placements (the digit
// leaves the cell's peers) and eliminations. Drawing step k needs the position after steps
// 0..k-1, so all positions are computed once and then looked up.

import { bit, cellIndex, digitOf } from '../symbols.js';
import { seenCandidates, boardFromGivens, placeCrossingOff, setMarks, workingCandidates } from '../grid-model.js';

/** A position: placed digits and the candidates of empty cells (masks, 0 on placed cells). */
export function startPosition(givens, layout) {
    const board = boardFromGivens(layout.size, givens);
    return Object.freeze({ values: givens.slice(), cands: seenCandidates(board, layout) });
}

/**
 * The moves of a step as cell indices and digits. Placements read "r2c5=1"; eliminations read
 * "r3c4<>4" and also the grouped "r1c6,r2c6<>26" the templates may write.
 */
export function movesOf(step, size) {
    const placements = [];
    const eliminations = [];
    for (const text of step?.placements ?? []) {
        const [cells, digits] = String(text).split('=');
        for (const cell of cellList(cells, size)) {
            for (const digit of digitList(digits, size)) placements.push({ cell, digit });
        }
    }
    for (const text of step?.eliminations ?? []) {
        const [cells, digits] = String(text).split('<>');
        for (const cell of cellList(cells, size)) {
            for (const digit of digitList(digits, size)) eliminations.push({ cell, digit });
        }
    }
    return { placements, eliminations };
}

/** The position after one step. */
export function applyStep(position, step, layout) {
    const { placements, eliminations } = movesOf(step, layout.size);
    const values = position.values.slice();
    const cands = position.cands.slice();
    for (const { cell, digit } of eliminations) cands[cell] &= ~bit(digit);
    for (const { cell, digit } of placements) {
        values[cell] = digit;
        cands[cell] = 0;
        for (const peer of layout.peers[cell]) cands[peer] &= ~bit(digit);
    }
    return Object.freeze({ values, cands });
}

/** The player's board after a hint's step: its digits placed, its eliminations made on the cells' working candidates. */
export function boardAfterStep(board, step, layout) {
    const { placements, eliminations } = movesOf(step, layout.size);
    const working = workingCandidates(board, layout);
    const touched = new Map();
    for (const { cell, digit } of eliminations) {
        touched.set(cell, (touched.get(cell) ?? working[cell]) & ~bit(digit));
    }
    let next = board;
    for (const [cell, mask] of touched) next = setMarks(next, cell, mask);
    for (const { cell, digit } of placements) next = placeCrossingOff(next, cell, digit, layout.peers[cell]);
    return next;
}

/** Every position of the path: positions[k] is the board before step k; the last is after all. */
export function replayAll(givens, steps, layout) {
    const positions = [startPosition(givens, layout)];
    for (const step of steps) positions.push(applyStep(positions.at(-1), step, layout));
    return positions;
}

function cellList(text, size) {
    return String(text ?? '')
        .split(',')
        .map((name) => cellIndex(name, size))
        .filter((cell) => cell >= 0);
}

function digitList(text, size) {
    return Array.from(String(text ?? '').trim(), (ch) => digitOf(ch, size)).filter((d) => d > 0);
}
