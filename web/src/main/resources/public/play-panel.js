// Playing: notes mode, automatic candidates, entering the puzzle, undo/redo, check, reveal and
// the timer. Each control mirrors the state after every render (pressed, disabled).

import * as app from './controller.js';
import { byId } from './dom.js';
import { toggleNotes } from './input.js';
import { canUndo, canRedo, startHistory } from './history.js';
import { hasGivens } from './grid-model.js';
import { formatElapsed } from './timer.js';
import { showEditing } from './play-controls.js';

// What asks for the solution (solution/) is fetched with the first Check, Reveal or Start playing.
const solutionChecks = () => import('./solution/solution-checks.js');

export function initPlay() {
    byId('notes').addEventListener('click', () => toggleNotes());
    byId('auto').addEventListener('click', () => {
        app.state.auto = !app.state.auto;
        app.render();
    });
    byId('edit-givens').addEventListener('click', toggleEditing);
    byId('undo').addEventListener('click', () => press(app.undo, 'undo', 'redo'));
    byId('redo').addEventListener('click', () => press(app.redo, 'redo', 'undo'));
    byId('check').addEventListener('click', () => solutionChecks().then((m) => m.check(), app.errorMessage));
    byId('reveal').addEventListener('click', () => solutionChecks().then((m) => m.reveal(), app.errorMessage));
    byId('pause').addEventListener('click', () => import('./pause/pause.js').then((m) => m.togglePause(), app.errorMessage));
    app.onRender(refresh);
    setInterval(tick, 500);
}

function refresh() {
    const { state } = app;
    byId('notes').setAttribute('aria-pressed', String(state.notes));
    byId('auto').setAttribute('aria-pressed', String(state.auto));
    showEditing(state.editing);
    byId('undo').disabled = !canUndo(state.history);
    byId('redo').disabled = !canRedo(state.history);
    tick();
}

// A button its own press disables drops the focus to the page: it goes to the other of the pair, else the board.
// Chromium lets the focus go only after the press (at its next frame), so the button is asked, not the page.
function press(action, self, other) {
    const had = document.activeElement === byId(self);
    action();
    if (!had || !byId(self).disabled) return;
    if (byId(other).disabled) app.focusSelected();
    else byId(other).focus();
}

function tick() {
    const { stopwatch, paused } = app.state;
    byId('timer').textContent = formatElapsed(stopwatch.elapsed());
    // Pause is for a game in play: not while the puzzle is typed in, nor once it is solved.
    byId('pause').disabled = !stopwatch.running && !paused;
}

/** Typing the puzzle in, then starting: the digits typed become the givens and the timer starts. */
function toggleEditing() {
    const { state } = app;
    state.editing = !state.editing;
    if (state.editing) {
        state.stopwatch.stop();
        app.message('Type the puzzle: digits entered now are givens.');
    } else {
        // Play's Undo stops at the puzzle set: taking back a given would change the puzzle being played.
        state.history = startHistory(app.board());
        state.toCheck = new Set();
        app.resetResults();
        state.stopwatch.reset();
        if (hasGivens(app.board())) state.stopwatch.start();
        const repeats = app.repeatsText();
        if (repeats) app.message(`Puzzle set, but it has no solution: ${repeats}.`, 'error');
        else if (!hasGivens(app.board())) app.message('The board has no givens yet.');
        else {
            app.message('Puzzle set: good luck!');
            solutionChecks().then((m) => m.askSolution(), app.errorMessage);
        }
    }
    app.render();
}
