// Keeps the game in play (saved-game.js), with the rating line shown under New puzzle, the daily
// puzzle's title and the level chosen, whenever the board changes and when the tab is hidden or closed, and opens it again
// when the page starts (app.js reads it first, to draw a 9x9 one and its time at once). An empty or
// finished board is not kept, so a solved puzzle never comes back in place of the next one.

import * as app from './controller.js';
import { ORIGIN, conflicts, isFull, givensOnly } from './grid-model.js';
import { parsePuzzle } from './parse.js';
import { boxText, parseBox } from './layout.js';
import { keepGame } from './saved-game.js';
import { byId } from './dom.js';
import { chosenLevel, restoreChosenLevel } from './new-puzzle.js';
import { linkNotes } from './link-notes.js';
import { askLinkedSolution } from './puzzle-panel.js';
import { pauseWhileAway } from './timer.js';

const storage = () => window.localStorage;
let saved = null;

export function initGameKeeper() {
    app.onRender(() => app.board() !== saved && save());
    pauseWhileAway(app.state.stopwatch, window, document);
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', () => document.hidden && save());
}

function save() {
    const { state } = app;
    const { values, origin, marks } = (saved = app.board());
    const over = !values.some(Boolean) || (isFull(saved) && !state.editing && !conflicts(saved, state.layout).length);
    const variant = state.variant?.kept ?? null;
    keepGame(storage, over ? null : { side: app.size(), digits: app.digits(), box: variant ? null : app.currentBoxText(), variant, values, origin, marks, ms: state.stopwatch.elapsed(), editing: state.editing, rating: byId('rating').textContent, title: byId('puzzle-title').textContent, level: chosenLevel() });
}

/**
 * Opens the kept game again; false when there is none or the address names another puzzle (the
 * address wins). The address's own puzzle (a shared link reloaded) comes back with the player's digits.
 */
export async function resumeGame(game, named) {
    if (!game || (named && !sameGivens(game, named))) return false;
    try {
        if (game.variant) await (await import('./variant/variant-play.js')).resumeVariant(game.variant);
        else await app.loadPuzzle(game.side, givensOnly(game), game.box);
    } catch {
        return false;
    }
    app.resumeBoard(game);
    byId('rating').textContent = game.rating;
    byId('puzzle-title').textContent = game.title;
    restoreChosenLevel(game.level);
    // A variant's "Rating…" was a request in flight, which the reload cancelled: it is asked again.
    if (game.rating.endsWith('…')) app.state.variant?.rate();
    // An untouched puzzle (a link opened again) is no game to have back.
    const played = game.editing || game.marks.some(Boolean) || game.origin.some((o) => o > ORIGIN.GIVEN);
    const said = played ? 'Your game is back as you left it.' : named ? 'Puzzle opened from the link.' : 'Your puzzle is back.';
    const notes = named ? linkNotes(named, game.side) : '';
    app.message(said + notes);
    // A link's puzzle may be anyone's: reopened, it is asked again whether it has one solution, as on its first opening.
    if (named && !game.editing) askLinkedSolution(said, notes);
    return true;
}

function sameGivens(game, { line, box }) {
    const read = parsePuzzle(line);
    return !game.variant && read.size === game.side && boxText(parseBox(box, read.size)) === game.box && String(read.values) === String(givensOnly(game));
}
