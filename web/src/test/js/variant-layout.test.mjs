// The variants' layouts: houses, peers, region borders and layers, checked as properties of the
// grids rather than against drawn-by-hand answers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { variantLayout, lineOfCanvas, canvasOfLine, canvasMarksOfLine, sumsByCage, SAMURAI_SIDE } from '../../main/resources/public/variant/variant-layout.js';
import * as model from '../../main/resources/public/grid-model.js';
import { conflictMessage } from '../../main/resources/public/report-text.js';
import { bit } from '../../main/resources/public/symbols.js';

// A jigsaw region map of 9x9 whose regions are not the boxes: the first two trade a cell.
const REGIONS = [
    'AAAABBCCC', 'AAABBBCCC', 'AABBBBCCC', 'DDDEEEFFF', 'DDDEEEFFF', 'DDDEEEFFF',
    'GGGHHHIII', 'GGGHHHIII', 'GGGHHHIII',
].join('');

function classesOf(layout, cell) {
    return layout.layers.flatMap((layer) => layer.classesOf(cell));
}

test('every house of every variant holds as many cells as there are digits, each once', () => {
    for (const words of ['x', 'windoku', 'jigsaw', 'jigsaw,x', 'samurai', 'oddeven']) {
        const layout = variantLayout({ words, regions: REGIONS, marks: 'oe.'.repeat(27) });
        for (const house of layout.houses) {
            assert.equal(new Set(house.cells).size, 9, `${words} ${house.name}`);
            assert.ok(house.cells.every((cell) => layout.covered[cell]), `${words} ${house.name} on the canvas`);
        }
    }
});

test('a jigsaw has thick borders exactly between cells of different regions', () => {
    const layout = variantLayout({ words: 'jigsaw', regions: REGIONS });
    for (let cell = 0; cell < 81; cell++) {
        if (cell % 9 < 8) assert.equal(layout.thickRight[cell], REGIONS[cell] !== REGIONS[cell + 1], `right of ${cell}`);
        if (cell < 72) assert.equal(layout.thickBottom[cell], REGIONS[cell] !== REGIONS[cell + 9], `below ${cell}`);
    }
    assert.equal(layout.houses.filter((h) => h.kind === 'box').length, 0);
});

test('X adds both diagonals to the peers and shades their 17 cells', () => {
    const layout = variantLayout({ words: 'x' });
    assert.ok(layout.peers[0].includes(80));
    assert.ok(layout.peers[8].includes(72));
    const shaded = [...Array(81).keys()].filter((cell) => classesOf(layout, cell).includes('diagonal'));
    assert.equal(shaded.length, 17);
    assert.ok(layout.layers.some((layer) => layer.draw));
});

test('samurai: 369 cells on a 21 x 21 canvas, a shared box one house, the corners blank', () => {
    const layout = variantLayout({ words: 'samurai' });
    assert.equal(layout.size, SAMURAI_SIDE);
    assert.equal(layout.digits, 9);
    assert.equal(layout.cells.length, 369);
    assert.equal(layout.houses.filter((h) => h.kind === 'box').length, 41);
    const corner = 6 * SAMURAI_SIDE + 6; // r7c7: top-left grid's box 9 and the centre's box 1
    assert.equal(layout.cellHouses[corner].length, 5); // two rows, two columns, one box
    for (let cell = 0; cell < SAMURAI_SIDE * SAMURAI_SIDE; cell++) {
        assert.equal(classesOf(layout, cell).includes('void'), !layout.covered[cell]);
    }
    assert.ok(classesOf(layout, 0).includes('edge-left') && classesOf(layout, 0).includes('edge-top'));
    assert.ok(classesOf(layout, 8).includes('edge-right')); // r1c9 has a blank r1c10 beside it
});

test('a line of the server reads onto the canvas and back', () => {
    for (const words of ['samurai', 'x']) {
        const layout = variantLayout({ words });
        const line = layout.cells.map((_, i) => (i % 4 ? '.' : String((i % 9) + 1))).join('');
        const values = canvasOfLine(layout, line);
        assert.equal(values.length, layout.size * layout.size);
        assert.equal(lineOfCanvas(layout, values), line);
    }
});

test('odd/even marks become odd and even classes of their cells', () => {
    const marks = 'o'.repeat(40) + '.' + 'e'.repeat(40);
    const layout = variantLayout({ words: 'oddeven', marks });
    assert.deepEqual(classesOf(layout, 0), ['odd']);
    assert.deepEqual(classesOf(layout, 40), []);
    assert.deepEqual(classesOf(layout, 80), ['even']);
});

