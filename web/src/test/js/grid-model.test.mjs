import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seeded, randomSolution, SHAPES } from './seeded-random.mjs';
import { regularLayout, prepareLayout } from '../../main/resources/public/layout.js';
import * as model from '../../main/resources/public/grid-model.js';
import { bit } from '../../main/resources/public/symbols.js';

const SEED = 20261125;

function puzzleFrom(random, solution, keep) {
    return solution.map((v) => (random.next() < keep ? v : 0));
}

test(`conflicts name exactly the repeated digits of each house (seed ${SEED})`, () => {
    const random = seeded(SEED);
    for (let round = 0; round < 200; round++) {
        const [rows, cols] = random.pick(SHAPES.slice(0, 5));
        const size = rows * cols;
        const layout = prepareLayout(regularLayout(size, { rows, cols }));
        const values = Array.from({ length: size * size }, () => (random.next() < 0.3 ? 1 + random.int(size) : 0));
        const found = model.conflicts(model.boardFromGivens(size, values), layout);
        const expected = [];
        for (const house of layout.houses) {
            for (let d = 1; d <= size; d++) {
                const cells = house.cells.filter((c) => values[c] === d);
                if (cells.length > 1) expected.push(`${d} ${house.name} ${cells.join(',')}`);
            }
        }
        const actual = found.map((c) => `${c.digit} ${c.house} ${c.cells.join(',')}`);
        assert.deepEqual(actual.sort(), expected.sort(), `round ${round}`);
    }
});

test(`seen candidates never hold a peer's digit and always hold the solution's (seed ${SEED})`, () => {
    const random = seeded(SEED);
    for (const [rows, cols] of SHAPES) {
        const size = rows * cols;
        const layout = prepareLayout(regularLayout(size, { rows, cols }));
        for (let round = 0; round < 5; round++) {
            const solution = randomSolution(random, rows, cols);
            const board = model.boardFromGivens(size, puzzleFrom(random, solution, 0.4));
            const cands = model.seenCandidates(board, layout);
            board.values.forEach((value, cell) => {
                if (value) return assert.equal(cands[cell], 0);
                assert.ok(cands[cell] & bit(solution[cell]), `cell ${cell} lost its solution digit`);
                for (const peer of layout.peers[cell]) {
                    if (board.values[peer]) assert.equal(cands[cell] & bit(board.values[peer]), 0);
                }
            });
        }
    }
});

test('givens never change under play, but clearAny removes them while the puzzle is typed', () => {
    const board = model.boardFromGivens(4, [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    assert.equal(model.place(board, 0, 2), board);
    assert.equal(model.clear(board, 0), board);
    assert.equal(model.clearAny(board, 0).values[0], 0);
    const placed = model.place(board, 1, 3);
    assert.equal(placed.values[1], 3);
    assert.equal(placed.origin[1], model.ORIGIN.PLAYER);
    assert.equal(board.values[1], 0, 'the old board is unchanged');
});

test('toggling a mark twice restores the board; a placed digit ignores marks and clears them', () => {
    const random = seeded(SEED);
    let board = model.emptyBoard(9);
    for (let i = 0; i < 300; i++) {
        const cell = random.int(81);
        const digit = 1 + random.int(9);
        const toggled = model.toggleMark(model.toggleMark(board, cell, digit), cell, digit);
        assert.deepEqual(toggled.marks, board.marks);
        board = model.toggleMark(board, cell, digit);
    }
    const cell = board.marks.findIndex((m) => m !== 0);
    const placed = model.place(board, cell, 5);
    assert.equal(placed.marks[cell], 0);
    assert.equal(model.toggleMark(placed, cell, 3), placed);
});

test(`a placed digit is crossed off its peers' marks and nowhere else (seed ${SEED})`, () => {
    const random = seeded(SEED);
    for (const [rows, cols] of SHAPES) {
        const size = rows * cols;
        const layout = prepareLayout(regularLayout(size, { rows, cols }));
        let board = model.emptyBoard(size);
        for (let i = 0; i < 4 * size * size; i++) board = model.toggleMark(board, random.int(size * size), 1 + random.int(size));
        for (let round = 0; round < 20; round++) {
            const cell = random.int(size * size);
            const digit = 1 + random.int(size);
            const crossed = model.placeCrossingOff(board, cell, digit, layout.peers[cell]);
            const placed = model.place(board, cell, digit);
            assert.deepEqual(crossed.values, placed.values);
            const peers = new Set(layout.peers[cell]);
            crossed.marks.forEach((mask, other) => {
                if (peers.has(other)) assert.equal(mask, placed.marks[other] & ~bit(digit), `peer ${other}`);
                else assert.equal(mask, placed.marks[other], `cell ${other}`);
            });
            assert.ok(Object.isFrozen(crossed.marks));
            board = crossed;
        }
    }
});

test(`a digit is all placed exactly when every cell of it in a solution is filled (seed ${SEED})`, () => {
    const random = seeded(SEED);
    for (const [rows, cols] of SHAPES) {
        const size = rows * cols;
        const layout = prepareLayout(regularLayout(size, { rows, cols }));
        for (let round = 0; round < 10; round++) {
            const solution = randomSolution(random, rows, cols);
            // Some digits kept everywhere, the others with a cell or more left empty.
            const kept = new Set(Array.from({ length: size }, (_, d) => d + 1).filter(() => random.next() < 0.4));
            const values = solution.map((v) => (kept.has(v) || random.next() < 0.7 ? v : 0));
            let expected = 0;
            for (let d = 1; d <= size; d++) if (solution.every((v, cell) => v !== d || values[cell] === d)) expected |= bit(d);
            assert.equal(model.digitsAllPlaced(model.boardFromGivens(size, values), layout, size), expected, `${rows}x${cols}`);
        }
    }
});

test('working candidates prefer the player\'s marks over computed ones', () => {
    const layout = prepareLayout(regularLayout(4));
    let board = model.boardFromGivens(4, [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    board = model.toggleMark(board, 1, 2);
    const working = model.workingCandidates(board, layout);
    assert.equal(working[1], bit(2));
    assert.equal(working[2], bit(2) | bit(3) | bit(4));
});

test('lines of values read back', () => {
    const random = seeded(SEED);
    for (const [rows, cols] of SHAPES) {
        const size = rows * cols;
        const values = puzzleFrom(random, randomSolution(random, rows, cols), 0.5);
        assert.deepEqual(model.valuesOfLine(model.lineOf(values), size), values);
    }
});
