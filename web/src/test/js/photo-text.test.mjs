import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CHECK_BELOW, PHOTO_LIMIT_BYTES, cellsToCheck, photoKind, photoSummary, tooLargePhotoText } from '../../main/resources/public/imports/photo-text.js';

const line = (givens) => {
    const cells = new Array(81).fill('.');
    for (const [cell, digit] of Object.entries(givens)) cells[cell] = digit;
    return cells.join('');
};

const report = (fields) => ({
    status: 'SOLVED',
    puzzle: line({ 0: '7', 10: '2', 80: '5' }),
    box: '3x3',
    confidences: new Array(81).fill(1),
    repairs: [],
    error: null,
    ...fields,
});

test('the cells read with less than the threshold are the ones to check, in reading order', () => {
    const confidences = new Array(81).fill(0.99);
    confidences[10] = 0.4;
    confidences[3] = CHECK_BELOW - 0.01;
    confidences[50] = CHECK_BELOW;
    assert.deepEqual(cellsToCheck({ confidences }), [3, 10]);
    assert.deepEqual(cellsToCheck({ confidences }, 0.3), []);
    assert.deepEqual(cellsToCheck({}), []);
});

test('a clean reading says how many givens were read', () => {
    assert.equal(photoSummary(report({}), 'page.jpg'), 'Read a 9x9 puzzle with 3 givens from page.jpg.');
});

test('repairs and the cells to check are named as a person reads cells', () => {
    const confidences = new Array(81).fill(1);
    confidences[10] = 0.17;
    const text = photoSummary(report({ confidences, repairs: [{ cell: 'r2c2', read: '7', kept: '2' }] }), 'p.png');
    assert.equal(text, 'Read a 9x9 puzzle with 3 givens from p.png; repaired r2c2 (7 → 2); check the marked cells r2c2.');
});

test('a reading without one solution carries the reason, and no puzzle at all says why', () => {
    const several = report({ status: 'MULTIPLE', error: 'the puzzle read has several solutions' });
    assert.match(photoSummary(several, 'a.jpg'), /; the puzzle read has several solutions\.$/);
    const none = { status: 'INVALID', puzzle: null, error: 'no grid found: no ink outline' };
    assert.equal(photoSummary(none, 'b.jpg'), 'No puzzle read from b.jpg: no grid found: no ink outline');
});

test('a warning about another grid in the photo ends the summary', () => {
    const warning = 'the photo shows 2 grids: this one was read; the other, to its right, was not';
    const text = photoSummary(report({ warnings: [warning] }), 'two.jpg');
    assert.equal(text, `Read a 9x9 puzzle with 3 givens from two.jpg; ${warning}.`);
    assert.doesNotMatch(photoSummary(report({ warnings: [] }), 'one.jpg'), /grids/);
});

test('a solved reading with a warning is shown as information, not as a plain success', () => {
    assert.equal(photoKind(report({})), 'success');
    assert.equal(photoKind(report({ warnings: ['the photo shows 2 grids'] })), 'info');
    assert.equal(photoKind(report({ status: 'MULTIPLE', warnings: ['the photo shows 2 grids'] })), 'error');
    assert.equal(photoKind({ status: 'INVALID', puzzle: null }), 'error');
});

test('a solved reading with cells to check is shown as a warning, not as a success', () => {
    const confidences = new Array(81).fill(1);
    confidences[10] = 0.4;
    assert.equal(photoKind(report({ confidences })), 'warning');
    assert.equal(photoKind(report({ confidences, warnings: ['the photo shows 2 grids'] })), 'warning');
    assert.equal(photoKind(report({ confidences, status: 'MULTIPLE' })), 'error');
});

test('a photo over the limit is refused with both sizes in megabytes', () => {
    assert.equal(
        tooLargePhotoText('big.jpg', PHOTO_LIMIT_BYTES * 2),
        'big.jpg was not sent: it has 16.0 MB, the server reads photos up to 8.0 MB.',
    );
});
