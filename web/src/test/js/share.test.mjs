import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seeded, randomSolution, SHAPES } from './seeded-random.mjs';
import { shareFragment, puzzleFromAddress, linkWithoutPuzzle } from '../../main/resources/public/share.js';
import { lineOf } from '../../main/resources/public/grid-model.js';

test(`a shared address opens the same puzzle and box (seed 77)`, () => {
    const random = seeded(77);
    for (let round = 0; round < 100; round++) {
        const [rows, cols] = random.pick(SHAPES);
        const line = lineOf(randomSolution(random, rows, cols).map((v) => (random.next() < 0.4 ? v : 0)));
        const box = random.next() < 0.5 ? `${rows}x${cols}` : `${cols}x${rows}`;
        const fragment = shareFragment(line, box, `${rows}x${cols}`);
        const read = puzzleFromAddress(fragment, '');
        assert.equal(read.line, line);
        assert.equal(read.box ?? `${rows}x${cols}`, box);
    }
});

test('the example of the page\'s documentation reads, from the fragment or the query', () => {
    assert.deepEqual(puzzleFromAddress('#p=4.....8.5...&box=3x3', ''), { line: '4.....8.5...', box: '3x3', others: [], ignored: null });
    assert.deepEqual(puzzleFromAddress('', '?p=4.....8.5'), { line: '4.....8.5', box: null, others: [], ignored: null });
    assert.deepEqual(puzzleFromAddress('#p=1.&level=hard', '').others, [['level', 'hard']]);
    assert.equal(puzzleFromAddress('#about', ''), null);
    assert.equal(shareFragment('1.', '3x3', '3x3'), '#p=1.');
});

test('a link of the page that names no puzzle is told from an address that is no link', () => {
    assert.equal(linkWithoutPuzzle('#box=2x3', ''), true);
    assert.equal(linkWithoutPuzzle('', '?p='), true);
    assert.equal(linkWithoutPuzzle('#p=1.', ''), false);
    assert.equal(linkWithoutPuzzle('#about', '?utm=x'), false);
});

test('a puzzle after ? that differs from the one after # is named as ignored; the same one, blanks written otherwise, is not', () => {
    assert.deepEqual(puzzleFromAddress('#p=1.2', '?p=3..'), { line: '1.2', box: null, others: [], ignored: '3..' });
    assert.equal(puzzleFromAddress('#p=1.2', '?p=102').ignored, null);
    assert.equal(puzzleFromAddress('#p=', '?p=3..').ignored, null);
});
