import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seeded, randomSolution, SHAPES } from './seeded-random.mjs';
import { regularLayout, prepareLayout } from '../../main/resources/public/layout.js';
import { replayAll, movesOf, startPosition, boardAfterStep } from '../../main/resources/public/steps/replay.js';
import { valuesOfLine, boardFromGivens, setMarks, workingCandidates, ORIGIN } from '../../main/resources/public/grid-model.js';
import { bit, cellName, symbolOf } from '../../main/resources/public/symbols.js';

// Two solving paths written by `sudoku explain --profile se`, each step reduced to its moves
// (placements and eliminations, steps separated by "|"): the first uses singles, locked
// candidates and a hidden pair; the second forcing chains of every level.
const PATHS = [
    {
        puzzle: '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......',
        solution: '417369825632158947958724316825437169791586432346912758289643571573291684164875293',
        moves:
            'r6c2=4|r8c3=3|r8c6=1|r1c6<>2 r2c6<>2 r3c6<>2|r1c6<>6 r2c6<>6 r3c6<>6|r1c6=9|' +
            'r1c2<>6 r3c2<>6 r5c2<>6|r1c2<>7 r5c2<>7|r1c3=7|r1c5=6|r1c8=2|r1c4=3|r1c2=1|r2c4=1|r4c5=3|' +
            'r4c4=4|r9c4=8|r4c6=7 r5c6<>5 r5c6<>7 r6c6<>5 r6c6<>7|r9c6=5 r2c6<>5 r3c6<>5|r7c7=5|r7c9=1|' +
            'r4c3=5|r3c2=5|r2c5=5|r3c5=2|r5c3=1|r4c7=1|r3c8=1|r7c5=4|' +
            'r6c3=6 r5c1<>6 r5c1<>9 r6c1<>6 r6c1<>8 r6c1<>9|r4c1=8|r4c9=9|r5c2=9|r5c6=6|r6c6=2|r6c4=9|' +
            'r5c4=5|r5c9=2|r6c8=5|r6c9=8|r6c7=7|r5c8=3|r5c1=7|r6c1=3|r2c9=7|r9c7=2|r9c9=3|r3c7=3|' +
            'r8c8=8|r8c9=4|r3c9=6|r2c1=6|r2c3=2|r3c3=8|r3c1=9|r7c1=2|r7c3=9|r3c6=4|r2c6=8|r7c2=8|' +
            'r2c8=4|r2c7=9|r8c7=6|r9c8=9|r9c2=6|r8c2=7|r8c5=9|r9c5=7',
    },
    {
        puzzle: '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..',
        solution: '812753649943682175675491283154237896369845721287169534521974368438526917796318452',
        moves:
            'r1c4<>3|r6c1<>6|r6c3<>6|r2c7<>9|r4c1<>6|r4c3<>6|r4c7<>9|r1c7<>9|r4c1<>4|r3c9<>5|r9c5<>2|' +
            'r5c9<>6|r6c2<>6|r9c5<>3|r9c5<>7|r9c4<>7|r2c1<>5|r6c9<>6|r8c9<>3|r7c6<>3|r1c9<>5|r1c9<>7|' +
            'r3c1<>5|r9c3<>5|r6c7<>9|r8c9<>9|r7c1<>3|r7c1<>7|r8c5<>7|r8c1<>3|r6c2<>4|r7c1<>4|r6c6<>8|' +
            'r3c3<>4|r6c7<>8|r7c4<>3|r2c7<>5|r2c5<>1|r9c5<>6|r2c1<>1|r8c1<>6|r1c4<>4|r2c5<>7|r1c8<>7|' +
            'r7c5<>2|r7c4<>7|r7c5=7|r1c4=7|r9c6<>2|r8c6<>4|r7c2<>4|r2c8<>8|r6c3<>2|r7c6<>2|r2c8<>5|' +
            'r2c8<>9|r9c3<>2|r2c8<>4|r2c8=7|r7c7<>5|r7c1=5|r9c9<>3|r1c7<>3|r3c1<>4|r5c2<>8|r6c2=8|' +
            'r5c2<>2|r1c3<>6|r3c3<>6|r3c3=5|r5c4<>2|r1c2<>2|r9c4<>8|r9c6<>3 r9c6<>6|r8c2<>6|r4c1<>3|' +
            'r5c4<>3|r5c1<>1|r3c9<>1|r5c1<>6|r5c1=3 r5c1<>2 r5c1<>9|r9c4=3|r4c5=3|r3c4<>8|r3c4=4|' +
            'r7c6=4|r3c8=8|r4c7=8|r5c4=8|r4c9=6|r1c7=6|r3c1=6|r5c9=1|r2c7=1|r1c2=1|r3c6=1|r3c9=3|' +
            'r1c6=3|r4c1=1|r9c3=6|r5c2=6|r9c5=1|r9c6=8|r2c5=8|r1c5=5|r2c6=2|r1c3=2|r2c1=9|r2c2=4|' +
            'r2c9=5|r6c1=2|r6c3=7|r4c3=4|r5c3=9|r5c8=2|r4c4=2|r7c4=9|r4c8=9|r1c9=9|r1c8=4|r9c8=5|' +
            'r6c6=9|r6c5=6|r8c5=2|r8c6=6|r6c9=4|r6c7=5|r7c2=2|r8c2=3|r7c7=3|r8c7=9|r8c1=4|r9c1=7|' +
            'r8c9=7|r9c9=2',
    },
];

function stepsOf(moves) {
    return moves.split('|').map((text) => {
        const parts = text.split(' ');
        return { placements: parts.filter((p) => p.includes('=')), eliminations: parts.filter((p) => p.includes('<>')) };
    });
}

