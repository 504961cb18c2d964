// A variant's grid as the page draws and checks it: its houses on a canvas (N x N, or samurai's
// 21 x 21 with blank corners) prepared as a classic layout is (peers, region borders), with the
// variant's layers and the map between the canvas and the cell order the server writes.
// Cells on the canvas are row * side + col, as on a classic board, so every panel works unchanged.

import { prepareLayout, defaultBox, boxText } from '../layout.js';
import { writeCandidateLine } from '../steps/candidate-line.js';
import { digitOf, isBlank, symbolOf } from '../symbols.js';
import { variantLayers } from './layers.js';

export const SAMURAI_SIDE = 21;
// The five grids' top-left corners on the canvas, in the order the server lists them.
const SAMURAI_GRIDS = [
    ['top-left', 0, 0],
    ['top-right', 0, 12],
    ['centre', 6, 6],
    ['bottom-left', 12, 0],
    ['bottom-right', 12, 12],
];

/**
 * The layout of a variant: `words` as the chooser and the server name it ("jigsaw,x"), the side N
 * (9 for samurai's grids), a jigsaw's region map, odd/even marks, a killer's cage map and
 * consecutive bars as one character per cell, and a killer's sums as the server writes them
 * ("A=12 B=7"). A cage is a house of its own here (no digit twice in it), so conflicts and
 * automatic candidates follow it.
 */
export function variantLayout({ words, size = 9, regions = null, marks = null, cages = null, sums = null, bars = null }) {
    const variants = new Set(words.split(','));
    const samurai = variants.has('samurai');
    const side = samurai ? SAMURAI_SIDE : size;
    const box = samurai ? { rows: 3, cols: 3 } : defaultBox(size);
    const houses = samurai ? samuraiHouses() : gridHouses(variants, size, box, regions);
    if (cages) houses.push(...cageHouses(cages));
    const cells = samurai ? samuraiCells() : range(size * size);
    const covered = new Array(side * side).fill(false);
    cells.forEach((cell) => (covered[cell] = true));
    const prepared = prepareLayout({ size: side, box: boxText(box), houses });
    const parity = marks ? parityOf(cells, marks, side) : null;
    const layout = {
        ...prepared, box, boxText: boxText(box), digits: size, variant: words, cells, covered, marks, parity,
        cages, cageSums: cages ? sumsByCage(sums) : null, bars,
    };
    return { ...layout, layers: variantLayers(layout) };
}

/** The server's line (one character per cell, in cell order) of a board's canvas values. */
export function lineOfCanvas(layout, values) {
    return layout.cells.map((cell) => (values[cell] ? symbolOf(values[cell]) : '.')).join('');
}

/** The canvas values of a line the server wrote (a puzzle or a solution). */
export function canvasOfLine(layout, line) {
    const values = new Array(layout.size * layout.size).fill(0);
    layout.cells.forEach((cell, i) => (values[cell] = isBlank(line[i]) ? 0 : digitOf(line[i], layout.digits)));
    return values;
}

/**
 * The canvas candidate masks of a candidate line the server wrote: N characters a cell in its cell order,
 * a digit's symbol where it is a candidate. All zero when the line does not fit the layout.
 */
export function canvasMarksOfLine(layout, line) {
    const marks = new Array(layout.size * layout.size).fill(0);
    const n = layout.digits;
    if (typeof line !== 'string' || line.length !== layout.cells.length * n) return marks;
    layout.cells.forEach((cell, i) => {
        for (let d = 1; d <= n; d++) if (!isBlank(line[i * n + d - 1])) marks[cell] |= 1 << (d - 1);
    });
    return marks;
}

/**
 * The player's position as the variant hint reads it, in the server's cell order: `position` a
 * candidate line (N characters a cell, a placed cell shows its digit alone), `values` the placed
 * digits, so that a cell with one candidate left is told from a placed one.
 */
export function positionOf(layout, values, cands) {
    const cellValues = layout.cells.map((cell) => values[cell]);
    const cellMasks = layout.cells.map((cell) => cands[cell]);
    return { position: writeCandidateLine(cellValues, cellMasks, layout.digits), values: lineOfCanvas(layout, values) };
}

