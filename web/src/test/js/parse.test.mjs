import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seeded, randomSolution, SHAPES } from './seeded-random.mjs';
import { parsePuzzle } from '../../main/resources/public/parse.js';
import { lineOf } from '../../main/resources/public/grid-model.js';
import { symbolOf } from '../../main/resources/public/symbols.js';

const SEED = 424242;
const LINE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

/** The grid as rows of symbols separated by spaces, the way people paste a grid. */
function rowsOf(values, size) {
    const rows = [];
    for (let r = 0; r < size; r++) rows.push(values.slice(r * size, (r + 1) * size).map((v) => (v ? symbolOf(v) : '.')).join(' '));
    return rows.join('\n');
}

function randomPuzzle(random) {
    const [rows, cols] = random.pick(SHAPES);
    const size = rows * cols;
    const keep = random.next();
    return { size, values: randomSolution(random, rows, cols).map((v) => (random.next() < keep ? v : 0)) };
}

test(`a line the page writes (a shared link's) reads back to the same size and values (seed ${SEED})`, () => {
    const random = seeded(SEED);
    for (let round = 0; round < 300; round++) {
        const puzzle = randomPuzzle(random);
        assert.deepEqual(parsePuzzle(lineOf(puzzle.values)), puzzle, `round ${round}`);
    }
});

test(`a grid of rows reads back, with or without box separators (seed ${SEED})`, () => {
    const random = seeded(SEED + 1);
    for (let round = 0; round < 100; round++) {
        const puzzle = randomPuzzle(random);
        const rows = rowsOf(puzzle.values, puzzle.size);
        assert.deepEqual(parsePuzzle(rows), puzzle, `round ${round}`);
        const boxed = rows.split('\n').map((row) => `| ${row} |`);
        boxed.splice(3, 0, '+-------+-------+');
        assert.deepEqual(parsePuzzle(boxed.join('\n')), puzzle, `boxed round ${round}`);
    }
});

test('every blank symbol of the contract reads as an empty cell', () => {
    const expected = parsePuzzle(LINE);
    for (const blank of ['0', '_', ' ']) {
        assert.deepEqual(parsePuzzle(LINE.replaceAll('.', blank)), expected, `blank ${JSON.stringify(blank)}`);
    }
    assert.equal(expected.size, 9);
    assert.equal(expected.values[0], 4);
    assert.equal(expected.values.filter(Boolean).length, 17);
});

test('a file of puzzles gives its first; comments and blank lines are skipped', () => {
    const text = `# two puzzles\n\n${LINE}\n${'1'.repeat(81)}\n`;
    assert.deepEqual(parsePuzzle(text), parsePuzzle(LINE));
});

test('a 25x25 grid written with numbers reads', () => {
    const random = seeded(SEED + 2);
    const values = randomSolution(random, 5, 5).map((v) => (random.next() < 0.5 ? v : 0));
    const rows = [];
    for (let r = 0; r < 25; r++) rows.push(values.slice(r * 25, r * 25 + 25).map((v) => (v ? String(v) : '.')).join(' '));
    assert.deepEqual(parsePuzzle(rows.join('\n')), { size: 25, values });
});

test('a puzzle in the command line\'s JSON output reads', () => {
    assert.deepEqual(parsePuzzle(JSON.stringify({ status: 'SOLVED', puzzle: LINE })), parsePuzzle(LINE));
});

test('text that is no grid is refused with the reason', () => {
    assert.match(parsePuzzle('').error, /empty/);
    assert.match(parsePuzzle('12345').error, /5 characters/);
    assert.ok(parsePuzzle(LINE.replace('4', 'Z')).error, 'Z is not a digit of 9x9');
});

test('a line of one character is named in the singular', () => {
    assert.match(parsePuzzle('1').error, /a line of 1 character;/);
});

test('x, X and * are blanks as the server reads them, and the error says every blank', () => {
    const line = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
    for (const blank of ['x', 'X', '*']) {
        const read = parsePuzzle(line.replaceAll('.', blank));
        assert.equal(read.size, 9, blank);
        assert.deepEqual(read.values, parsePuzzle(line).values, blank);
    }
    const rows = ['*********', ...Array(8).fill('123456789')].join('\n');
    assert.equal(parsePuzzle(rows).values.slice(0, 10).join(''), '0000000001');
    assert.match(parsePuzzle('12?').error, /blanks as \. 0 _ x \* or space/);
});