test('a digit against its odd/even mark is a conflict of that cell, and never a seen candidate', () => {
    // Marks cycle odd, even, none over the cells; digits are drawn at random (seeded), one per cell.
    const marks = Array.from({ length: 81 }, (_, i) => 'oe.'[i % 3]).join('');
    const layout = variantLayout({ words: 'oddeven', marks });
    let seed = 25;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let round = 0; round < 50; round++) {
        const values = Array.from({ length: 81 }, () => (next() < 0.4 ? 1 + Math.floor(next() * 9) : 0));
        const board = model.boardFromGivens(9, values);
        const against = model.conflicts(board, layout).filter((c) => c.parity).map((c) => c.cells[0]);
        const expected = values
            .map((v, cell) => (v && ((marks[cell] === 'o' && v % 2 === 0) || (marks[cell] === 'e' && v % 2 === 1)) ? cell : -1))
            .filter((cell) => cell >= 0);
        assert.deepEqual(against, expected, `round ${round}`);
        const seen = model.seenCandidates(board, layout);
        for (let cell = 0; cell < 81; cell++) {
            for (let d = 1; d <= 9; d++) {
                if (!(seen[cell] & bit(d))) continue;
                if (marks[cell] === 'o') assert.equal(d % 2, 1, `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1} odd`);
                if (marks[cell] === 'e') assert.equal(d % 2, 0, `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1} even`);
            }
        }
    }
    const message = conflictMessage({ digit: 4, parity: 'odd', cells: [10] }, 9);
    assert.equal(message, '4 in r2c2, a cell marked odd');
});

test('a killer cage is a house of its own: its cells see each other, a digit twice in it is a conflict', () => {
    // Cages of two cells along each row ("AABBCCDD." repeated with new labels), the last cell in none.
    const labels = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    let next = 0;
    const cages = [];
    for (let r = 0; r < 9; r++) {
        for (let pair = 0; pair < 4; pair++) {
            const label = labels[next++];
            cages.push(label, label);
        }
        cages.push('.');
    }
    const map = cages.join('');
    const sums = [...new Set(map)].filter((l) => l !== '.').map((l, i) => `${l}=${3 + (i % 14)}`).join(' ');
    const layout = variantLayout({ words: 'killer', cages: map, sums });

    const cageHouses = layout.houses.filter((h) => h.kind === 'cage');
    assert.equal(cageHouses.length, 36);
    assert.ok(cageHouses.every((h) => h.cells.length === 2 && map[h.cells[0]] === map[h.cells[1]]));
    assert.equal(layout.cageSums.size, 36);
    assert.equal(layout.cageSums.get('A'), 3);
    // The sum sits in each cage's first cell, whose candidates are laid out below it: that cell alone is 'summed'.
    assert.deepEqual(classesOf(layout, 0), ['caged', 'summed']);
    assert.deepEqual(classesOf(layout, 1), ['caged']);
    assert.deepEqual(classesOf(layout, 8), []);
    const summed = [...map].flatMap((_, cell) => (classesOf(layout, cell).includes('summed') ? [cell] : []));
    assert.deepEqual(summed, [...layout.cageSums.keys()].map((cage) => map.indexOf(cage)).sort((a, b) => a - b));

    // Digits 1 and 2 in the two cells of cage A (r1c1, r1c2): no conflict; the same digit twice: one in cage A.
    const values = new Array(81).fill(0);
    values[0] = 1;
    values[1] = 2;
    assert.deepEqual(model.conflicts(model.boardFromGivens(9, values), layout), []);
    values[1] = 1;
    const found = model.conflicts(model.boardFromGivens(9, values), layout).map((c) => c.house);
    assert.ok(found.includes('cage A'), found.join(', '));
    assert.ok(!(model.seenCandidates(model.boardFromGivens(9, [5, ...new Array(80).fill(0)]), layout)[1] & bit(5)));
});

test('sums read as the server writes them, labels of any letter or digit', () => {
    const sums = sumsByCage(' A=12 b=7  9=45 ');
    assert.deepEqual([...sums.entries()], [['A', 12], ['b', 7], ['9', 45]]);
    assert.equal(sumsByCage(null).size, 0);
});

test("a samurai's candidate line lands on the canvas cells its lines name, nine characters a cell", () => {
    const layout = variantLayout({ words: 'samurai' });
    // Cell i of the server's order keeps the digits 1 + (i mod 9) and, when i is even, 9 too.
    const line = layout.cells
        .map((_, i) => [...'123456789'].map((ch, d) => (d === i % 9 || (i % 2 === 0 && d === 8) ? ch : '.')).join(''))
        .join('');
    const marks = canvasMarksOfLine(layout, line);
    assert.equal(marks.length, SAMURAI_SIDE * SAMURAI_SIDE);
    layout.cells.forEach((cell, i) => assert.equal(marks[cell], bit(1 + (i % 9)) | (i % 2 === 0 ? bit(9) : 0), `cell ${i}`));
    assert.ok(marks.every((mask, cell) => mask === 0 || layout.covered[cell]), 'the blank corners stay empty');
    assert.ok(canvasMarksOfLine(layout, line.slice(1)).every((mask) => mask === 0), 'a line of the wrong length is no position');
});
