// The page's state and the few operations every panel uses: the board's history, the layout,
// the current view (the player's board, a step of an explanation, or a hint drawn on the board),
// and rendering. Panels change the state only through these functions, so each render sees
// one consistent state.

import * as api from './api.js';
import { byId } from './dom.js';
import { BoardView } from './board-view.js';
import { buildScene } from './scene.js';
import { prepareLayout, regularLayout, parseBox, defaultBox, boxText } from './layout.js';
import { emptyBoard, boardFromGivens, conflicts, seenCandidates, workingCandidates, givensOnly, hasGivens, isFull, lineOf, valuesOfLine, withContent, ORIGIN } from './grid-model.js';
import { startHistory, record, undo as undoHistory, redo as redoHistory } from './history.js';
import { conflictMessage, solveSummary } from './report-text.js';
import { Stopwatch, formatElapsed } from './timer.js';

export const state = {
    layout: null,
    history: startHistory(emptyBoard(9)),
    selected: 0,
    notes: false,
    auto: false,
    // While true, typed digits are the puzzle's givens (a new, empty board starts this way).
    editing: true,
    solution: null,
    // The variant in play (variant/variant-play.js: its layout, cell order and requests), or null.
    variant: null,
    view: null,
    flags: { wrong: new Set(), diff: new Set(), named: new Set() },
    // Cells a photo was read with little confidence in: marked until the player changes each one or
    // starts playing, whatever else is flagged or cleared meanwhile.
    toCheck: new Set(),
    stopwatch: new Stopwatch(),
    // While true the board is covered and takes no input, and the timer holds (pause/pause.js).
    paused: false,
};

const listeners = [];
let boardView = null;

/**
 * Takes over the board: the one first-board.js drew ({ view, layout }), or, given null, a new one.
 * The adopted board is not built again: opening an empty 9x9 on it changes no cell.
 */
export function init(first = null) {
    boardView = first?.view ?? new BoardView(byId('board'), byId('overlay'));
    boardView.onCellPointer = (cell) => {
        select(cell);
        boardView.focusCell(cell);
    };
    if (first) showLayout(first.layout);
}

/** Panels register here to refresh their controls (disabled states, pressed toggles) after each render. */
export function onRender(listener) {
    listeners.push(listener);
}

export function board() {
    return state.history.present;
}

export function size() {
    return state.layout.size;
}

/** The digits 1..N: the side, except on a canvas of several grids (samurai: 21 wide, digits 1-9). */
export function digits() {
    return state.layout.digits ?? state.layout.size;
}

export function currentBoxText() {
    return state.layout.boxText;
}

/** The puzzle the server is asked about: the givens, or the whole board when nothing is a given. */
export function puzzleLine() {
    const present = board();
    const values = hasGivens(present) ? givensOnly(present) : present.values;
    return state.variant ? state.variant.lineOf(values) : lineOf(values);
}

// The board the status line's message was said about: a result (success or error) is about that board.
let messageBoard = null;

export function message(text, kind = 'info') {
    const line = byId('message');
    line.textContent = text;
    line.dataset.kind = kind;
    messageBoard = state.history.present;
}

/** A result said about another board ("Solved." before an Undo) goes; guidance (info) stays. */
function clearStaleMessage() {
    const line = byId('message');
    // A photo's summary names the cells still to check: it stays while any is left.
    if (state.toCheck.size) return;
    if (messageBoard !== board() && line.dataset.kind !== 'info') {
        line.textContent = '';
        line.dataset.kind = 'info';
    }
}

/** Shows a failure on the status line; an answer about a puzzle no longer shown is dropped unsaid. */
export function errorMessage(error) {
    if (error instanceof api.StaleAnswer) return;
    message(error instanceof Error ? error.message : String(error), 'error');
}

/**
 * Loads the layout of a size and box from the server; draws a regular one if it cannot answer. The
 * first board of a visit, a 9x9 one, is laid out here: regularLayout builds the houses the server
 * would send (an e2e test compares them), so nothing waits for the server before it is drawn.
 */
export async function setLayout(gridSize, box = defaultBox(gridSize)) {
    let answer;
    if (!state.layout && gridSize === 9 && boxText(box) === '3x3') {
        answer = regularLayout(gridSize, box);
    } else {
        try {
            answer = await api.getLayout(gridSize, boxText(box));
        } catch (error) {
            if (error instanceof api.StaleAnswer) throw error;
            answer = regularLayout(gridSize, box);
            errorMessage(error);
        }
    }
    const layout = prepareLayout(answer);
    boardView.setLayout(layout);
    showLayout(layout);
}

