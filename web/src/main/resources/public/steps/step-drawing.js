// A step turned into drawing data, in board units (one cell = 1 x 1, origin top-left): which
// cells are tinted, which candidates are marked with which role, and the chain's arrows with
// their coordinates. No colours here: roles are names, and style.css maps each role to a colour.

import { movesOf } from './replay.js';
export { boardAfterStep, replayAll } from './replay.js';
import { cellIndex, digitOf } from '../symbols.js';
import { candidateGrid } from '../layout.js';

export const ROLES = ['defining', 'eliminated', 'placed', 'fin', 'endo_fin', 'pivot', 'pincer', 'strong_link', 'weak_link'];

// When a candidate carries several roles, the one that says what happens to it wins.
const PRIORITY = ['eliminated', 'placed', 'fin', 'endo_fin', 'pivot', 'pincer', 'defining', 'strong_link', 'weak_link'];

/** Centre of candidate `digit` of `cell`, in board units. */
export function candidateCenter(cell, digit, layout) {
    const { rows, cols } = candidateGrid(layout);
    const index = digit - 1;
    const row = Math.floor(cell / layout.size) + (Math.floor(index / cols) + 0.5) / rows;
    const col = (cell % layout.size) + ((index % cols) + 0.5) / cols;
    return { x: col, y: row };
}

/** The drawing of one step: { cells, candidates, arrows, text }. */
export function drawStep(step, layout) {
    const size = layout.size;
    const cellRoles = new Map();
    const candidateRoles = new Map();
    const mark = (cell, digit, role) => {
        const key = cell * 64 + digit;
        const current = candidateRoles.get(key);
        if (!current || PRIORITY.indexOf(role) < PRIORITY.indexOf(current.role)) {
            candidateRoles.set(key, { cell, digit, role });
        }
    };
    for (const highlight of step?.highlights ?? []) {
        const cell = cellIndex(highlight.cell, size);
        if (cell < 0 || !ROLES.includes(highlight.role)) continue;
        const digit = highlight.digit == null ? 0 : digitOf(String(highlight.digit), size);
        if (digit) mark(cell, digit, highlight.role);
        else if (!cellRoles.has(cell)) cellRoles.set(cell, highlight.role);
    }
    const { placements, eliminations } = movesOf(step, size);
    for (const { cell, digit } of eliminations) mark(cell, digit, 'eliminated');
    for (const { cell, digit } of placements) mark(cell, digit, 'placed');

    return {
        cells: [...cellRoles].map(([cell, role]) => ({ cell, role })),
        candidates: [...candidateRoles.values()],
        arrows: (step?.links ?? []).map((link) => arrowOf(link, layout)).filter(Boolean),
        text: step?.text ?? '',
    };
}

/**
 * An arrow from one chain node to the next: from the middle of the node's candidates (a group
 * node of several cells starts from its middle), shortened to stop at the candidates' edge, and
 * bent a little so that arrows along a row do not run over the candidates between their ends.
 */
export function arrowOf(link, layout) {
    const from = nodeCenter(link.from, layout);
    const to = nodeCenter(link.to, layout);
    if (!from || !to) return null;
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    const length = Math.hypot(dx, dy);
    if (length < 1e-9) return null;
    const { rows, cols } = candidateGrid(layout);
    const radius = 0.45 / Math.max(rows, cols);
    const ux = dx / length;
    const uy = dy / length;
    const x1 = from.x + ux * radius;
    const y1 = from.y + uy * radius;
    const x2 = to.x - ux * radius;
    const y2 = to.y - uy * radius;
    const bend = Math.min(0.5, length * 0.15);
    const cx = (x1 + x2) / 2 - uy * bend;
    const cy = (y1 + y2) / 2 + ux * bend;
    return { x1, y1, x2, y2, cx, cy, strong: Boolean(link.strong) };
}

function nodeCenter(node, layout) {
    const digit = digitOf(String(node?.digit ?? ''), layout.size);
    const cells = (node?.cells ?? []).map((name) => cellIndex(name, layout.size)).filter((c) => c >= 0);
    if (!cells.length) return null;
    const points = cells.map((cell) =>
        digit ? candidateCenter(cell, digit, layout) : { x: (cell % layout.size) + 0.5, y: Math.floor(cell / layout.size) + 0.5 },
    );
    return {
        x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
        y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
    };
}
