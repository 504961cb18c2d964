// The board a page opens on, drawn by the board's own modules before the controller and the panels
// are fetched (a browser fetches a few files at a time, so each module kept out of the first load
// brings it sooner); a kept game is drawn at once, so a reload never shows an empty board first.
// The pad and the Edit puzzle toggle come with it.
// controller.init adopts the view and its layout instead of building them again.

import { byId } from './dom.js';
import { BoardView } from './board-view.js';
import { buildScene } from './scene.js';
import { prepareLayout, regularLayout } from './layout.js';
import { boardFromGivens, conflicts, givensOnly, hasGivens, valuesOfLine } from './grid-model.js';
import { isBlank } from './symbols.js';
import { drawPad, showEditing } from './play-controls.js';

/**
 * Draws the first board: the kept game (saved-game.js) when it is a 9x9 classic one and the address
 * names no other puzzle, else the 9x9 puzzle line the address names ({ line, box } from share.js), else
 * an empty 9x9; the first cell is the tab stop. Returns { view, layout }, or null when the panels must
 * decide (a kept game of another kind, or an address puzzle of another kind, which they say is wrong);
 * `kept` says whether the board drawn is the kept game.
 */
export function drawFirstBoard(named, kept) {
    const board = firstBoard(named, kept);
    if (!board) return null;
    const layout = prepareLayout(regularLayout(9));
    const view = new BoardView(byId('board'), byId('overlay'));
    view.setLayout(layout);
    // Drawn as the controller draws it, repeated digits marked, so the board does not change when it takes over.
    const conflict = new Set(conflicts(board, layout).flatMap((c) => c.cells));
    view.render(buildScene({ layout, values: board.values, origin: board.origin, cands: board.marks, selected: 0, flags: { conflict } }), [], 0);
    drawPad(9);
    // As controller.js starts a board: played if it has givens.
    showEditing(board === kept ? kept.editing : !hasGivens(board));
    return { view, layout, kept: board === kept };
}

function firstBoard(named, kept) {
    const line = named ? plainLine(named) : new Array(81).fill(0);
    if (kept?.side === 9 && !kept.variant && kept.box === '3x3' && (!named || String(line) === String(givensOnly(kept)))) return kept;
    if (kept && !named) return null;
    return line && boardFromGivens(9, line);
}

/** The values of a 9x9 puzzle line of 81 digits and blanks in regular boxes, or null. */
function plainLine({ line, box }) {
    if (line.length !== 81 || (box !== null && box !== '3x3')) return null;
    const values = valuesOfLine(line, 9);
    return values.every((value, cell) => value > 0 || isBlank(line[cell])) ? values : null;
}
