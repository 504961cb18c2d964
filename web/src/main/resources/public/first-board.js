// The board a page opens on, drawn by the board's own modules before the controller and the
// panels are fetched: an empty 9x9 needs no request to the server and no state beyond its layout,
// and a browser fetches a handful of files at a time, so every module kept out of the first load
// brings the first board sooner. The controller adopts this view and its layout (controller.init)
// instead of building the board again.

import { byId } from './dom.js';
import { BoardView } from './board-view.js';
import { buildScene } from './scene.js';
import { prepareLayout, regularLayout } from './layout.js';

/** Draws the empty 9x9 with its first cell as the tab stop; returns the view and its layout. */
export function drawFirstBoard() {
    const layout = prepareLayout(regularLayout(9));
    const view = new BoardView(byId('board'), byId('overlay'));
    view.setLayout(layout);
    const empty = new Array(layout.size * layout.size).fill(0);
    view.render(buildScene({ layout, values: empty, origin: empty, cands: empty, selected: 0 }), [], 0);
    return { view, layout };
}
