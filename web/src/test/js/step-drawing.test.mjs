import { test } from 'node:test';
import assert from 'node:assert/strict';
import { regularLayout, prepareLayout, defaultBox, SIZES } from '../../main/resources/public/layout.js';
import { candidateCenter, drawStep, arrowOf } from '../../main/resources/public/steps/step-drawing.js';

const layout9 = prepareLayout(regularLayout(9));

test('candidates sit inside their cell, each digit at its own place, 1 top-left and N bottom-right', () => {
    for (const size of SIZES) {
        const layout = prepareLayout(regularLayout(size, defaultBox(size)));
        for (const cell of [0, size + 1, size * size - 1]) {
            const row = Math.floor(cell / size);
            const col = cell % size;
            const points = [];
            for (let d = 1; d <= size; d++) {
                const p = candidateCenter(cell, d, layout);
                assert.ok(p.x > col && p.x < col + 1 && p.y > row && p.y < row + 1, `size ${size} digit ${d}`);
                points.push(`${p.x.toFixed(4)},${p.y.toFixed(4)}`);
            }
            assert.equal(new Set(points).size, size, 'no two digits share a place');
            const first = candidateCenter(cell, 1, layout);
            const last = candidateCenter(cell, size, layout);
            assert.ok(first.x < col + 0.5 && first.y < row + 0.5, 'first digit top-left');
            assert.ok(last.x > col + 0.5 && last.y > row + 0.5, 'last digit bottom-right');
        }
    }
    const sixteen = prepareLayout(regularLayout(16));
    assert.deepEqual(candidateCenter(0, 5, sixteen), { x: 0.125, y: 0.375 }, '16x16: digit 5 opens the second of four rows');
});

test('an elimination is drawn as eliminated even when a highlight names the same candidate', () => {
    const drawing = drawStep(
        {
            text: 'X-Wing',
            placements: ['r2c5=1'],
            eliminations: ['r3c4<>5'],
            highlights: [
                { cell: 'r3c4', digit: '5', role: 'defining' },
                { cell: 'r2c3', digit: '5', role: 'defining' },
                { cell: 'r1c1', digit: null, role: 'pivot' },
                { cell: 'r1c2', digit: '3', role: 'no-such-role' },
            ],
            links: [],
        },
        layout9,
    );
    const roleOf = (cell, digit) => drawing.candidates.find((c) => c.cell === cell && c.digit === digit)?.role;
    assert.equal(roleOf(21, 5), 'eliminated');
    assert.equal(roleOf(11, 5), 'defining');
    assert.equal(roleOf(13, 1), 'placed');
    assert.equal(roleOf(1, 3), undefined, 'unknown roles are not drawn');
    assert.deepEqual(drawing.cells, [{ cell: 0, role: 'pivot' }]);
    assert.equal(drawing.text, 'X-Wing');
});

test('an arrow runs from candidate to candidate, stopping short of both, and groups start from their middle', () => {
    const link = { from: { cells: ['r2c3'], digit: '5' }, to: { cells: ['r7c3'], digit: '5' }, strong: true };
    const arrow = arrowOf(link, layout9);
    const from = candidateCenter(11, 5, layout9);
    const to = candidateCenter(56, 5, layout9);
    assert.ok(arrow.strong);
    assert.ok(Math.abs(arrow.x1 - from.x) < 1e-9 && arrow.y1 > from.y && arrow.y1 - from.y < 0.2);
    assert.ok(Math.abs(arrow.x2 - to.x) < 1e-9 && arrow.y2 < to.y && to.y - arrow.y2 < 0.2);

    const group = arrowOf({ from: { cells: ['r1c1', 'r1c2', 'r1c3'], digit: '4' }, to: { cells: ['r5c2'], digit: '4' }, strong: false }, layout9);
    const middle = candidateCenter(1, 4, layout9);
    assert.ok(Math.abs(group.x1 - middle.x) < 1e-9, 'a group of three starts above its middle cell');
    assert.equal(group.strong, false);
    assert.equal(arrowOf({ from: { cells: ['r1c1'], digit: '4' }, to: { cells: ['r1c1'], digit: '4' } }, layout9), null);
});

test('the curve\'s control point lies to one side of the straight line, by a bounded amount', () => {
    for (const [a, b] of [['r1c1', 'r1c9'], ['r1c1', 'r9c1'], ['r2c2', 'r8c7']]) {
        const arrow = arrowOf({ from: { cells: [a], digit: '1' }, to: { cells: [b], digit: '9' }, strong: true }, layout9);
        const mx = (arrow.x1 + arrow.x2) / 2;
        const my = (arrow.y1 + arrow.y2) / 2;
        const bend = Math.hypot(arrow.cx - mx, arrow.cy - my);
        assert.ok(bend > 0 && bend <= 0.5 + 1e-9, `${a}-${b} bends ${bend}`);
    }
});
