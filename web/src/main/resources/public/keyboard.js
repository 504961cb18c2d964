// What a key press means on the board, as a plain action object, so the whole key map is
// testable without a browser. The board's DOM handler only performs the actions.

import { digitOf } from './symbols.js';

/**
 * The action for a keydown event (only key, code and modifier flags are read), or null when the
 * key is not the board's: the browser then keeps its own meaning (Ctrl+V pastes, Ctrl+P prints, Tab
 * leaves the board, one stop in the page's tab order, while arrows move inside it).
 */
export function keyAction(event, size) {
    const { key, code = '', shiftKey = false, ctrlKey = false, metaKey = false, altKey = false } = event;
    if (ctrlKey || metaKey) {
        const lower = key.toLowerCase();
        if (lower === 'z' && !shiftKey) return { type: 'undo' };
        if (lower === 'y' || (lower === 'z' && shiftKey)) return { type: 'redo' };
        return null;
    }
    if (altKey) return null;
    switch (key) {
        case 'ArrowUp':
            return { type: 'move', dr: -1, dc: 0 };
        case 'ArrowDown':
            return { type: 'move', dr: 1, dc: 0 };
        case 'ArrowLeft':
            return { type: 'move', dr: 0, dc: -1 };
        case 'ArrowRight':
            return { type: 'move', dr: 0, dc: 1 };
        case 'Backspace':
        case 'Delete':
            return { type: 'clear' };
        case ' ':
            return { type: 'notes' };
        case 'Escape':
            return { type: 'escape' };
        case '[':
        case 'PageUp':
            return { type: 'step', delta: -1 };
        case ']':
        case 'PageDown':
            return { type: 'step', delta: 1 };
        default:
            break;
    }
    if (key.length !== 1) return null;
    // Shift+1 types "!" on most layouts: the key's position (code "Digit1") still names the digit.
    const typed = shiftKey && /^(Digit|Numpad)\d$/.test(code) ? code.at(-1) : key;
    const digit = digitOf(typed, size);
    if (digit) return { type: shiftKey ? 'toggle' : 'place', digit };
    if (/^[0-9a-z]$/i.test(typed)) return { type: 'invalid', key: typed };
    return null;
}

/** The cell reached by an arrow: wraps at the edges, staying in the same row or column. */
export function moveCell(cell, dr, dc, size) {
    const row = (Math.floor(cell / size) + dr + size) % size;
    const col = ((cell % size) + dc + size) % size;
    return row * size + col;
}
