import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seeded } from './seeded-random.mjs';
import { startHistory, record, undo, redo, canUndo, canRedo } from '../../main/resources/public/history.js';
import { emptyBoard, place, toggleMark, clear } from '../../main/resources/public/grid-model.js';

const SEED = 7;

function randomEdit(random, board) {
    const cell = random.int(81);
    const digit = 1 + random.int(9);
    switch (random.int(3)) {
        case 0:
            return place(board, cell, digit);
        case 1:
            return toggleMark(board, cell, digit);
        default:
            return clear(board, cell);
    }
}

test(`undoing n random edits returns the start, and redoing them returns the end (seed ${SEED})`, () => {
    const random = seeded(SEED);
    for (let round = 0; round < 50; round++) {
        const start = emptyBoard(9);
        let history = startHistory(start);
        const edits = 1 + random.int(60);
        for (let i = 0; i < edits; i++) history = record(history, randomEdit(random, history.present));
        const end = history.present;
        const recorded = history.past.length;
        for (let i = 0; i < recorded; i++) history = undo(history);
        assert.equal(history.present, start);
        assert.ok(!canUndo(history));
        for (let i = 0; i < recorded; i++) history = redo(history);
        assert.equal(history.present, end);
        assert.ok(!canRedo(history));
    }
});

test('an edit after undo drops the redo branch', () => {
    let history = startHistory(emptyBoard(4));
    history = record(history, place(history.present, 0, 1));
    history = record(history, place(history.present, 1, 2));
    history = undo(history);
    assert.ok(canRedo(history));
    history = record(history, place(history.present, 2, 3));
    assert.ok(!canRedo(history));
    assert.equal(history.present.values[1], 0);
    assert.equal(history.present.values[2], 3);
});

test('an unchanged board is not recorded, and undo at the start does nothing', () => {
    const history = startHistory(emptyBoard(4));
    assert.equal(record(history, history.present), history);
    assert.equal(undo(history), history);
    assert.equal(redo(history), history);
});