/** Odd/even marks (one per cell, in the server's order) as each canvas cell's 'odd', 'even' or null. */
function parityOf(cells, marks, side) {
    const parity = new Array(side * side).fill(null);
    cells.forEach((cell, i) => {
        if (marks[i] === 'o' || marks[i] === 'e') parity[cell] = marks[i] === 'o' ? 'odd' : 'even';
    });
    return parity;
}

/** A killer's cages (one label per cell, '.' for none) as houses named by their label. */
function cageHouses(cages) {
    const labels = [...new Set(cages)].filter((label) => label !== '.');
    return labels.map((label) => house('cage', `cage ${label}`, range(cages.length).filter((cell) => cages[cell] === label)));
}

/** "A=12 B=7" as a map from cage label to sum. */
export function sumsByCage(sums) {
    const byCage = new Map();
    for (const pair of (sums ?? '').trim().split(/\s+/)) {
        const [label, sum] = pair.split('=');
        if (label && sum) byCage.set(label, Number(sum));
    }
    return byCage;
}

function gridHouses(variants, size, box, regions) {
    const houses = [];
    for (let r = 0; r < size; r++) houses.push(house('row', `row ${r + 1}`, range(size).map((c) => r * size + c)));
    for (let c = 0; c < size; c++) houses.push(house('column', `column ${c + 1}`, range(size).map((r) => r * size + c)));
    if (variants.has('jigsaw')) {
        const labels = [...new Set(regions)];
        for (const label of labels) {
            houses.push(house('region', `region ${label}`, range(size * size).filter((cell) => regions[cell] === label)));
        }
    } else {
        houses.push(...boxes(size, box, 0, 0, size, 'box'));
    }
    if (variants.has('x')) {
        houses.push(house('diagonal', 'main diagonal', range(size).map((i) => i * size + i)));
        houses.push(house('diagonal', 'anti-diagonal', range(size).map((i) => i * size + size - 1 - i)));
    }
    if (variants.has('windoku')) houses.push(...windows(size, box.rows));
    return houses;
}

/** Boxes of a square of `size` cells whose top-left corner is (top, left) on a canvas of `side`. */
function boxes(size, box, top, left, side, name) {
    const found = [];
    const stacks = size / box.cols;
    for (let b = 0; b < size; b++) {
        const y = top + Math.floor(b / stacks) * box.rows;
        const x = left + (b % stacks) * box.cols;
        const cells = range(size).map((i) => (y + Math.floor(i / box.cols)) * side + x + (i % box.cols));
        found.push(house('box', `${name} ${b + 1}`, cells));
    }
    return found;
}

/** Windoku's windows: b x b squares one cell in from the box corners, N = b * b. */
function windows(size, b) {
    const found = [];
    for (let down = 0; down < b - 1; down++) {
        for (let across = 0; across < b - 1; across++) {
            const top = 1 + down * (b + 1);
            const left = 1 + across * (b + 1);
            const cells = range(size).map((i) => (top + Math.floor(i / b)) * size + left + (i % b));
            found.push(house('window', `window ${found.length + 1}`, cells));
        }
    }
    return found;
}

/** Each grid's rows, columns and boxes; a box two grids share is one house. */
function samuraiHouses() {
    const side = SAMURAI_SIDE;
    const houses = [];
    const seen = new Set();
    for (const [name, top, left] of SAMURAI_GRIDS) {
        for (let i = 0; i < 9; i++) {
            houses.push(house('row', `${name} row ${i + 1}`, range(9).map((j) => (top + i) * side + left + j)));
            houses.push(house('column', `${name} column ${i + 1}`, range(9).map((j) => (top + j) * side + left + i)));
        }
        for (const box of boxes(9, { rows: 3, cols: 3 }, top, left, side, `${name} box`)) {
            const key = [...box.cells].sort((a, b) => a - b).join(',');
            if (!seen.has(key)) houses.push(box);
            seen.add(key);
        }
    }
    return houses;
}

/** The canvas positions the five grids cover, in reading order: the server's cell order. */
function samuraiCells() {
    const covered = new Set();
    for (const [, top, left] of SAMURAI_GRIDS) {
        for (let r = 0; r < 9; r++) for (let c = 0; c < 9; c++) covered.add((top + r) * SAMURAI_SIDE + left + c);
    }
    return [...covered].sort((a, b) => a - b);
}

function house(kind, name, cells) {
    return { kind, name, cells };
}

function range(n) {
    return Array.from({ length: n }, (_, i) => i);
}
