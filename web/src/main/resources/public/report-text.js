// Sentences the page shows about the server's reports and the player's board. Numbers are
// written with toFixed, never the locale, so "4.2 ms" reads the same in every language setting.

import { cellName, symbolOf } from './symbols.js';

/** "digit 5 appears twice in row 3: r3c1 and r3c7", as the command line and the server word it. */
export function conflictMessage(conflict, size) {
    if (conflict.parity) return `${symbolOf(conflict.digit)} in ${cellName(conflict.cells[0], size)}, a cell marked ${conflict.parity}`;
    const count = conflict.cells.length;
    const times = count === 2 ? 'twice' : `${count} times`;
    const names = conflict.cells.map((cell) => cellName(cell, size));
    return `digit ${symbolOf(conflict.digit)} appears ${times} in ${conflict.house}: ${joinAnd(names)}`;
}

export function joinAnd(words) {
    if (words.length <= 1) return words.join('');
    return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

export function formatMicros(micros) {
    const ms = micros / 1000;
    if (ms < 10) return `${ms.toFixed(2)} ms`;
    if (ms < 1000) return `${ms.toFixed(1)} ms`;
    return `${Math.round(ms)} ms`;
}

/** The work a solve did, as [label, value] pairs for the fields the report has. */
export function workItems(report) {
    const items = [];
    if (Number.isFinite(report.cycles)) items.push(['cycles', String(report.cycles)]);
    if (Number.isFinite(report.stepCount)) items.push(['steps', String(report.stepCount)]);
    if (Number.isFinite(report.guesses)) items.push(['guesses', String(report.guesses)]);
    if (Number.isFinite(report.rollbacks)) items.push(['roll-backs', String(report.rollbacks)]);
    if (Number.isFinite(report.combinations)) items.push(['combinations', String(report.combinations)]);
    if (Number.isFinite(report.micros)) items.push(['time', formatMicros(report.micros)]);
    return items;
}

const SUCCESS = new Set(['SOLVED', 'RATED', 'HINT', 'GENERATED', 'VALID']);

export function isSuccess(report) {
    return SUCCESS.has(report?.status);
}

/** The one-line summary of a solve: what happened, and the server's reason when it failed. */
export function solveSummary(report) {
    const reason = [report.error, report.contradiction].filter(Boolean);
    const unique = [...new Set(reason)].join('; ').replace(/\.+$/, '');
    switch (report.status) {
        case 'SOLVED':
            return 'Solved.';
        case 'STUCK':
            return `Logic is stuck after ${report.cycles ?? 0} cycles: the board shows the candidates left.`;
        case 'MULTIPLE':
            return 'More than one solution: two of them are shown, the cells where they differ are marked.';
        case 'NONE':
            return `No solution: ${after(unique, 'no solution') || 'the puzzle contradicts itself'}.`;
        case 'INVALID':
            return `Invalid puzzle: ${after(unique, 'invalid puzzle') || 'it breaks the rules'}.`;
        case 'TIMEOUT':
            return `Gave up: ${unique || 'the time or work budget ran out'}.`;
        case 'UNRESOLVED':
            return `Nothing found within the search depth${unique ? `: ${unique}` : ''}.`;
        default:
            return unique || `Answer: ${report.status ?? 'unknown'}.`;
    }
}

/**
 * The reason without a lead the summary already says: the server's "no solution: r1c9 has no
 * candidate left" (or "no solution; ...") after the page's "No solution: ".
 */
function after(reason, lead) {
    const found = reason.match(new RegExp(`^${lead}\\b\\s*[:;,]?\\s*`, 'i'));
    return found ? reason.slice(found[0].length) : reason;
}

/**
 * The hint panel's text for a hint report: the hint, else what stands in its way in plain words
 * (a solved board needs none; other statuses say the server's reason, or the solve summary's).
 */
export function hintSummary(report) {
    if (report.hint) return report.hint;
    if (report.status === 'SOLVED') return 'The puzzle is solved: no hint needed.';
    const reason = report.error ?? '';
    if (!reason || /^no solution\b/i.test(reason)) return solveSummary(report);
    return report.status === 'NONE' ? `${reason[0].toUpperCase()}${reason.slice(1)}.` : reason;
}

/** "1 clue", "26 clues". */
export function countOf(count, noun) {
    return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** "ER 3.4 · Moderate · 26 clues" for a generated or rated puzzle. */
export function ratingText(report) {
    const parts = [];
    if (Number.isFinite(report.er)) parts.push(`ER ${report.er.toFixed(1)}`);
    if (report.level) parts.push(report.level);
    if (Number.isFinite(report.clues)) parts.push(countOf(report.clues, 'clue'));
    return parts.join(' · ');
}

/**
 * Why no puzzle of a level came, in a player's words: the server refused the level for the size
 * (`refused`, a 400 naming the level) or none was found in the time given. The generator's own
 * account (seeds, solution grids, ER bands) is for the command line, not the page.
 */
export function levelNotReachedText(size, level, refused) {
    const name = `${size}x${size}`;
    const easier = level === 'easy' ? 'try again, or choose Any' : 'choose an easier level, such as Easy';
    if (refused) return `No ${name} puzzle is as hard as ${level}: ${easier}.`;
    return `No ${level} ${name} puzzle was found in time: ${easier}.`;
}
