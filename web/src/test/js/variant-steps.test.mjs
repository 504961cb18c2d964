// Variant steps on the page: cells named by their place on the canvas (a samurai's r13c19) land on
// the variant layout's cells, the replayed start agrees with the server's (a given leaves its peers,
// killer cage mates included; odd/even marks leave only their parity), and a position is written for
// the variant hint in the server's cell order.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { variantLayout, positionOf, SAMURAI_SIDE } from '../../main/resources/public/variant/variant-layout.js';
import { drawStep } from '../../main/resources/public/steps/step-drawing.js';
import { applyStep, startPosition } from '../../main/resources/public/steps/replay.js';
import { bit } from '../../main/resources/public/symbols.js';

const at = (row, col, side) => (row - 1) * side + col - 1;

test('a samurai step names cells by canvas row and column, all on the five grids', () => {
    const layout = variantLayout({ words: 'samurai' });
    const step = {
        placements: ['r7c7=3'],
        eliminations: ['r13c19<>5', 'r21c1<>9'],
        highlights: [{ cell: 'r13c19', digit: '5', role: 'eliminated' }, { cell: 'r1c21', digit: null, role: 'defining' }],
    };
    const drawing = drawStep(step, layout);
    const marked = drawing.candidates.map(({ cell, digit, role }) => `${cell}:${digit}:${role}`).sort();
    const expected = [
        `${at(7, 7, SAMURAI_SIDE)}:3:placed`,
        `${at(13, 19, SAMURAI_SIDE)}:5:eliminated`,
        `${at(21, 1, SAMURAI_SIDE)}:9:eliminated`,
    ].sort();
    assert.deepEqual(marked, expected);
    assert.deepEqual(drawing.cells, [{ cell: at(1, 21, SAMURAI_SIDE), role: 'defining' }]);
    for (const { cell } of [...drawing.candidates, ...drawing.cells]) assert.ok(layout.covered[cell], `cell ${cell} on a grid`);
});

test('a samurai placement replays into every grid that holds the cell', () => {
    const layout = variantLayout({ words: 'samurai' });
    const start = startPosition(new Array(SAMURAI_SIDE * SAMURAI_SIDE).fill(0), layout);
    // r7c7 is in the top-left grid and in the centre grid's first box: 3 leaves both grids' peers.
    const after = applyStep(start, { placements: ['r7c7=3'] }, layout);
    assert.equal(after.values[at(7, 7, SAMURAI_SIDE)], 3);
    for (const [row, col] of [[7, 1], [1, 7], [7, 15], [15, 7], [9, 9]]) {
        assert.equal(after.cands[at(row, col, SAMURAI_SIDE)] & bit(3), 0, `r${row}c${col}`);
    }
    assert.notEqual(after.cands[at(7, 16, SAMURAI_SIDE)] & bit(3), 0, 'r7c16 is in no house of r7c7');
});

test('the start of a killer with odd/even marks is the server\'s: givens leave cage mates, marks their parity', () => {
    const cages = 'AAB' + '.'.repeat(78);
    const marks = '..e' + 'o'.repeat(2) + '.'.repeat(76);
    const layout = variantLayout({ words: 'killer,oddeven', cages, sums: 'A=3 B=5', marks });
    const givens = new Array(81).fill(0);
    givens[0] = 1;
    const start = startPosition(givens, layout);
    assert.equal(start.cands[1] & bit(1), 0, 'r1c2 shares cage A with the given 1');
    assert.equal(start.cands[2], bit(2) | bit(4) | bit(6) | bit(8), 'r1c3 is even');
    assert.equal(start.cands[3], bit(3) | bit(5) | bit(7) | bit(9), 'r1c4 is odd and sees the 1 in its row');
    assert.equal(start.cands[40], 0b111111111, 'r5c5 sees no given and has no mark');
});

test('a position for the variant hint is written in the server\'s cell order, a placed cell as its digit alone', () => {
    const layout = variantLayout({ words: 'samurai' });
    const values = new Array(SAMURAI_SIDE * SAMURAI_SIDE).fill(0);
    const cands = new Array(SAMURAI_SIDE * SAMURAI_SIDE).fill(0);
    const placed = at(13, 19, SAMURAI_SIDE);
    values[placed] = 4;
    const open = at(1, 13, SAMURAI_SIDE);
    cands[open] = bit(2) | bit(9);
    const { position, values: line } = positionOf(layout, values, cands);
    assert.equal(line.length, 369);
    assert.equal(position.length, 369 * 9);
    const placedIndex = layout.cells.indexOf(placed);
    const openIndex = layout.cells.indexOf(open);
    assert.equal(line[placedIndex], '4');
    assert.equal(position.slice(placedIndex * 9, placedIndex * 9 + 9), '...4.....');
    assert.equal(position.slice(openIndex * 9, openIndex * 9 + 9), '.2......9');
    assert.equal(line.replaceAll('.', ''), '4');
});
