// What a variant draws over its cells, as a list of layers the board view paints: each layer
// names the classes it gives each canvas cell (shading, marks, the blank corners' edges) and may
// draw into the board's layer picture, an SVG in board units (1 = one cell). A killer's cages
// (dashed outlines, sums in a corner) or consecutive bars are one more layer each.

import { svgEl } from '../dom.js';

/** The layers of a prepared variant layout: { name, classesOf(cell), draw?(svg) }. */
export function variantLayers(layout) {
    const layers = [];
    const diagonal = cellsOfKind(layout, 'diagonal');
    if (diagonal.size) layers.push(diagonalLayer(layout, diagonal));
    const windowCells = cellsOfKind(layout, 'window');
    if (windowCells.size) layers.push(classLayer('windows', (cell) => (windowCells.has(cell) ? ['window'] : [])));
    if (layout.marks) layers.push(parityLayer(layout));
    if (layout.covered.some((on) => !on)) layers.push(blankLayer(layout));
    if (layout.cages) layers.push(cageLayer(layout));
    if (layout.bars) layers.push(barLayer(layout));
    return layers;
}

function classLayer(name, classesOf, draw = null) {
    return draw ? { name, classesOf, draw } : { name, classesOf };
}

/** X: the diagonals' cells shaded, and a line through each so the shading reads as a house. */
function diagonalLayer(layout, cells) {
    const n = layout.size;
    return classLayer(
        'diagonals',
        (cell) => (cells.has(cell) ? ['diagonal'] : []),
        (svg) => {
            svg.append(svgEl('line', { class: 'diagonal-line', x1: 0, y1: 0, x2: n, y2: n }));
            svg.append(svgEl('line', { class: 'diagonal-line', x1: n, y1: 0, x2: 0, y2: n }));
        },
    );
}

/** Odd/even: a grey circle behind an odd cell's digit, a grey square behind an even one's. */
function parityLayer(layout) {
    return classLayer('parity', (cell) => (layout.parity[cell] ? [layout.parity[cell]] : []));
}

// How far a cage's dashed outline sits inside its cells, in cells.
const CAGE_INSET = 0.08;

/**
 * Killer: each cage outlined by a dashed line just inside its cells, its sum small in the corner of
 * its first cell (reading order). A side is drawn where the neighbour is in another cage (or none),
 * and runs on to the cell's edge where the cell beside it along that side is in the same cage. The
 * cell holding a sum is classed `summed`: its candidates are laid out below the sum, not under it.
 */
function cageLayer(layout) {
    const n = layout.size;
    const cages = layout.cages;
    const same = (cell, row, col) => row >= 0 && col >= 0 && row < n && col < n && cages[row * n + col] === cages[cell];
    const summedCells = new Set();
    for (const cage of layout.cageSums.keys()) {
        const first = [...cages].indexOf(cage);
        if (first >= 0) summedCells.add(first);
    }
    const classesOf = (cell) => (cages[cell] === '.' ? [] : summedCells.has(cell) ? ['caged', 'summed'] : ['caged']);
    return classLayer('cages', classesOf, (svg) => {
        const summed = new Set();
        for (let cell = 0; cell < n * n; cell++) {
            if (cages[cell] === '.') continue;
            const r = Math.floor(cell / n);
            const c = cell % n;
            const lo = (open) => (open ? 0 : CAGE_INSET);
            const line = (x1, y1, x2, y2) => svg.append(svgEl('line', { class: 'cage-line', x1, y1, x2, y2 }));
            const left = same(cell, r, c - 1);
            const right = same(cell, r, c + 1);
            const up = same(cell, r - 1, c);
            const down = same(cell, r + 1, c);
            if (!up) line(c + lo(left), r + CAGE_INSET, c + 1 - lo(right), r + CAGE_INSET);
            if (!down) line(c + lo(left), r + 1 - CAGE_INSET, c + 1 - lo(right), r + 1 - CAGE_INSET);
            if (!left) line(c + CAGE_INSET, r + lo(up), c + CAGE_INSET, r + 1 - lo(down));
            if (!right) line(c + 1 - CAGE_INSET, r + lo(up), c + 1 - CAGE_INSET, r + 1 - lo(down));
            if (!summed.has(cages[cell]) && layout.cageSums.has(cages[cell])) {
                summed.add(cages[cell]);
                const text = svgEl('text', { class: 'cage-sum', x: c + 0.12, y: r + 0.3 });
                text.textContent = String(layout.cageSums.get(cages[cell]));
                svg.append(text);
            }
        }
    });
}

/** Consecutive: a bar across the border of two side-neighbours whose digits differ by 1. */
function barLayer(layout) {
    const n = layout.size;
    return classLayer('bars', () => [], (svg) => {
        for (let cell = 0; cell < n * n; cell++) {
            const code = layout.bars[cell];
            const r = Math.floor(cell / n);
            const c = cell % n;
            if (code === 'r' || code === 'b') svg.append(svgEl('rect', { class: 'bar', x: c + 0.93, y: r + 0.3, width: 0.14, height: 0.4 }));
            if (code === 'd' || code === 'b') svg.append(svgEl('rect', { class: 'bar', x: c + 0.3, y: r + 0.93, width: 0.4, height: 0.14 }));
        }
    });
}

/**
 * A canvas with blank parts (samurai's corners): blank cells are not drawn, and a cell beside a
 * blank one or the canvas edge gets the thick edge the board's frame would otherwise give.
 */
function blankLayer(layout) {
    const n = layout.size;
    const inside = (row, col) => row >= 0 && col >= 0 && row < n && col < n && layout.covered[row * n + col];
    return classLayer('blank corners', (cell) => {
        const row = Math.floor(cell / n);
        const col = cell % n;
        if (!layout.covered[cell]) return ['void'];
        const edges = [];
        if (!inside(row, col - 1)) edges.push('edge-left');
        if (!inside(row - 1, col)) edges.push('edge-top');
        if (!inside(row, col + 1)) edges.push('edge-right');
        if (!inside(row + 1, col)) edges.push('edge-bottom');
        return edges;
    });
}

function cellsOfKind(layout, kind) {
    return new Set(layout.houses.filter((h) => h.kind === kind).flatMap((h) => h.cells));
}
