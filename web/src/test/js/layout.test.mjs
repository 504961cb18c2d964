import { test } from 'node:test';
import assert from 'node:assert/strict';
import { regularLayout, prepareLayout, defaultBox, parseBox, SIZES } from '../../main/resources/public/layout.js';

test('default boxes follow the glossary: the largest R with R*R <= N', () => {
    const shapes = SIZES.map((size) => `${defaultBox(size).rows}x${defaultBox(size).cols}`);
    assert.deepEqual(shapes, ['2x2', '2x3', '2x4', '3x3', '3x4', '4x4', '5x5']);
    assert.deepEqual(parseBox('3x2', 6), { rows: 3, cols: 2 });
    assert.deepEqual(parseBox('4x4', 9), { rows: 3, cols: 3 });
});

test('every cell of a regular grid has three houses and 3N - R - C - 1 peers', () => {
    for (const size of SIZES) {
        const box = defaultBox(size);
        const layout = prepareLayout(regularLayout(size, box));
        for (let cell = 0; cell < size * size; cell++) {
            assert.equal(layout.cellHouses[cell].length, 3);
            assert.equal(layout.peers[cell].length, 3 * size - box.rows - box.cols - 1, `size ${size} cell ${cell}`);
            assert.ok(!layout.peers[cell].includes(cell));
        }
    }
});

test('thick lines are exactly the box borders', () => {
    for (const size of SIZES) {
        const box = defaultBox(size);
        const layout = prepareLayout(regularLayout(size, box));
        for (let cell = 0; cell < size * size; cell++) {
            const row = Math.floor(cell / size);
            const col = cell % size;
            assert.equal(layout.thickRight[cell], col < size - 1 && (col + 1) % box.cols === 0, `right of ${cell}`);
            assert.equal(layout.thickBottom[cell], row < size - 1 && (row + 1) % box.rows === 0, `below ${cell}`);
        }
    }
});

test('an irregular layout draws its borders from its regions, not from a box shape', () => {
    // 4x4 jigsaw: regions A A B B / A C B B / A C C D / C D D D (read by rows).
    const map = 'AABBACBBACCDCDDD';
    const regular = regularLayout(4);
    const regions = [...'ABCD'].map((name, i) => ({
        kind: 'region',
        name: `region ${i + 1}`,
        cells: [...map].flatMap((ch, cell) => (ch === name ? [cell] : [])),
    }));
    const layout = prepareLayout({ ...regular, houses: [...regular.houses.slice(0, 8), ...regions] });
    for (let cell = 0; cell < 16; cell++) {
        if (cell % 4 < 3) assert.equal(layout.thickRight[cell], map[cell] !== map[cell + 1], `right of ${cell}`);
        if (cell < 12) assert.equal(layout.thickBottom[cell], map[cell] !== map[cell + 4], `below ${cell}`);
    }
    assert.ok(layout.peers[1].includes(8), 'r1c2 and r3c1 share region A');
    assert.ok(!layout.peers[5].includes(8), 'r2c2 (region C) does not see r3c1');
});
