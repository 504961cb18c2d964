// The board a page opens on, drawn by the board's own modules before the controller and the panels
// are fetched (a browser fetches a few files at a time, so each module kept out of the first load
// brings it sooner); a kept game is drawn at once, so a reload never shows an empty board first.
// The pad and the Edit puzzle toggle come with it.
// controller.init adopts the view and its layout instead of building them again.

import { byId } from './dom.js';
import { BoardView } from './board-view.js';
import { buildScene } from './scene.js';
import { prepareLayout, regularLayout, defaultBox, boxText } from './layout.js';
import { boardFromGivens, conflicts, givensOnly, hasGivens, isFull, valuesOfLine } from './grid-model.js';
import { isBlank } from './symbols.js';
import { drawPad, showEditing } from './play-controls.js';

/**
 * Draws the first board: the kept game (saved-game.js) when it is a classic one in its size's own boxes
 * and the address names no other puzzle, else such a puzzle line the address names ({ line, box } from
 * share.js), else an empty 9x9; the first cell is the tab stop. Returns { view, layout }, or null when
 * the panels must decide (a kept game or an address puzzle of another kind, which they say is wrong);
 * `kept` says whether the board drawn is the kept game.
 */
export function drawFirstBoard(named, kept) {
    const board = firstBoard(named, kept);
    if (!board) return null;
    const size = Math.sqrt(board.values.length);
    const layout = prepareLayout(regularLayout(size));
    // The Size and Level menus as the panels show them (new-puzzle.js: Easy off 9x9 until chosen).
    byId('size').value = size;
    if (size !== 9) byId('level').value = 'easy';
    const view = new BoardView(byId('board'), byId('overlay'));
    view.setLayout(layout);
    // Drawn as the controller draws it, repeated digits marked, so the board does not change when it takes over.
    const conflict = new Set(conflicts(board, layout).flatMap((c) => c.cells));
    view.render(buildScene({ layout, values: board.values, origin: board.origin, cands: board.marks, selected: 0, flags: { conflict } }), [], 0);
    drawPad(size);
    // As controller.js starts a board: played if it has givens.
    const editing = board === kept ? kept.editing : !hasGivens(board);
    showEditing(editing);
    // Pause as the timer will offer it: while a puzzle is played and not complete.
    byId('pause').disabled = editing || (isFull(board) && !conflict.size);
    return { view, layout, kept: board === kept };
}

function firstBoard(named, kept) {
    const line = named ? plainLine(named) : new Array(81).fill(0);
    if (kept && !kept.variant && kept.box === ownBox(kept.side) && (!named || String(line) === String(givensOnly(kept)))) return kept;
    if (kept && !named) return null;
    return line && boardFromGivens(Math.sqrt(line.length), line);
}

const ownBox = (size) => boxText(defaultBox(size));

/** The values of a puzzle line of a size the Size menu offers in its own boxes, or null. */
function plainLine({ line, box }) {
    const size = Math.sqrt(line.length);
    if (!byId('size').querySelector(`[value="${size}"]`) || (box !== null && box !== ownBox(size))) return null;
    const values = valuesOfLine(line, size);
    return values.every((value, cell) => value > 0 || isBlank(line[cell])) ? values : null;
}
