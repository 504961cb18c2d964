// Undo and redo over immutable boards: the history keeps the snapshots themselves, so undoing
// n edits always returns exactly the board of n edits ago.

// Enough for a long solve by hand; older entries are dropped first.
const LIMIT = 1000;

export function startHistory(present) {
    return Object.freeze({ past: [], present, future: [] });
}

/** Records a new present; an unchanged board is not an edit and records nothing. */
export function record(history, next) {
    if (next === history.present) return history;
    const past = [...history.past, history.present];
    if (past.length > LIMIT) past.shift();
    return Object.freeze({ past, present: next, future: [] });
}

export function undo(history) {
    if (history.past.length === 0) return history;
    const past = history.past.slice(0, -1);
    return Object.freeze({ past, present: history.past.at(-1), future: [history.present, ...history.future] });
}

export function redo(history) {
    if (history.future.length === 0) return history;
    const [next, ...future] = history.future;
    return Object.freeze({ past: [...history.past, history.present], present: next, future });
}

export function canUndo(history) {
    return history.past.length > 0;
}

export function canRedo(history) {
    return history.future.length > 0;
}
