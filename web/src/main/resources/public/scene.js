// What each cell shows, decided without the DOM: the digit and its kind, the candidates and
// their roles, the cell's highlight flags and the label a screen reader speaks. The board view
// only copies this onto elements, so everything a player sees is testable here.

import { digitsOf, symbolOf } from './symbols.js';
import { ORIGIN } from './grid-model.js';

const KIND = { [ORIGIN.NONE]: 'empty', [ORIGIN.GIVEN]: 'given', [ORIGIN.PLAYER]: 'placed', [ORIGIN.SOLVED]: 'solved' };

/**
 * Cells of the scene. `cands` are the candidate masks to show (0 = none shown); `drawing` is a
 * step's drawing (or null); `flags` maps flag names (conflict, wrong, diff, named) to sets of cells.
 */
export function buildScene({ layout, values, origin, cands, selected = -1, drawing = null, flags = {} }) {
    const size = layout.size;
    const candidateRoles = new Map();
    const cellRoles = new Map();
    for (const { cell, digit, role } of drawing?.candidates ?? []) {
        if (!candidateRoles.has(cell)) candidateRoles.set(cell, new Map());
        candidateRoles.get(cell).set(digit, role);
    }
    for (const { cell, role } of drawing?.cells ?? []) cellRoles.set(cell, role);

    const peerOfSelected = new Set(selected >= 0 ? layout.peers[selected] : []);
    const selectedDigit = selected >= 0 ? values[selected] : 0;

    return values.map((value, cell) => {
        const kind = value ? KIND[origin[cell]] ?? 'placed' : 'empty';
        const roles = candidateRoles.get(cell) ?? new Map();
        // A step may mark a candidate the shown position no longer holds (a placement drawn on the
        // cell it fills): the mark stays visible so the step is never drawn half.
        const shown = value ? [] : [...new Set([...digitsOf(cands[cell] ?? 0), ...roles.keys()])].sort((a, b) => a - b);
        const set = {};
        for (const [name, cells] of Object.entries(flags)) set[name] = cells.has(cell);
        set.selected = cell === selected;
        set.peer = peerOfSelected.has(cell);
        set.same = Boolean(selectedDigit) && value === selectedDigit && cell !== selected;
        return {
            cell,
            text: value ? symbolOf(value) : '',
            kind,
            candidates: shown.map((digit) => ({ digit, symbol: symbolOf(digit), role: roles.get(digit) ?? null })),
            role: cellRoles.get(cell) ?? null,
            flags: set,
            label: cellLabel(cell, size, kind, value, shown, set),
        };
    });
}

/** "row 3, column 7, empty, candidates 2 5 8" or "row 1, column 2, given 5". */
export function cellLabel(cell, size, kind, value, candidates, flags = {}) {
    const where = `row ${Math.floor(cell / size) + 1}, column ${(cell % size) + 1}`;
    let what;
    if (!value) {
        what = candidates.length ? `empty, candidates ${candidates.map(symbolOf).join(' ')}` : 'empty';
    } else {
        what = `${kind} ${symbolOf(value)}`;
    }
    const notes = [];
    if (flags.conflict) notes.push('repeated digit');
    if (flags.wrong) notes.push('wrong');
    if (flags.diff) notes.push('differs between the solutions');
    return [where, what, ...notes].join(', ');
}
