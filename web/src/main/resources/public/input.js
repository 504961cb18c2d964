// Entering digits: keys on the board, the digit pad, and the inline "Invalid number" alert
// shown at the cell. What a key means is decided by keyboard.js; this file performs it.

import * as app from './controller.js';
import { byId } from './dom.js';
import { keyAction, moveCell } from './keyboard.js';
import { place, placeCrossingOff, clear, clearAny, toggleMark, digitsAllPlaced, ORIGIN } from './grid-model.js';
import { symbolOf, bit } from './symbols.js';
import { drawPad } from './play-controls.js';

const handlers = { step: () => {}, escape: () => {} };

/** The explanation panel supplies what [ and ] (previous/next step) and Escape do. */
export function onStepKeys(step, escape) {
    handlers.step = step;
    handlers.escape = escape;
}

export function initInput() {
    byId('board').addEventListener('keydown', onBoardKey);
    byId('board').addEventListener('focusin', (event) => {
        const cell = event.target.closest('[data-index]');
        if (cell && Number(cell.dataset.index) !== app.state.selected) app.select(Number(cell.dataset.index));
    });
    // Undo, redo and step keys work anywhere on the page except while typing in a field.
    document.addEventListener('keydown', (event) => {
        if (event.defaultPrevented || app.state.paused || isTextField(event.target) || byId('board').contains(event.target)) return;
        const action = keyAction(event, app.digits());
        if (action && (['undo', 'redo', 'step', 'escape'].includes(action.type) || forTheBoard(action, event.target))) {
            perform(action, event);
        }
    });
    byId('pad').addEventListener('click', onPadClick);
    app.onRender(renderPad);
}

/**
 * Digits, Backspace and arrows typed while a control under the board has the focus (Notes or Check just
 * clicked, a pad digit tabbed to) are meant for the board: a button has no use for them, and dropping
 * them would leave a player who clicked Notes typing into nothing. Enter and Space stay the button's.
 */
function forTheBoard(action, target) {
    return ['place', 'toggle', 'clear', 'move'].includes(action.type) && target instanceof Element && Boolean(target.closest('.play-row, #pad'));
}

function isTextField(target) {
    return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

function onBoardKey(event) {
    const action = keyAction(event, app.digits());
    if (action) perform(action, event);
}

function perform(action, event) {
    const { state } = app;
    const n = app.size();
    if (action.type !== 'invalid') byId('cell-alert').hidden = true;
    switch (action.type) {
        case 'move':
            event.preventDefault();
            app.select(moveCell(state.selected, action.dr, action.dc, n));
            app.focusSelected();
            return;
        case 'place':
            event.preventDefault();
            return enterDigit(action.digit, state.notes);
        case 'toggle':
            event.preventDefault();
            return enterDigit(action.digit, true);
        case 'clear':
            event.preventDefault();
            return erase();
        case 'notes':
            event.preventDefault();
            return toggleNotes();
        case 'invalid':
            event.preventDefault();
            return invalidNumber(action.key);
        case 'undo':
            event.preventDefault();
            return app.undo();
        case 'redo':
            event.preventDefault();
            return app.redo();
        case 'step':
            if (state.view?.kind !== 'explain') return;
            event.preventDefault();
            return handlers.step(action.delta);
        case 'escape':
            return handlers.escape();
        default:
            return undefined;
    }
}

/** A digit typed or tapped: a given while the puzzle is entered, else a placement or a pencil mark. */
export function enterDigit(digit, asMark) {
    const { state } = app;
    const present = app.board();
    const cell = state.selected;
    if (state.layout.covered?.[cell] === false) return undefined; // a blank corner of a samurai
    if (state.editing) return app.commit(place(present, cell, digit, ORIGIN.GIVEN));
    if (present.origin[cell] === ORIGIN.GIVEN) return app.message(`${cellWord(cell)} is a given.`, 'info');
    app.commit(asMark ? toggleMark(present, cell, digit) : placeCrossingOff(present, cell, digit, state.layout.peers[cell]));
}

export function erase() {
    const { state } = app;
    const present = app.board();
    app.commit(state.editing ? clearAny(present, state.selected) : clear(present, state.selected));
}

export function toggleNotes() {
    app.state.notes = !app.state.notes;
    app.render();
}

function cellWord(cell) {
    const n = app.size();
    return `r${Math.floor(cell / n) + 1}c${(cell % n) + 1}`;
}

let alertTimer = 0;

/** "Invalid number" beside the selected cell, announced at once (role=alert), gone after a moment. */
function invalidNumber(key) {
    const n = app.size();
    const digits = app.digits();
    const cell = app.state.selected;
    const alert = byId('cell-alert');
    alert.textContent = `Invalid number: ${key} (use 1-${symbolOf(Math.min(digits, 9))}${digits > 9 ? `, A-${symbolOf(digits)}` : ''})`;
    const row = Math.floor(cell / n);
    const col = cell % n;
    // Below the cell (above it on the two lowest rows), anchored by its near edge at the sides of
    // the board so that it never spills out of it.
    const align = col < n / 3 ? 'start' : col >= (2 * n) / 3 ? 'end' : 'center';
    const x = { start: col, center: col + 0.5, end: col + 1 }[align];
    const above = row >= n - 2;
    alert.style.left = `${(x / n) * 100}%`;
    alert.style.top = `${((above ? row : row + 1) / n) * 100}%`;
    alert.style.transform = `translate(${{ start: '0', center: '-50%', end: '-100%' }[align]}, ${above ? 'calc(-100% - 4px)' : '4px'})`;
    alert.hidden = false;
    clearTimeout(alertTimer);
    alertTimer = setTimeout(() => (alert.hidden = true), 2500);
}

/** The digit pad of the size, in notes mode or not, and the keys line's letters past 9. */
function renderPad() {
    const n = app.digits();
    byId('pad').dataset.notes = String(app.state.notes);
    // The keys line names the letters only where the size has some: 1-9 then A-G on 16x16.
    byId('keys-letters').textContent = n > 9 ? ` (${symbolOf(10)}–${symbolOf(n)} past 9)` : '';
    drawPad(n);
    // A digit placed everywhere is dimmed on the pad, as other apps do; it still places.
    const done = app.state.editing ? 0 : digitsAllPlaced(app.board(), app.state.layout, n);
    for (const button of byId('pad').querySelectorAll('.pad-digit')) {
        const d = Number(button.dataset.digit);
        const all = (done & bit(d)) !== 0;
        button.classList.toggle('done', all);
        button.setAttribute('aria-label', `digit ${symbolOf(d)}${all ? ', all placed' : ''}`);
    }
}

/** A pad button clicked: its digit, or erase, entered in the selected cell. */
function onPadClick(event) {
    const button = event.target.closest('button');
    if (!button) return;
    if (button.classList.contains('pad-erase')) erase();
    else enterDigit(Number(button.dataset.digit), app.state.notes);
    app.focusSelected();
}
