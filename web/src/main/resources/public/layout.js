// The grid's shape, read from the houses the server describes (GET /api/layout), so that
// irregular regions, diagonals or cages extend the page without touching the drawing code.
// Everything here is derived once per layout and then only read.

import { symbolsFor } from './symbols.js';

export const SIZES = [4, 6, 8, 9, 12, 16, 25];

/** The default box shape for a side: R = the largest divisor of N with R*R <= N (6 -> 2x3). */
export function defaultBox(size) {
    let rows = 1;
    for (let r = 1; r * r <= size; r++) {
        if (size % r === 0) rows = r;
    }
    return { rows, cols: size / rows };
}

export function parseBox(text, size) {
    const match = /^(\d+)x(\d+)$/i.exec(String(text ?? '').trim());
    if (!match) return defaultBox(size);
    const rows = Number(match[1]);
    const cols = Number(match[2]);
    return rows * cols === size ? { rows, cols } : defaultBox(size);
}

export function boxText(box) {
    return `${box.rows}x${box.cols}`;
}

/**
 * Where candidates sit inside a cell: a sub-grid shaped like a box (3x3 for 9x9, 4x4 for 16x16,
 * 2 rows of 3 for 6x6), digit 1 top-left, row by row, so a digit is always found at one place.
 */
export function candidateGrid(layout) {
    return { rows: layout.box.rows, cols: layout.box.cols };
}

/**
 * The answer the server gives for a regular grid, built here too: the tests use it, and the page
 * draws with it while the server cannot be reached.
 */
export function regularLayout(size, box = defaultBox(size)) {
    const houses = [];
    for (let r = 0; r < size; r++) {
        houses.push({ kind: 'row', name: `row ${r + 1}`, cells: range(size).map((c) => r * size + c) });
    }
    for (let c = 0; c < size; c++) {
        houses.push({ kind: 'column', name: `column ${c + 1}`, cells: range(size).map((r) => r * size + c) });
    }
    const stacks = size / box.cols;
    for (let b = 0; b < size; b++) {
        const top = Math.floor(b / stacks) * box.rows;
        const left = (b % stacks) * box.cols;
        const cells = [];
        for (let r = 0; r < box.rows; r++) {
            for (let c = 0; c < box.cols; c++) cells.push((top + r) * size + left + c);
        }
        houses.push({ kind: 'box', name: `box ${b + 1}`, cells });
    }
    return { size, box: boxText(box), symbols: symbolsFor(size), houses };
}

/**
 * Derives what drawing and checking need from the server's layout answer: each cell's houses
 * and peers, the region (box or irregular region) each cell belongs to, and which cell edges
 * are thick because they separate two regions.
 */
export function prepareLayout(answer) {
    const size = answer.size;
    const count = size * size;
    const box = parseBox(answer.box, size);
    const houses = answer.houses.map((h) => ({ kind: h.kind, name: h.name, cells: h.cells.slice() }));
    const cellHouses = Array.from({ length: count }, () => []);
    houses.forEach((house, h) => house.cells.forEach((cell) => cellHouses[cell].push(h)));

    const peerSets = Array.from({ length: count }, () => new Set());
    for (const house of houses) {
        for (const cell of house.cells) {
            for (const other of house.cells) if (other !== cell) peerSets[cell].add(other);
        }
    }
    const peers = peerSets.map((set) => [...set].sort((a, b) => a - b));

    // Boxes and irregular regions tile the grid; their borders are the thick lines.
    const region = new Array(count).fill(-1);
    houses.forEach((house, h) => {
        if (house.kind === 'box' || house.kind === 'region') house.cells.forEach((cell) => (region[cell] = h));
    });
    const thickRight = new Array(count).fill(false);
    const thickBottom = new Array(count).fill(false);
    for (let cell = 0; cell < count; cell++) {
        const col = cell % size;
        const row = Math.floor(cell / size);
        if (col < size - 1) thickRight[cell] = region[cell] !== region[cell + 1];
        if (row < size - 1) thickBottom[cell] = region[cell] !== region[cell + size];
    }
    return {
        size,
        box,
        boxText: boxText(box),
        symbols: answer.symbols ?? symbolsFor(size),
        houses,
        cellHouses,
        peers,
        region,
        thickRight,
        thickBottom,
    };
}

function range(n) {
    return Array.from({ length: n }, (_, i) => i);
}
