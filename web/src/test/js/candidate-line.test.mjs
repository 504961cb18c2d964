import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seeded, randomSolution, SHAPES } from './seeded-random.mjs';
import { writeCandidateLine, readCandidateLine } from '../../main/resources/public/steps/candidate-line.js';
import { bit, digitsOf } from '../../main/resources/public/symbols.js';

const SEED = 99;

test(`a position written as a candidate line reads back (seed ${SEED})`, () => {
    const random = seeded(SEED);
    for (let round = 0; round < 100; round++) {
        const [rows, cols] = random.pick(SHAPES);
        const size = rows * cols;
        const solution = randomSolution(random, rows, cols);
        const values = solution.map((v) => (random.next() < 0.4 ? v : 0));
        // Empty cells hold their solution digit and at least one more, as a real position does.
        const masks = values.map((v, cell) => {
            if (v) return 0;
            let mask = bit(solution[cell]);
            while (digitsOf(mask).length < 2) mask |= bit(1 + random.int(size));
            for (let d = 1; d <= size; d++) if (random.next() < 0.3) mask |= bit(d);
            return mask;
        });
        const line = writeCandidateLine(values, masks, size);
        assert.equal(line.length, size * size * size);
        assert.deepEqual(readCandidateLine(line, size), { values, masks }, `round ${round}`);
    }
});

test('each digit sits at its own place in the cell\'s group of characters', () => {
    const line = writeCandidateLine([0, 3, 0, 0], [bit(1) | bit(4), 0, bit(2) | bit(3), 15], 4);
    // Four cells of a 2x2 slice of a 4x4 line, enough to see the layout.
    assert.equal(line, '1..4' + '..3.' + '.23.' + '1234');
});

test('a line of the wrong length is refused', () => {
    assert.equal(readCandidateLine('123', 9), null);
});