/** The page's 9x9 example in the text box, kept from the markup for when 9x9 is shown again. */
let example9;

/** The text box's grey example follows the board: a 9x9 puzzle, or what a line or rows of another size hold. */
function showTextFormat(size) {
    const text = byId('puzzle-text');
    example9 ??= text.placeholder;
    text.placeholder =
        size === 9 ? example9 : `${size * size} cells in one line (. or 0 for a blank), or ${size} rows of ${size}`;
}

/** Makes a layout the board's (already drawn by the view) and names its size on the page. */
function showLayout(layout) {
    state.layout = layout;
    byId('size').value = String(layout.size);
    byId('board').setAttribute('aria-label', `Sudoku board, ${layout.size} by ${layout.size}`);
    showTextFormat(layout.size);
    state.selected = Math.min(state.selected, layout.size * layout.size - 1);
}

/**
 * A switch of puzzle begins (rules or size chosen, a puzzle asked for or read): every answer still
 * on its way is about the puzzle being left, so it is cancelled (api.js) and never shown.
 */
export function switchPuzzle() {
    api.forgetAnswersInFlight();
}

/**
 * Opens a puzzle: new history, the timer restarted, every earlier result forgotten. `editing`
 * opens it for correcting its givens (a photo read) rather than playing.
 */
export async function loadPuzzle(gridSize, values, boxTextValue = null, { editing = false } = {}) {
    switchPuzzle();
    for (const listener of leaveListeners) listener();
    const box = parseBox(boxTextValue, gridSize);
    if (state.variant || !state.layout || state.layout.size !== gridSize || state.layout.boxText !== boxText(box)) {
        state.variant = null;
        delete document.body.dataset.variant;
        byId('variant').value = 'classic';
        await setLayout(gridSize, box);
    }
    start(values, editing);
}

/** Opens a puzzle of a variant: its own layout, the givens as canvas values. */
export function loadVariant(variant, values) {
    switchPuzzle();
    for (const listener of leaveListeners) listener();
    state.variant = variant;
    state.layout = variant.layout;
    document.body.dataset.variant = variant.words;
    byId('variant').value = variant.words;
    byId('size').value = String(variant.layout.digits);
    boardView.setLayout(state.layout);
    start(values);
}

function start(values, editing = false) {
    hideCellAlert();
    state.history = startHistory(boardFromGivens(state.layout.size, values));
    state.editing = editing || !values.some(Boolean);
    state.toCheck = new Set();
    resetResults();
    state.selected = 0;
    state.stopwatch.reset();
    if (!state.editing) state.stopwatch.start();
    render();
}

/** Puts a kept game's digits, marks and time (game-keeper.js) on the puzzle just opened; no undo history. */
export function resumeBoard({ values, origin, marks, editing, ms }) {
    state.history = startHistory(withContent(board(), values, origin, marks));
    state.editing = editing;
    state.stopwatch.setElapsed(ms);
    afterEdit();
}

/** Forgets what the server said about the previous puzzle. */
export function resetResults() {
    state.solution = null;
    state.view = null;
    clearFlags();
    for (const listener of resetListeners) listener();
}

const resetListeners = [];
export function onReset(listener) {
    resetListeners.push(listener);
}

const leaveListeners = [];
/** Called before a puzzle replaces the one on the board, while the timer still holds its time. */
export function onLeave(listener) {
    leaveListeners.push(listener);
}

const solvedListeners = [];
/** Called when the player completes the board, with the time it took in milliseconds. */
export function onSolved(listener) {
    solvedListeners.push(listener);
}

export function clearFlags() {
    state.flags = { wrong: new Set(), diff: new Set(), named: new Set() };
}

/** Records an edit of the board: leaves any explanation or hint view, and clears the check marks. */
export function commit(next) {
    const previous = board();
    if (next === previous) return;
    for (const cell of state.toCheck) if (next.values[cell] !== previous.values[cell]) state.toCheck.delete(cell);
    state.history = record(state.history, next);
    afterEdit();
}

export function undo() {
    state.history = undoHistory(state.history);
    afterEdit();
}

export function redo() {
    state.history = redoHistory(state.history);
    afterEdit();
}

function afterEdit() {
    hideCellAlert();
    clearStaleMessage();
    state.view = null;
    clearFlags();
    render();
    const repeats = repeatsText();
    // A sentence on the status line, as every other message there is.
    if (repeats) message(`${repeats[0].toUpperCase()}${repeats.slice(1)}.`, 'error');
    syncTimer(!repeats);
}

