// Keeps this browser's record of the puzzles played (progress.js): when a puzzle is opened it is
// looked up ("Solved before in 04:32" beside the timer, or the timer going on from where it
// stopped), its time is saved when the player leaves it, and a solve is recorded, and counted once in the
// player's statistics (stats/), even when Undo and Redo finish the board again.

import * as app from './controller.js';
import { byId } from './dom.js';
import { hasGivens } from './grid-model.js';
import { defaultBox, boxText } from './layout.js';
import { ProgressStore, progressKey, progressText } from './progress.js';

const store = new ProgressStore(() => window.localStorage);
// The key of the puzzle being played; null while the puzzle is typed in or the board has no givens.
let current = null;
// The puzzle whose solve the statistics have counted, until another puzzle is opened.
let counted = null;

export function initProgress() {
    app.onRender(follow);
    app.onLeave(leave);
    app.onSolved((ms) => {
        if (current) store.recordSolved(current, ms);
        if (current && current !== counted) {
            counted = current;
            const [rating, title] = [byId('rating').textContent, byId('puzzle-title').textContent];
            import('./stats/stats.js').then((m) => m.recordSolve(app.size(), rating, ms, title), app.errorMessage);
        }
        byId('progress').textContent = '';
    });
    // A closed or hidden tab may never come back: its time is saved now.
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') save();
    });
}

function playedKey() {
    // Variants are not kept: a puzzle line alone does not say which rules it was played by.
    if (app.state.variant || app.state.editing || !hasGivens(app.board())) return null;
    return progressKey(app.puzzleLine(), app.currentBoxText(), boxText(defaultBox(app.size())));
}

/** After each render: a different puzzle in play is looked up, the one left (to edit it) saved. */
function follow() {
    const key = playedKey();
    if (key === current) return;
    save();
    current = key;
    const entry = key ? store.lookup(key) : null;
    byId('progress').textContent = progressText(entry);
    if (entry && !entry.solved) app.state.stopwatch.setElapsed(entry.ms);
}

function leave() {
    save();
    current = null;
    counted = null;
}

function save() {
    if (current) store.recordPlayed(current, app.state.stopwatch.elapsed());
}
