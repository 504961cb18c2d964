import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildScene, cellLabel } from '../../main/resources/public/scene.js';
import { regularLayout, prepareLayout } from '../../main/resources/public/layout.js';
import { bit } from '../../main/resources/public/symbols.js';
import { ORIGIN } from '../../main/resources/public/grid-model.js';

const layout = prepareLayout(regularLayout(9));

test('cells are labelled for screen readers with position, content and candidates', () => {
    assert.equal(cellLabel(24, 9, 'empty', 0, [2, 5, 8]), 'row 3, column 7, empty, candidates 2 5 8');
    assert.equal(cellLabel(1, 9, 'given', 5, []), 'row 1, column 2, given 5');
    assert.equal(cellLabel(1, 9, 'placed', 5, [], { conflict: true }), 'row 1, column 2, placed 5, repeated digit');
});

test('a scene marks the selection, its peers and the cells holding the same digit', () => {
    const values = new Array(81).fill(0);
    const origin = new Array(81).fill(ORIGIN.NONE);
    values[0] = 5;
    origin[0] = ORIGIN.GIVEN;
    values[80] = 5;
    origin[80] = ORIGIN.PLAYER;
    const cands = new Array(81).fill(0);
    cands[40] = bit(1) | bit(9);
    const scene = buildScene({ layout, values, origin, cands, selected: 0, flags: { wrong: new Set([80]) } });
    assert.equal(scene[0].kind, 'given');
    assert.ok(scene[0].flags.selected);
    assert.ok(scene[8].flags.peer && !scene[40].flags.peer);
    assert.ok(scene[80].flags.same && scene[80].flags.wrong);
    assert.deepEqual(scene[40].candidates.map((c) => c.digit), [1, 9]);
    assert.equal(scene[80].label, 'row 9, column 9, placed 5, wrong');
});

test('a step\'s marks stay visible even on candidates the shown position lacks', () => {
    const values = new Array(81).fill(0);
    const scene = buildScene({
        layout,
        values,
        origin: new Array(81).fill(0),
        cands: new Array(81).fill(0),
        drawing: { cells: [{ cell: 3, role: 'pivot' }], candidates: [{ cell: 2, digit: 4, role: 'placed' }], arrows: [] },
    });
    assert.deepEqual(scene[2].candidates, [{ digit: 4, symbol: '4', role: 'placed' }]);
    assert.equal(scene[3].role, 'pivot');
});
