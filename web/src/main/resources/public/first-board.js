// The board a page opens on, drawn by the board's own modules before the controller and the panels
// are fetched (a browser fetches a few files at a time, so each module kept out of the first load
// brings it sooner). controller.init adopts the view and its layout instead of building them again.

import { byId } from './dom.js';
import { BoardView } from './board-view.js';
import { buildScene } from './scene.js';
import { prepareLayout, regularLayout } from './layout.js';
import { boardFromGivens, valuesOfLine } from './grid-model.js';
import { isBlank } from './symbols.js';

/**
 * Draws the 9x9 puzzle line the address names ({ line, box } from share.js), or an empty 9x9 for null;
 * the first cell is the tab stop. Returns { view, layout }, or null for a puzzle of another kind (size,
 * box, a malformed line): the panels read that one and say what is wrong.
 */
export function drawFirstBoard(named) {
    const values = named ? plainLine(named) : new Array(81).fill(0);
    if (!values) return null;
    const layout = prepareLayout(regularLayout(9));
    const view = new BoardView(byId('board'), byId('overlay'));
    view.setLayout(layout);
    const board = boardFromGivens(9, values);
    view.render(buildScene({ layout, values, origin: board.origin, cands: board.marks, selected: 0 }), [], 0);
    return { view, layout };
}

/** The values of a 9x9 puzzle line of 81 digits and blanks in regular boxes, or null. */
function plainLine({ line, box }) {
    if (line.length !== 81 || (box !== null && box !== '3x3')) return null;
    const values = valuesOfLine(line, 9);
    return values.every((value, cell) => value > 0 || isBlank(line[cell])) ? values : null;
}
