import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importHeadline, importSummary, tooLargeText } from '../../main/resources/public/imports/bank-import-text.js';

const stored = (line) => ({ file: 'f.txt', line, status: 'STORED', error: null });
const duplicate = (line) => ({ file: 'f.txt', line, status: 'DUPLICATE', error: null });

test('an import is summed up as stored, already in the bank and skipped, with the reasons', () => {
    const reports = [
        stored(1),
        duplicate(2),
        { file: 'f.txt', line: 3, status: 'INVALID', error: 'line 3: 4 cells, a 9x9 puzzle needs 81' },
        stored(4),
        { file: 'f.txt', line: 7, status: 'MULTIPLE', error: 'more than one solution: ratings assume exactly one' },
    ];
    assert.equal(importHeadline(reports), '2 stored, 1 already in the bank, 2 skipped');
    assert.equal(
        importSummary(reports),
        '2 stored, 1 already in the bank, 2 skipped: line 3: 4 cells, a 9x9 puzzle needs 81;'
            + ' line 7: more than one solution: ratings assume exactly one.',
    );
});

test('only the first few skipped entries are listed, then how many more', () => {
    const reports = [1, 2, 3, 4, 5, 6].map((line) => ({ line, status: 'NONE', error: null }));
    assert.equal(importSummary(reports), '6 skipped: line 1: no solution; line 2: no solution; line 3: no solution; and 3 more.');
    assert.equal(importSummary(reports, 5).endsWith('line 5: no solution; and 1 more.'), true);
});

test('counts that are zero are left out, and an empty file says so', () => {
    assert.equal(importSummary([stored(1), stored(2)]), '2 stored.');
    assert.equal(importSummary([duplicate(1)]), '1 already in the bank.');
    assert.equal(importSummary([]), 'No puzzles found in the file.');
    assert.equal(importSummary([{ line: 9, status: 'TIMEOUT', error: null }]), '1 skipped: line 9: not rated in time; send the file again.');
});

test('a file too large for one request is named with its size before anything is sent', () => {
    assert.equal(
        tooLargeText('big.txt', 70_000, 65_536),
        'big.txt is 69 KB; the bank takes up to 64 KB at a time. Split the file, or use "sudoku bank import".',
    );
});