const layout9 = prepareLayout(regularLayout(9));

test('replaying a whole path never loses a candidate of the solution and ends on the solution', () => {
    for (const path of PATHS) {
        const givens = valuesOfLine(path.puzzle, 9);
        const solution = valuesOfLine(path.solution, 9);
        const positions = replayAll(givens, stepsOf(path.moves), layout9);
        positions.forEach((position, k) => {
            for (let cell = 0; cell < 81; cell++) {
                if (position.values[cell]) assert.equal(position.values[cell], solution[cell], `step ${k} ${cellName(cell, 9)}`);
                else assert.ok(position.cands[cell] & bit(solution[cell]), `before step ${k}: ${cellName(cell, 9)} lost ${solution[cell]}`);
            }
        });
        assert.deepEqual(positions.at(-1).values, solution);
    }
});

test('a position before a step still holds every candidate the step eliminates', () => {
    for (const path of PATHS) {
        const steps = stepsOf(path.moves);
        const positions = replayAll(valuesOfLine(path.puzzle, 9), steps, layout9);
        steps.forEach((step, k) => {
            for (const { cell, digit } of movesOf(step, 9).eliminations) {
                assert.ok(positions[k].cands[cell] & bit(digit), `step ${k + 1} eliminates ${cellName(cell, 9)}<>${digit}, already gone`);
            }
        });
    }
});

test('a wrong step is caught: eliminating a solution digit breaks the property the first test checks', () => {
    const path = PATHS[0];
    const steps = [{ eliminations: ['r1c2<>1'] }];
    const position = replayAll(valuesOfLine(path.puzzle, 9), steps, layout9).at(-1);
    assert.equal(position.cands[1] & bit(1), 0);
});

test('grouped eliminations read as one move per cell and digit', () => {
    const moves = movesOf({ placements: ['r2c5=1'], eliminations: ['r1c6,r2c6<>26', 'r3c4<>4'] }, 9);
    assert.deepEqual(moves.placements, [{ cell: 13, digit: 1 }]);
    assert.deepEqual(moves.eliminations, [
        { cell: 5, digit: 2 },
        { cell: 5, digit: 6 },
        { cell: 14, digit: 2 },
        { cell: 14, digit: 6 },
        { cell: 21, digit: 4 },
    ]);
});

test(`random sound paths of every size end on their solution (seed 5150)`, () => {
    const random = seeded(5150);
    for (const [rows, cols] of SHAPES) {
        const size = rows * cols;
        const layout = prepareLayout(regularLayout(size, { rows, cols }));
        const solution = randomSolution(random, rows, cols);
        const givens = solution.map((v) => (random.next() < 0.3 ? v : 0));
        // A path of placements in random order, each followed by some sound eliminations.
        const steps = [];
        for (const cell of random.shuffle([...givens.keys()].filter((c) => !givens[c]))) {
            const other = 1 + random.int(size);
            const eliminations = other !== solution[cell] ? [`${cellName(cell, size)}<>${symbolOf(other)}`] : [];
            steps.push({ placements: [], eliminations });
            steps.push({ placements: [`${cellName(cell, size)}=${symbolOf(solution[cell])}`], eliminations: [] });
        }
        const positions = replayAll(givens, steps, layout);
        assert.deepEqual(positions.at(-1).values, solution, `${rows}x${cols}`);
        assert.ok(positions.at(-1).cands.every((m) => m === 0));
        assert.deepEqual(positions[0], startPosition(givens, layout));
    }
});

test('a path applied to the player\'s board step by step ends on the solution, every digit placed the player\'s', () => {
    for (const path of PATHS) {
        const givens = valuesOfLine(path.puzzle, 9);
        let board = boardFromGivens(9, givens);
        for (const step of stepsOf(path.moves)) {
            const before = workingCandidates(board, layout9);
            board = boardAfterStep(board, step, layout9);
            const removed = new Map();
            for (const { cell, digit } of movesOf(step, 9).eliminations) removed.set(cell, (removed.get(cell) ?? 0) | bit(digit));
            for (const [cell, mask] of removed) {
                if (!board.values[cell]) assert.equal(board.marks[cell], before[cell] & ~mask, `the marks of ${cellName(cell, 9)}`);
            }
        }
        assert.deepEqual(board.values, valuesOfLine(path.solution, 9));
        board.origin.forEach((origin, cell) => assert.equal(origin, givens[cell] ? ORIGIN.GIVEN : ORIGIN.PLAYER, cellName(cell, 9)));
    }
});

test('a step\'s elimination is made on the player\'s own marks of a cell, the others kept', () => {
    const board = setMarks(boardFromGivens(9, valuesOfLine(PATHS[0].puzzle, 9)), 1, bit(1) | bit(2) | bit(6));
    const after = boardAfterStep(board, { placements: [], eliminations: ['r1c2<>6'] }, layout9);
    assert.equal(after.marks[1], bit(1) | bit(2));
    assert.equal(after.values[1], 0);
});

test('a step\'s placement is crossed off the marks of the cells that share a house with it, and only those', () => {
    let board = boardFromGivens(9, valuesOfLine(PATHS[0].puzzle, 9));
    // r6c2 gets 4 (the path's first step): r6c7 shares its row, r4c1 its box, r9c2 its column; r9c9 none.
    for (const cell of [51, 27, 73, 80]) board = setMarks(board, cell, bit(4) | bit(9));
    const after = boardAfterStep(board, { placements: ['r6c2=4'], eliminations: [] }, layout9);
    assert.equal(after.values[46], 4);
    for (const cell of [51, 27, 73]) assert.equal(after.marks[cell], bit(9), cellName(cell, 9));
    assert.equal(after.marks[80], bit(4) | bit(9));
});
