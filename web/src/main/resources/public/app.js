// The page's entry point: draws the first board (the game kept from the last visit, the puzzle in
// the address, else an empty 9x9 ready to type into), then fetches the controller and the panels
// and wires them to the shared state.
//
// body[data-drawn] marks the first board on screen, body[data-ready] a page whose every control
// works. An empty board, a kept classic game or a classic puzzle a shared link names (in its size's
// own boxes) needs only the board's own modules and no request to the server, so it is drawn before
// the controller and the panels (three quarters of the page's code) are even asked for; a puzzle of
// another kind in the address is read by the panels, so it waits for them, and so does a kept game of
// another kind, with no board shown until then rather than an empty one.

import { drawFirstBoard } from './first-board.js';
import { puzzleFromAddress } from './share.js';
import { loadGame } from './saved-game.js';
import { formatElapsed } from './timer.js';

// What controller.js and panels.js import beyond the first board's modules: asked for at once when
// they are, instead of one import level at a time (index.test.mjs checks the list against the imports).
export const LATER_MODULES = [
    'controller.js', 'api.js', 'history.js', 'report-text.js',
    'panels.js', 'explain-panel.js',
    'hint-panel.js', 'input.js', 'link-notes.js', 'keyboard.js', 'levels.js', 'new-puzzle.js', 'parse.js',
    'play-panel.js', 'progress-keeper.js', 'game-keeper.js', 'progress.js', 'puzzle-panel.js',
    'solve-panel.js',
];

async function start() {
    const named = puzzleFromAddress(location.hash, location.search);
    const kept = loadGame(() => window.localStorage);
    const first = drawFirstBoard(named, kept);
    const drawnSize = selector('size').value;
    // The kept game's time and title come with its board (or before it, for one drawn by the panels),
    // not when the panels bring it back: index.html leaves the time blank until it is known.
    const resumed = kept && (!named || first?.kept) ? kept : null;
    selector('timer').textContent = formatElapsed(resumed?.ms ?? 0);
    if (resumed) showKept(resumed);
    if (first) {
        document.body.dataset.drawn = 'true';
        performance.mark('first-board');
    }
    for (const href of LATER_MODULES) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
    const [app, { initPanels, linkReads, openFromAddress, resumeGame }] = await Promise.all([import('./controller.js'), import('./panels.js')]);
    // A link whose puzzle does not read is said, and the page opens as without it.
    const asked = named && linkReads(named) ? named : null;
    // The selectors can be changed before the panels listen to them (a slow line, a busy machine);
    // the size is read now because adopting the first board shows its own.
    const chosenSize = selector('size').value;
    app.init(first);
    // The panels' clock shows it too while the game is being opened.
    if (resumed) app.state.stopwatch.setElapsed(resumed.ms);
    if (!asked && !kept) await openEmpty(app);
    // Chosen before the panels listen: a change after this reaches their handler itself.
    const chosenRules = selector('variant').value;
    initPanels();
    if (!(await resumeGame(kept, asked)) && (kept || asked) && !(asked && (await openFromAddress()))) await openEmpty(app);
    // A link whose puzzle does not read, or that names none, is said.
    if (!asked) openFromAddress();
    replayEarlyChoice(chosenRules, chosenSize, drawnSize);
    // The panels refresh their controls after a render: the board drawn before them is shown again.
    app.render();
    document.body.dataset.drawn = 'true';
    document.body.dataset.ready = 'true';
}

// What the panels show of the kept game, shown now: nothing changes when they bring it back.
function showKept(game) {
    selector('puzzle-title').textContent = game.title;
    selector('rating').textContent = game.rating;
    const level = selector('level');
    if ([...level.options].some((option) => option.value === game.level)) level.value = game.level;
}

function selector(id) {
    return document.getElementById(id);
}

/**
 * A Rules or Size choice made before the panels listened to the selectors takes effect now, as if it
 * were made at this moment: the selector shows it, so the board must follow.
 */
function replayEarlyChoice(chosenRules, chosenSize, drawnSize) {
    const rules = selector('variant');
    const size = selector('size');
    if (chosenRules !== 'classic') {
        if (rules.value !== chosenRules) return; // chosen again since, and handled then
        rules.dispatchEvent(new Event('change'));
    } else if (chosenSize !== size.value && chosenSize !== drawnSize) {
        size.value = chosenSize;
        size.dispatchEvent(new Event('change'));
    }
}

async function openEmpty(app) {
    await app.loadPuzzle(9, new Array(81).fill(0));
    app.message('Type a puzzle (digits become givens), paste one anywhere, or generate one.');
}

start();
