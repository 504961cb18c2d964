// The controls under the board: the digit pad and the Edit puzzle toggle, drawn with the first board
// (first-board.js) and after each render by the same code, so nothing changes when the panels come.
// input.js answers the pad's clicks on the pad itself.

import { byId, el, clearChildren } from './dom.js';
import { symbolOf } from './symbols.js';

/** Digits 1 to n, then erase; a pad that has them is left alone. */
export function drawPad(n) {
    const pad = byId('pad');
    if (pad.childElementCount === n + 1) return;
    clearChildren(pad);
    pad.style.setProperty('--pad-cols', n <= 9 ? n : Math.ceil(n / 2));
    // On a phone at most 7 buttons (44 px each) fit a row: the digits and erase wrap into even rows.
    const buttons = n + 1;
    pad.style.setProperty('--pad-cols-narrow', Math.ceil(buttons / Math.ceil(buttons / 7)));
    for (let d = 1; d <= n; d++) {
        pad.append(el('button', { type: 'button', class: 'pad-digit', 'data-digit': d, 'aria-label': `digit ${symbolOf(d)}` }, symbolOf(d)));
    }
    pad.append(el('button', { type: 'button', class: 'pad-erase', 'aria-label': 'erase' }, '⌫'));
}


export function showEditing(editing) {
    const toggle = byId('edit-givens');
    toggle.setAttribute('aria-pressed', String(editing));
    toggle.textContent = editing ? 'Start playing' : 'Edit puzzle';
    document.body.dataset.editing = String(editing);
}
