import { test } from 'node:test';
import assert from 'node:assert/strict';
import { symbolOf, digitOf, cellName, cellIndex, cellsNamedIn, digitsOf, bit, allDigits } from '../../main/resources/public/symbols.js';
import { SIZES } from '../../main/resources/public/layout.js';

test('every digit of every size reads back from its symbol, in either case', () => {
    for (const size of SIZES) {
        for (let d = 1; d <= size; d++) {
            assert.equal(digitOf(symbolOf(d), size), d);
            assert.equal(digitOf(symbolOf(d).toLowerCase(), size), d);
        }
    }
});

test('symbols beyond the size are not digits of it', () => {
    assert.equal(digitOf('A', 9), 0);
    assert.equal(digitOf('G', 16), 16);
    assert.equal(digitOf('H', 16), 0);
    assert.equal(digitOf('p', 25), 25);
    assert.equal(digitOf('Q', 25), 0);
    assert.equal(digitOf('0', 9), 0);
    assert.equal(digitOf('7', 6), 0);
});

test('cell names and indices are inverse for every cell of every size', () => {
    for (const size of SIZES) {
        for (let cell = 0; cell < size * size; cell++) assert.equal(cellIndex(cellName(cell, size), size), cell);
    }
    assert.equal(cellName(20, 9), 'r3c3');
    assert.equal(cellIndex('R3C7', 9), 24);
    assert.equal(cellIndex('r10c1', 9), -1);
});

test('cells named in a sentence are found in order without repeats', () => {
    assert.deepEqual(cellsNamedIn('digit 4 appears twice in row 1: r1c1 and r1c2', 9), [0, 1]);
    assert.deepEqual(cellsNamedIn('r4c5 has no candidate; r4c5 again', 9), [31]);
    assert.deepEqual(cellsNamedIn(null, 9), []);
});

test('masks list their digits in ascending order', () => {
    for (const size of SIZES) {
        assert.deepEqual(digitsOf(allDigits(size)), Array.from({ length: size }, (_, i) => i + 1));
    }
    assert.deepEqual(digitsOf(bit(2) | bit(5) | bit(8)), [2, 5, 8]);
});
