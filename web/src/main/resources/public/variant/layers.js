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
