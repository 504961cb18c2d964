// Pause, as players know it from other apps: the timer holds, the board is covered so the puzzle cannot be
// studied meanwhile, and the board, its pad and the panels take no input until Resume. Loaded with the first
// press of Pause. A new board (puzzle, size or rules) lets the pause go; nothing else can change the board or
// stop the timer meanwhile, since every control that could is inert.

import * as app from '../controller.js';
import { byId, el } from '../dom.js';

let cover = null;

export function togglePause() {
    setPaused(!app.state.paused);
}

function setPaused(paused) {
    const { state } = app;
    if (paused === state.paused || (paused && !state.stopwatch.running)) return;
    if (!cover) cover = setUp();
    state.paused = paused;
    state.stopwatch.hold(paused, 'pause');
    byId('board-wrap').classList.toggle('paused', paused);
    cover.hidden = !paused;
    for (const part of [byId('board'), ...document.querySelectorAll('.board-area > :not(#board-wrap), .side')]) {
        part.inert = paused;
    }
    byId('pause').setAttribute('aria-pressed', String(paused));
    if (paused) byId('resume').focus();
    else app.focusSelected();
}

/** On the first pause: the cover, and the hook that ends a pause when a new board comes. */
function setUp() {
    app.onReset(() => setPaused(false));
    const made = el(
        'div',
        { id: 'pause-cover', class: 'pause-cover', hidden: true },
        el('p', {}, 'Paused'),
        el('button', { type: 'button', id: 'resume', onclick: () => setPaused(false) }, 'Resume'),
    );
    byId('board-wrap').append(made);
    return made;
}