/** The board's repeated digits in words ("digit 4 appears twice in row 1: r1c1 and r1c2"), '' when none. */
export function repeatsText() {
    return conflicts(board(), state.layout).map((c) => conflictMessage(c, size())).join('; ');
}

/** The "Invalid number" alert speaks of the cell as it was: any change of the board takes it away. */
function hideCellAlert() {
    byId('cell-alert').hidden = true;
}

/**
 * The timer runs while a set puzzle is being played and stops when the board is full and right
 * (by the known solution, else by having no repeated digit). Undoing a finished board resumes it.
 */
function syncTimer(noConflicts) {
    const present = board();
    const playing = !state.editing && hasGivens(present);
    const right = !state.solution || present.values.every((v, cell) => v === state.solution[cell]);
    const done = isFull(present) && noConflicts && right;
    if (playing && !done) {
        state.stopwatch.start();
        return;
    }
    if (!state.stopwatch.running) return;
    state.stopwatch.stop();
    const byPlayer = !present.origin.some((o) => o === ORIGIN.SOLVED);
    if (!done || !byPlayer) return;
    const elapsed = state.stopwatch.elapsed();
    message(`Solved in ${formatElapsed(elapsed)}. Well done!`, 'success');
    for (const listener of solvedListeners) listener(elapsed);
}

export function setView(view) {
    state.view = view;
    render();
}

export function select(cell) {
    state.selected = cell;
    render();
}

export function focusSelected() {
    boardView.focusCell(state.selected);
}

/** The candidates each cell shows outside an explanation: own marks first, else computed ones when auto is on. */
function shownCandidates(present) {
    if (state.view?.kind === 'hint') return workingCandidates(present, state.layout);
    const seen = state.auto ? seenCandidates(present, state.layout) : null;
    return present.values.map((value, cell) => (value ? 0 : present.marks[cell] || (seen ? seen[cell] : 0)));
}

export function render() {
    if (!state.layout) return;
    const present = board();
    const view = state.view;
    let values = present.values;
    let origin = present.origin;
    let cands;
    let drawing = null;
    let flags = state.flags;
    if (view?.kind === 'explain') {
        // Check's marks judge the player's digits, which the explanation's board does not show; they
        // stay in the state and are drawn again when the explanation closes, unless the board changed.
        flags = { ...flags, wrong: new Set() };
        const position = view.positions[view.index];
        values = position.values;
        origin = values.map((v, cell) => (view.givens[cell] ? ORIGIN.GIVEN : v ? ORIGIN.SOLVED : ORIGIN.NONE));
        cands = position.cands;
        drawing = view.drawings[view.index] ?? null;
    } else {
        cands = shownCandidates(present);
        if (view?.kind === 'hint') drawing = view.drawing;
    }
    const conflictCells = new Set(conflicts({ values }, state.layout).flatMap((c) => c.cells));
    const scene = buildScene({
        layout: state.layout,
        values,
        origin,
        cands,
        selected: state.selected,
        drawing,
        flags: { ...flags, named: new Set([...flags.named, ...state.toCheck]), conflict: conflictCells },
    });
    boardView.render(scene, drawing?.arrows ?? [], state.selected);
    byId('board-wrap').dataset.view = view?.kind ?? 'play';
    for (const listener of listeners) listener();
}

/** The unique solution of the current puzzle, asked from the server once and remembered. */
export async function ensureSolution() {
    if (state.solution) return state.solution;
    const variant = state.variant;
    const line = puzzleLine();
    const report = variant
        ? await api.post('/api/variant/solve', variant.request(line))
        : await api.post('/api/solve', { puzzle: line, box: currentBoxText(), mode: 'exact' });
    if (report.status === 'MULTIPLE') throw new Error('More than one solution: none to check against. Solve shows two.');
    if (report.status !== 'SOLVED' || !report.solution) throw new Error(solveSummary(report));
    const solution = variant ? variant.valuesOf(report.solution) : valuesOfLine(report.solution, size());
    // Kept only while the givens it solves are the board's: an edit meanwhile makes it another puzzle's.
    if (line === puzzleLine()) state.solution = solution;
    return solution;
}

/** A board holding these digits: givens stay, every other digit is marked as found by a solver. */
export function solvedBoard(values, marks = null) {
    const present = board();
    const origin = values.map((v, cell) => (present.origin[cell] === ORIGIN.GIVEN ? ORIGIN.GIVEN : v ? ORIGIN.SOLVED : ORIGIN.NONE));
    const shownMarks = marks ? marks.map((m, cell) => (values[cell] ? 0 : m)) : values.map(() => 0);
    return withContent(present, values, origin, shownMarks);
}
