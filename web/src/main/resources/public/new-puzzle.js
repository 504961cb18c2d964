// New puzzles: the Level menu (the levels each size and variant reaches, the one chosen kept) and the
// Symmetry menu. Asking for a puzzle, drawn from the bank or generated, and the daily puzzle are fetched
// with the first click of Generate or Daily puzzle (generate/), the list of this visit's new puzzles and
// their PDF booklet when first needed (extras/booklet.js).

import * as api from './api.js';
import * as app from './controller.js';
import { busy, byId } from './dom.js';
import { reachableLevels, levelShown, notFoundLevels, levelLabel } from './levels.js';

// The level a size starts at: 9x9 puzzles reach every level, the other sizes surely only Easy
// (a 4x4 has no Moderate puzzle at all), variants any level (a minimal puzzle, made at once). A
// level the player chose is kept across sizes and rules, shown as the nearest reachable one (a 4x4
// X or windoku is Easy only, a 4x4 jigsaw at most Difficult).
const DEFAULT_LEVEL = 'moderate';
const OTHER_SIZES_LEVEL = 'easy';
let wanted = null;
let shownFor;
// GET /api/levels, asked once, when the board first leaves the 9x9 classic grid it opens with (whose
// puzzles reach every level), so that opening the page makes no request; until it answers (or if it
// cannot) every level is offered. A new puzzle off that grid waits for it before naming its level.
let reach = null;
let levelsAnswered = null;

export function initNewPuzzle() {
    byId('level').addEventListener('change', () => (wanted = byId('level').value));
    app.onRender(showLevels);
    app.onRender(offerSymmetries);
    byId('generate').addEventListener('click', () => loadingFor('generate').then((m) => m.generate({ askLevels, visitList }), app.errorMessage));
    byId('daily').addEventListener('click', () => loadingFor('daily').then((m) => m.daily(), app.errorMessage));
    byId('booklet').addEventListener('click', () => visitList().then((list) => list.booklet(), app.errorMessage));
    byId('generated-clear').addEventListener('click', () => visitList().then((list) => list.clearGenerated(), app.errorMessage));
    app.onReset(() => {
        byId('rating').textContent = '';
        byId('puzzle-title').textContent = '';
    });
}

/**
 * The requests' code, with the button clicked held down until it is there: the first click fetches it, and
 * a second click in that moment would otherwise ask for a second puzzle. The request then holds the
 * button itself, from the same turn of the page's work, so no click falls between the two.
 */
function loadingFor(buttonId) {
    return requests().finally(busy(byId(buttonId)));
}

/** The level the player chose ('' any), null while none is: kept with the game. */
export function chosenLevel() {
    return wanted;
}

/** A kept game's chosen level, as if chosen now. */
export function restoreChosenLevel(level) {
    if (level === null || !['', ...allLevels()].includes(level)) return;
    wanted = level;
    shownFor = undefined;
    showLevels();
}

const allLevels = () => [...byId('level').options].map((option) => option.value).filter(Boolean);

/**
 * The level a new puzzle of a variant ("jigsaw,x") at a size is asked at: '' (any) until the player
 * chooses one.
 */
export async function variantLevel(words, size) {
    if (!wanted) return '';
    await askLevels();
    return levelShown(wanted, reachableLevels(reach, size, allLevels(), words), allLevels());
}

/** GET /api/levels, asked once; settles when it answered (or failed: every level is offered then). */
export function askLevels() {
    levelsAnswered ??= api.getLevels().then((answer) => {
        reach = answer;
        shownFor = undefined;
        showLevels();
    }, () => {});
    return levelsAnswered;
}

/**
 * The Level selector offers the levels of the board's size (and variant, if one is in play) and shows
 * a reachable one; a level no puzzle of the size has been found at says so, before anyone waits for it.
 */
function showLevels() {
    const size = app.digits();
    const words = app.state.variant?.words ?? null;
    const board = `${words ?? 'classic'} ${size}`;
    if (board !== 'classic 9') askLevels();
    if (board === shownFor) return;
    shownFor = board;
    const all = allLevels();
    const reachable = reachableLevels(reach, size, all, words);
    const select = byId('level');
    const notFound = notFoundLevels(reach, size, words);
    for (const option of select.options) {
        option.disabled = Boolean(option.value) && !reachable.includes(option.value);
        option.dataset.name ??= option.textContent;
        option.textContent = levelLabel(option.dataset.name, notFound.includes(option.value));
    }
    const start = words !== null ? '' : size === 9 ? DEFAULT_LEVEL : OTHER_SIZES_LEVEL;
    select.value = levelShown(wanted ?? start, reachable, all);
}

// A quarter turn or a diagonal mirror turns rows into columns, which keeps houses with square boxes
// only (Symmetry.suits; SymmetryMenuRuleTest holds the two together): with others they are not offered.
function offerSymmetries() {
    const [rows, cols] = app.currentBoxText().split('x');
    const select = byId('symmetry');
    for (const option of select.options) option.hidden = option.disabled = 'square' in option.dataset && rows !== cols;
    if (select.selectedOptions[0].disabled) select.selectedIndex = 0;
}

/** The list of this visit's new puzzles and their booklet, fetched when first needed. */
export function visitList() {
    return import('./extras/booklet.js');
}

/** Generate and Daily puzzle's requests (generate/), fetched with the first click of either. */
function requests() {
    return import('./generate/puzzle-requests.js');
}
