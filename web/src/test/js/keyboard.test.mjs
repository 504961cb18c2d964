import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seeded } from './seeded-random.mjs';
import { keyAction, moveCell } from '../../main/resources/public/keyboard.js';
import { SIZES } from '../../main/resources/public/layout.js';

test('digits place, Shift+digit toggles a candidate, letters count from 10 on larger grids', () => {
    assert.deepEqual(keyAction({ key: '5' }, 9), { type: 'place', digit: 5 });
    assert.deepEqual(keyAction({ key: '%', code: 'Digit5', shiftKey: true }, 9), { type: 'toggle', digit: 5 });
    assert.deepEqual(keyAction({ key: 'g' }, 16), { type: 'place', digit: 16 });
    assert.deepEqual(keyAction({ key: 'G', shiftKey: true, code: 'KeyG' }, 16), { type: 'toggle', digit: 16 });
    assert.deepEqual(keyAction({ key: 'P' }, 25), { type: 'place', digit: 25 }, 'Caps Lock letters place too');
});

test('keys that are not digits of the size are invalid numbers; other keys are left to the browser', () => {
    assert.deepEqual(keyAction({ key: '7' }, 6), { type: 'invalid', key: '7' });
    assert.deepEqual(keyAction({ key: '0' }, 9), { type: 'invalid', key: '0' });
    assert.deepEqual(keyAction({ key: 'h' }, 16), { type: 'invalid', key: 'h' });
    assert.equal(keyAction({ key: 'v', ctrlKey: true }, 9), null, 'Ctrl+V still pastes');
    assert.equal(keyAction({ key: 'F5' }, 9), null);
    assert.equal(keyAction({ key: ',' }, 9), null);
});

test('undo and redo on Ctrl+Z, Ctrl+Y and Ctrl+Shift+Z', () => {
    assert.deepEqual(keyAction({ key: 'z', ctrlKey: true }, 9), { type: 'undo' });
    assert.deepEqual(keyAction({ key: 'y', ctrlKey: true }, 9), { type: 'redo' });
    assert.deepEqual(keyAction({ key: 'Z', metaKey: true, shiftKey: true }, 9), { type: 'redo' });
});

test(`arrows wrap at the edges: size moves in one direction return to the start (seed 11)`, () => {
    const random = seeded(11);
    for (const size of SIZES) {
        for (let round = 0; round < 20; round++) {
            const start = random.int(size * size);
            for (const [dr, dc] of [[0, 1], [0, -1], [1, 0], [-1, 0]]) {
                let cell = start;
                const seen = new Set();
                for (let i = 0; i < size; i++) {
                    cell = moveCell(cell, dr, dc, size);
                    seen.add(cell);
                    if (dr === 0) assert.equal(Math.floor(cell / size), Math.floor(start / size), 'stays in its row');
                    else assert.equal(cell % size, start % size, 'stays in its column');
                }
                assert.equal(cell, start);
                assert.equal(seen.size, size, 'visits every cell of the line');
            }
        }
    }
    assert.equal(moveCell(8, 0, 1, 9), 0, 'right of r1c9 is r1c1');
    assert.equal(moveCell(0, -1, 0, 9), 72, 'above r1c1 is r9c1');
});

test('Tab is left to the browser, so the board is one stop in the page tab order', () => {
    assert.equal(keyAction({ key: 'Tab' }, 9), null);
    assert.equal(keyAction({ key: 'Tab', shiftKey: true }, 9), null);
});
